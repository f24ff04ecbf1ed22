// The six locale catalogs are precached with the rest of the shell (pwa.config.ts), so every
// language works offline once the worker is installed (§1, issue 7). Before that, the worker
// kept the catalogs a page had used in a runtime cache of their own, which this file filled.
// Nothing reads that cache any more and Workbox's cleanup only drops old precaches, so the
// leftover of an earlier install (up to 24 catalogs, ~1 MB) is deleted here. Cheap to repeat.

export const LEGACY_CATALOG_CACHE = 'harborline-catalogs'

export function dropLegacyCatalogCache(): void {
  if (typeof caches === 'undefined') return
  void caches.delete(LEGACY_CATALOG_CACHE).catch(() => undefined)
}
