import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { etag } from 'hono/etag'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, matchLocale, VISITOR_LOCALES, type Locale } from '../../src/contract/locales'
import { notFound } from '../http/errors'
import type { AppEnv } from '../http/types'
import { bootHints, bootHintSource, liveBrowserSession } from './client-hints'
import { firstPaintRenderer, withFirstPaint, type Dispatch } from './client-first-paint'
import { staticHomeHandler } from './client-home'
import { withSitemapLine } from './content/sitemap'

// The PWA from DIST_DIR on the same origin as the API (architecture.md "Runtime"):
// hashed assets cached for a year, service-worker and entry files revalidated on every
// load, and every other GET that is neither an API path nor a file answered with
// index.html (status 200) so the client router renders it, including its own 404 page.

/** First path segments that belong to the API, never to the client router. */
const API_PREFIX_RE = /^\/(?:b2b|room_rate|static|booking|api|ai|financial|creditcard|wap|sandbox|healthz)(?:\/|$)/

export function isApiPath(p: string): boolean {
  return API_PREFIX_RE.test(p)
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const NO_CACHE_FILES = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest'])

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE
  if (NO_CACHE_FILES.has(urlPath) || /^\/workbox-[\w-]+\.js$/.test(urlPath)) return REVALIDATE
  return 'public, max-age=3600'
}

/**
 * Requests that name a file which does not exist get a 404 rather than index.html: a
 * missing hashed chunk must fail as a load error (§4 chunk load failure reloads the page),
 * not be parsed as HTML. Route paths such as /en-US/pay/succeed.1 have no such extension.
 */
const FILE_LIKE_RE = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|wasm|txt|xml)$/i

const ROBOTS_FALLBACK = 'User-agent: *\nAllow: /\n'

/** Parses Accept-Language into tags ordered by q (stable for equal q). */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag?.trim() ?? '', q: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag)
}

/** §2: locale for "/": the i18n_redirected cookie, else Accept-Language, else en-US. */
export function rootLocale(c: Context): Locale {
  const cookie = getCookie(c, LOCALE_COOKIE)
  if (isLocale(cookie)) return cookie
  return matchLocale(preferredLanguages(c.req.header('accept-language')), VISITOR_LOCALES) ?? DEFAULT_LOCALE
}

/** `dispatch` runs an API request through the whole app (the hotel pages' first paint asks it). */
export function clientRoutes(distDir: string, dispatch?: Dispatch, firstPaintBudgetMs = 300) {
  const app = new Hono<AppEnv>()
  const hasDist = existsSync(distDir)
  const indexPath = path.join(distDir, 'index.html')
  const hintSource = bootHintSource(distDir)
  const firstPaint = dispatch ? firstPaintRenderer(distDir, dispatch, firstPaintBudgetMs) : null

  // Files served with no-cache (index.html, the service worker, client routes) get an ETag
  // so the browser's revalidation is a 304 instead of a full download.
  const revalidate = etag()
  app.use('*', async (c, next) => {
    const get = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (get && c.req.path !== '/' && !isApiPath(c.req.path) && cacheControlFor(c.req.path) !== IMMUTABLE) return revalidate(c, next)
    return next()
  })

  app.get('/', (c) => {
    const url = new URL(c.req.url)
    c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Cookie, Accept-Language')
    return c.redirect(`/${rootLocale(c)}/${url.search}`, 302)
  })

  // The build's robots.txt (or the fallback) plus a Sitemap line: its URL must be absolute,
  // so it is added per request with this origin (content/sitemap.ts).
  app.get('/robots.txt', async (c) => {
    const built = path.join(distDir, 'robots.txt')
    const text = hasDist && existsSync(built) ? await readFile(built, 'utf8') : ROBOTS_FALLBACK
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(withSitemapLine(text, c))
  })

  if (hasDist) {
    const files = serveStatic<AppEnv>({
      root: distDir,
      precompressed: true,
      onFound: (_file, c) => c.set('staticFile', c.req.path),
    })
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (isApiPath(c.req.path)) return next()
      // Build metadata (the Vite manifest) and the server-side renderer are not for the public.
      if (c.req.path.startsWith('/.vite/') || c.req.path.startsWith('/.ssr/')) return notFound(c)
      const res = await files(c, next)
      if (c.get('staticFile')) {
        const target = res ?? c.res
        target.headers.set('Cache-Control', cacheControlFor(c.req.path === '/' ? '/index.html' : c.req.path))
        return target
      }
      return res
    })
  }

  // The visitor home (server-rendered for visitors; the app for logged-in users).
  const home = staticHomeHandler(distDir)
  app.on(['GET', 'HEAD'], ['/:locale/', '/:locale'], home)

  // SPA fallback.
  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/') || FILE_LIKE_RE.test(c.req.path)) return notFound(c)
    let html: string
    try {
      html = await readFile(indexPath, 'utf8')
    } catch {
      c.header('Cache-Control', 'no-store')
      return c.text('The client is not built (dist/index.html is missing). Run `npm run build`, or `npm start`, which builds first.', 503)
    }
    c.header('Cache-Control', REVALIDATE)
    // The hints and the first paint depend on the session cookies (client-hints.ts).
    c.header('Vary', 'Cookie')
    if (c.req.method === 'HEAD') return c.html('')
    const liveSession = await liveBrowserSession(c)
    const hints = bootHints({ pathname: c.req.path, source: hintSource, liveSession })
    if (hints) html = html.replace('</head>', `${hints}</head>`)
    const painted = await firstPaint?.(c, liveSession)
    if (!painted) return c.html(html)
    // The page now carries the caller's own API answer (prices included): no shared cache keeps it.
    c.header('Cache-Control', `private, ${REVALIDATE}`)
    return c.html(withFirstPaint(html, painted))
  })

  return app
}
