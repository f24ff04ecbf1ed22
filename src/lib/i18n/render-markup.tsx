import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from '../../contract'
import { serverI18n } from './server-i18n'

// Pages the server paints before the app runs (#9: src/ssr/first-paint.tsx): static markup in a
// locale's language, its styles inlined. Built only into the server-side bundle, never the app.

/** The markup of a page rendered in a locale's language, with the styles it needs. */
export async function renderMarkup(locale: Locale, styles: string, page: ReactNode): Promise<string> {
  const i18n = await serverI18n(locale)
  return `<style>${styles}</style>${renderToStaticMarkup(<I18nProvider i18n={i18n}>{page}</I18nProvider>)}`
}
