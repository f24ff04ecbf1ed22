import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DEFAULT_LOCALE, VISITOR_LOCALES } from '../contract'
import { BRAND } from '../lib/brand'
import { stripLocale, withLocale } from '../lib/i18n/locale-path'

/** Sets the tab title ("Page · Harborline"); screen readers announce it on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.fullName
  }, [title])
}

/**
 * Per-page title and meta description (SEO, issue 8), plus hreflang alternates for visitor
 * pages: one <link rel="alternate"> per visitor locale and x-default (en-US), pointing at the
 * same page under each prefix. The tags are replaced on navigation, never duplicated.
 */
export function usePageMeta({ title, description, alternates = true, index = true }: { title: string; description: string; alternates?: boolean; index?: boolean }): void {
  useDocumentTitle(title)
  useNoIndex(!index)
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [description])
  useEffect(() => {
    for (const old of document.head.querySelectorAll('link[data-hreflang]')) old.remove()
    if (!alternates) return
    const { origin, pathname, search } = window.location
    const rest = stripLocale(pathname)
    const add = (rel: string, hreflang: string | null, href: string) => {
      const link = document.createElement('link')
      link.rel = rel
      if (hreflang) link.hreflang = hreflang
      link.href = href
      link.dataset.hreflang = ''
      document.head.appendChild(link)
    }
    // The query (e.g. ?type= of /credit, ?pageNum of /news) is part of the page's identity.
    for (const locale of VISITOR_LOCALES) add('alternate', locale, `${origin}${withLocale(locale, rest)}${search}`)
    add('alternate', 'x-default', `${origin}${withLocale(DEFAULT_LOCALE, rest)}${search}`)
    add('canonical', null, `${origin}${pathname}${search}`)
    return () => {
      for (const old of document.head.querySelectorAll('link[data-hreflang]')) old.remove()
    }
  }, [alternates, href])
}

/**
 * `<meta name="robots" content="noindex">` while `on`: the server answers every client route
 * with the app's HTML and 200, so an error page (404, 500, frozen account) says it is not a
 * page of the site itself, and search engines drop the address instead of indexing the error.
 */
export function useNoIndex(on: boolean): void {
  useEffect(() => {
    if (!on) return
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex'
    document.head.appendChild(meta)
    return () => meta.remove()
  }, [on])
}
