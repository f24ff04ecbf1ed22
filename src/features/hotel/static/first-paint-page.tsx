import { plural } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { isRtl, type Locale } from '../../../contract'
import { serverI18n } from '../../../lib/i18n/server-i18n'
// Inlined with the markup; sizes and colours follow the app's pages (theme tokens from index.html).
import css from './first-paint.css?raw'

// The frame of a page painted by the server before the app runs (#9 LCP): the app's header
// height and page margins, so that what the server shows sits where the app will show it.

export function PaintPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="fp" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} aria-busy="true">
      <div className="fp-header">
        <img src="/favicon.svg" width="28" height="28" alt="" />
        Harborline
      </div>
      <div className="fp-main">{children}</div>
    </div>
  )
}

/** The markup (with its styles) of a page rendered in a locale's language. */
export async function renderPaint(locale: Locale, page: ReactNode): Promise<string> {
  const i18n = await serverI18n(locale)
  return `<style>${css}</style>${renderToStaticMarkup(<I18nProvider i18n={i18n}>{page}</I18nProvider>)}`
}

/** Hotel stars as the app shows them (components/star-rating.tsx): glyphs with a spoken label. */
export function PaintStars({ stars }: { stars: number }) {
  const { t } = useLingui()
  if (stars < 1) return null
  return (
    <span className="fp-stars" role="img" aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }) })}>
      {'★'.repeat(stars)}
    </span>
  )
}
