import { HotelPaths, hotelListResponseSchema, hotelStaticSchema, type Locale } from '../contract'
import { renderLoginFirstPaint } from '../features/auth/static/login-first-paint'
import { hotelListQueryKey, hotelStaticQueryKey } from '../features/hotel/api/query-keys'
import { detailPaintImages, renderHotelDetailFirstPaint } from '../features/hotel/static/detail-first-paint'
import { listPaintImages, listRequestFor, listSearchOf, renderHotelListFirstPaint } from '../features/hotel/static/list-first-paint'

// #9 LCP: app pages the server can paint before the app's JavaScript has arrived. On a
// throttled phone the app needs ~300 KB of JavaScript, its boot and its data before it can even
// ask for a page's first picture. For these pages the server (server/routes/client-first-paint.ts)
// asks its own API what the app would ask, renders the answer here and puts it in index.html's
// root, where the boot shell was; the app renders beside it and takes its place once the page
// has rendered (src/components/boot-shell.tsx). The login page needs no data: a visitor can
// type into it before the app has arrived. The answer goes along under the app's query key, so the app renders the same data at once
// instead of asking again (src/lib/query/first-paint-data.ts).
// Built into the server-side bundle (static-home.config.ts), never into the app.

export type PaintRequest = { method: 'GET' | 'POST'; path: string; body?: unknown }
export type Painted = { markup: string; images: string[] }
/** A page painted from an API answer (the hotel pages), or from nothing but its locale (login). */
export type FirstPaint =
  | { request: PaintRequest; queryKey: readonly unknown[]; render(data: unknown): Promise<Painted | null> }
  | { request?: undefined; queryKey?: undefined; render(): Promise<Painted | null> }

const LIST = /^\/hotel\/list\/?$/
/** As the detail route validates its id (src/routes/$locale/_currency/hotel/info/$id.tsx). */
const DETAIL = /^\/hotel\/info\/([1-9]\d{0,9})\/?$/
const LOGIN = /^\/login\/?$/

/**
 * The first paint of the page at `path` (after the locale), or null where there is none. Its
 * `render` takes the `data` of the API's answer and gives null when there is nothing to show.
 */
export function firstPaintOf(input: { locale: Locale; path: string; search: string; now: Date; loggedIn: boolean }): FirstPaint | null {
  const { locale, search, now } = input
  // Someone logged in is sent on by the app (§4); the form is for visitors.
  if (LOGIN.test(input.path)) return input.loggedIn ? null : { render: async () => ({ markup: await renderLoginFirstPaint(locale), images: [] }) }
  if (LIST.test(input.path)) {
    const listSearch = listSearchOf(search)
    if (!listSearch) return null
    const body = listRequestFor(listSearch, now)
    return {
      request: { method: 'POST', path: HotelPaths.hotelList, body },
      queryKey: hotelListQueryKey(body),
      async render(data) {
        const parsed = hotelListResponseSchema.safeParse(data)
        if (!parsed.success || parsed.data.hotels.length === 0) return null
        return { markup: await renderHotelListFirstPaint({ locale, search: listSearch, response: parsed.data, now }), images: listPaintImages(parsed.data) }
      },
    }
  }
  const id = DETAIL.exec(input.path)?.[1]
  if (id) {
    return {
      request: { method: 'GET', path: HotelPaths.hotelStatic(id) },
      queryKey: hotelStaticQueryKey(Number(id)),
      async render(data) {
        const parsed = hotelStaticSchema.safeParse(data)
        if (!parsed.success) return null
        return { markup: await renderHotelDetailFirstPaint({ locale, hotel: parsed.data, loggedIn: input.loggedIn }), images: detailPaintImages(parsed.data) }
      },
    }
  }
  return null
}
