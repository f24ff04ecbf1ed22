import { expect, type Page } from '@playwright/test'

// Shared steps of the offline suites (issue 7): a real service worker from the built app,
// installed by the browser as a user's would be (nothing by hand).

export function futureStay(daysAhead = 40, nights = 2) {
  const d = new Date(Date.now() + daysAhead * 86_400_000)
  const iso = (x: Date) => x.toISOString().slice(0, 10)
  return { checkIn: iso(d), checkOut: iso(new Date(d.getTime() + nights * 86_400_000)) }
}

/** Waits until the service worker is active and controls the page (clientsClaim on first install). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true)
}

/** Reads one idb-keyval entry as a string ('' when absent). */
export function readIdbText(page: Page, db: string, store: string, key: string): Promise<string> {
  return page.evaluate(
    ([db, store, key]) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const conn = open.result
          if (!conn.objectStoreNames.contains(store)) return resolve('')
          const req = conn.transaction(store).objectStore(store).get(key)
          req.onsuccess = () => resolve(req.result === undefined ? '' : typeof req.result === 'string' ? req.result : JSON.stringify(req.result))
          req.onerror = () => reject(req.error)
        }
      }),
    [db, store, key] as const,
  )
}

/** The persisted TanStack Query cache (written with a 1 s throttle). */
export function persistedQueries(page: Page): Promise<string> {
  return readIdbText(page, 'b2b-portal', 'query-cache', 'tanstack-query')
}

/** Cache Storage names and how many entries each holds. */
/** How many of the app's locale catalogs (assets/messages-*.js) the service worker's precache holds. */
export function precachedCatalogs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let n = 0
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue
      for (const req of await (await caches.open(name)).keys()) if (/\/assets\/messages-[\w-]+\.js/.test(new URL(req.url).pathname)) n++
    }
    return n
  })
}

/** A hotel list URL for Tokyo (its region id looked up through the API, not assumed). */
export async function tokyoListUrl(page: Page, locale = 'en-US', daysAhead = 40) {
  const regions = await (await page.request.get('/static/v2/region/fuzzy?keyword=Tokyo')).json()
  const search = new URLSearchParams({ ...futureStay(daysAhead), addressType: 'region', addressValue: String(regions.data[0].id), adult: '2', room: '1', nation: 'CN' })
  return `/${locale}/hotel/list?${search}`
}

/** Fails the test when the page scrolls sideways (mobile widths). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
}

/**
 * Every visible form control inside main lies within the viewport. Catches what the scroll
 * width misses: content pushed past the left edge in RTL, or out of its card.
 */
export async function expectControlsInViewport(page: Page) {
  const outside = await page.evaluate(() => {
    const w = document.documentElement.clientWidth
    return [...document.querySelectorAll('main input, main select, main textarea, main button')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && (r.left < -1 || r.right > w + 1))
      .map(({ el, r }) => `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? ''}] ${Math.round(r.left)}..${Math.round(r.right)}`)
  })
  expect(outside, 'controls outside the viewport').toEqual([])
}
