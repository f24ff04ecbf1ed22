import { useEffect, useState } from 'react'
import { loadMarketingCatalog, marketingCatalogLoaded } from './i18n'
import { useLocale } from './use-locale'

/**
 * Whether the visitor pages' texts are there to show. A route that shows them loads them in
 * beforeLoad; a page that turns into a visitor page without navigating (the home page when the
 * session ends, by logout or in another tab) loads them here, and shows its texts once they
 * have arrived rather than their message ids. True as well once a load has failed: the texts
 * are then English, or their ids when even those could not be loaded.
 */
export function useMarketingCatalog(): boolean {
  const locale = useLocale()
  const [tried, setTried] = useState<string | null>(null)
  const ready = marketingCatalogLoaded() || tried === locale
  useEffect(() => {
    if (ready) return
    let live = true
    void loadMarketingCatalog(locale).then(() => {
      if (live) setTried(locale)
    })
    return () => {
      live = false
    }
  }, [locale, ready])
  return ready
}
