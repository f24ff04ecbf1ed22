import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import { envelopeSchema } from '../../src/contract/envelope'
import { hotelListResponseSchema, type HotelListResponse } from '../../src/contract/hotel'
import { isLocale, type Locale } from '../../src/contract/locales'
import { HotelPaths } from '../../src/contract/paths'
import type { AppEnv } from '../http/types'

// #9 LCP: an agent opening a hotel list by URL gets its first cards in the HTML. Before, the
// first picture could only be asked for once ~300 KB of JavaScript had downloaded and run and
// the list had been fetched (3.5 s on Lighthouse's throttled phone). The markup comes from the
// build's .ssr/list-first-paint.mjs (src/features/hotel/static/list-first-paint.tsx); the list
// from this server's own hotel_list, asked exactly as the app asks it, with the agent's
// cookies, so permissions and withheld prices are the API's. Only for a live browser session:
// the app sends a visitor elsewhere first. Anything that fails leaves index.html as it was.

type Renderer = {
  listRequestFor(search: string, now: Date): object | null
  firstPaintImages(response: HotelListResponse): string[]
  renderHotelListFirstPaint(input: { locale: Locale; search: string; response: HotelListResponse; now: Date }): Promise<string>
}

/** Runs a request through the whole API app (middleware included), as the browser would. */
export type Dispatch = (request: Request) => Promise<Response>

const LIST_PATH = /^\/([^/]+)\/hotel\/list\/?$/
/** index.html marks its boot shell (what React replaces on its first render). */
const SHELL = /<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->/
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i
const listResponse = envelopeSchema(hotelListResponseSchema)

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** index.html with the first paint in place of the boot shell and its pictures asked for first. */
export function withFirstPaint(html: string, markup: string, images: readonly string[]): string {
  if (!SHELL.test(html)) return html
  // Ahead of the app's module preloads, so the pictures do not queue behind ~20 scripts.
  const preloads = images.map((src) => `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high" />`).join('')
  const withShell = html.replace(SHELL, () => `<!--boot-shell-->${markup}<!--/boot-shell-->`)
  return CHARSET.test(withShell) ? withShell.replace(CHARSET, (m) => m + preloads) : withShell
}

export function firstPaintRenderer(distDir: string, dispatch: Dispatch) {
  const entry = path.join(distDir, '.ssr', 'list-first-paint.mjs')
  let renderer: Promise<Renderer | null> | null = null
  const load = () => (renderer ??= existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<Renderer>) : Promise.resolve(null))

  /** The page's first paint, or null (not a list, no renderer, the list not listable). */
  return async (c: Context<AppEnv>, liveSession: boolean): Promise<{ markup: string; images: string[] } | null> => {
    const m = LIST_PATH.exec(c.req.path)
    if (!m || !isLocale(m[1]) || !liveSession || c.req.method !== 'GET') return null
    const locale = m[1]
    try {
      const render = await load()
      const search = new URL(c.req.url).search
      const now = new Date()
      const request = render?.listRequestFor(search, now)
      if (!render || !request) return null
      const res = await dispatch(
        new Request(new URL(HotelPaths.hotelList, c.req.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c.req.header('cookie') ?? '', 'accept-language': locale },
          body: JSON.stringify(request),
        }),
      )
      if (res.status !== 200) return null
      const parsed = listResponse.safeParse(await res.json())
      if (!parsed.success || !parsed.data.data || parsed.data.data.hotels.length === 0) return null
      const response = parsed.data.data
      return { markup: await render.renderHotelListFirstPaint({ locale, search, response, now }), images: render.firstPaintImages(response) }
    } catch (error) {
      // The app renders the list by itself: a failure here must not cost the agent the page.
      c.var.deps.logger.warn({ err: error }, 'hotel list first paint failed, serving the shell')
      return null
    }
  }
}
