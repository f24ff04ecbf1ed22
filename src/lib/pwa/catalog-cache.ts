// The current locale's catalog belongs to the offline shell (issue 7), but the service worker
// cannot know the locale at install time, so the six catalogs are not precached
// (pwa.config.ts). Instead every catalog this page loads is put into the worker's runtime
// cache: the first one is fetched before the worker exists, later ones as languages are used.

export const CATALOG_CACHE = 'harborline-catalogs'
const CATALOG_RE = /\/assets\/messages-[\w-]+\.js$/

function cacheUrl(url: string): void {
  void caches
    .open(CATALOG_CACHE)
    .then(async (cache) => {
      if (!(await cache.match(url))) await cache.add(url)
    })
    .catch(() => undefined)
}

export function cacheLoadedCatalogs(): void {
  if (typeof caches === 'undefined' || typeof PerformanceObserver === 'undefined') return
  const seen = new Set<string>()
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      const url = new URL(entry.name, location.href)
      if (url.origin !== location.origin || !CATALOG_RE.test(url.pathname) || seen.has(url.pathname)) continue
      seen.add(url.pathname)
      cacheUrl(url.pathname)
    }
  }
  try {
    // buffered: also the catalog loaded during boot, before this observer existed.
    new PerformanceObserver((list) => take(list.getEntries())).observe({ type: 'resource', buffered: true })
  } catch {
    take(performance.getEntriesByType('resource'))
  }
}
