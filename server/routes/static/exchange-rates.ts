import { Hono } from 'hono'
import { CURRENCIES, isCurrency } from '../../../src/contract/currencies'
import type { ExchangeRateList } from '../../../src/contract/exchange-rates'
import { exchangeRates } from '../../db/schema'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'

// GET {static}/static/v2/exchange_rates: units of each §1 reference currency per CNY.
// Public (the reference-currency menu may show before login).
export const exchangeRatesRoute = new Hono<AppEnv>().get('/static/v2/exchange_rates', async (c) => {
  const rows = await c.var.deps.db.select().from(exchangeRates)
  const order = new Map<string, number>(CURRENCIES.map((code, i) => [code, i]))
  const list: ExchangeRateList = rows
    .filter((r) => isCurrency(r.code))
    .sort((a, b) => (order.get(a.code) ?? 99) - (order.get(b.code) ?? 99))
    .map((r) => ({ code: r.code as ExchangeRateList[number]['code'], perCny: Number(r.perCny), updatedAt: r.updatedAt.toISOString() }))
  c.header('Cache-Control', 'public, max-age=300')
  return sendOk(c, list)
})
