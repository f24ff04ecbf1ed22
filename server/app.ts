import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import type { Logger } from 'pino'
import type { Config } from './config'
import type { DbHandle } from './db/client'
import { warmCatalogue } from './domain/catalogue'
import { verifyPassword } from './domain/passwords'
import { requestBody } from './http/body'
import { compression } from './http/compression'
import { notFound, onError } from './http/errors'
import { requestLog } from './http/request-log'
import { sendFail } from './http/respond'
import { securityHeaders } from './http/security'
import type { AppDeps, AppEnv } from './http/types'
import { creditRoute } from './routes/account/credit'
import { changePasswordRoute } from './routes/account/change-password'
import { emailCodeRoute } from './routes/account/email-code'
import { forgotPasswordRoute } from './routes/account/forgot-password'
import { loginRoute } from './routes/account/login'
import { loginCheckRoute } from './routes/account/login-check'
import { registerRoute } from './routes/account/register'
import { logoutRoute } from './routes/account/logout'
import { userInfoRoute } from './routes/account/user-info'
import { clientRoutes } from './routes/client'
import { contentRoutes } from './routes/content/index'
import { devOutboxRoute } from './routes/dev/outbox'
import { healthRoute } from './routes/health'
import { exchangeRatesRoute } from './routes/static/exchange-rates'
import { hotelImageRoute } from './routes/static/hotel-image'
import { hotelRoutes } from './routes/hotel/index'
import { historyRoutes } from './routes/history/history'
import { bookingRoutes } from './routes/booking/index'
import { paymentRoutes } from './routes/payment/index'

export type CreateAppOptions = {
  db: Pick<DbHandle, 'db' | 'kind'>
  config: Config
  logger: Logger
}

/** The whole HTTP surface. Tests call app.request() on it without opening a port. */
export function createApp({ db, config, logger }: CreateAppOptions) {
  const deps: AppDeps = { db: db.db, dbKind: db.kind, config, logger }
  // Compute the dummy hash now so the first unknown-user login is not slower than others.
  void verifyPassword(null, '')
  // The hotel catalogue cache (domain/catalogue.ts) loads in the background; tests load it on demand.
  if (config.nodeEnv !== 'test') warmCatalogue(db.db, logger)

  const app = new Hono<AppEnv>()
  app.onError(onError)
  app.notFound(notFound)

  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use('*', requestId())
  app.use('*', securityHeaders())
  app.use('*', requestLog())
  app.use('*', compression())
  app.use(
    '*',
    requestBody({
      maxSize: config.bodyLimitBytes,
      onError: (c) => sendFail(c, 413, 413, 'request body too large'),
    }),
  )

  app.route('/', healthRoute)
  app.route('/', loginRoute)
  app.route('/', loginCheckRoute)
  app.route('/', emailCodeRoute)
  app.route('/', forgotPasswordRoute)
  app.route('/', changePasswordRoute)
  app.route('/', registerRoute)
  app.route('/', logoutRoute)
  app.route('/', userInfoRoute)
  app.route('/', creditRoute)
  app.route('/', exchangeRatesRoute)
  app.route('/', hotelImageRoute)
  app.route('/', hotelRoutes)
  app.route('/', historyRoutes)
  app.route('/', bookingRoutes)
  app.route('/', devOutboxRoute)
  app.route('/', contentRoutes)
  app.route('/', paymentRoutes)
  app.route('/', clientRoutes(config.distDir, (request) => Promise.resolve(app.fetch(request)), config.firstPaintBudgetMs))

  return app
}

export type App = ReturnType<typeof createApp>
