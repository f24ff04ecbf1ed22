import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isRtl, type Locale } from '../../../contract'
import { renderMarkup } from '../../../lib/i18n/render-markup'
import { StaticLogoMark } from '../../../components/icons/static-icons'
// Inlined with the markup; sizes and colours follow the app's pages (theme tokens from index.html).
import css from './first-paint.css?raw'

// The frame of a page painted by the server before the app runs (#9 LCP): the app's header
// height and page margins, so that what the server shows sits where the app will show it.

export function PaintPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="fp" data-first-paint="" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} aria-busy="true">
      <div className="fp-header">
        {/* Inline: an <img> of an SVG is a document of its own, ~10-20 ms of the main thread to set up (#9 TBT). */}
        <StaticLogoMark size="28" />
        Harborline
      </div>
      <div className="fp-main">{children}</div>
    </div>
  )
}

/** A hotel page's markup, with the hotel pages' styles. */
export function renderPaint(locale: Locale, page: ReactNode): Promise<string> {
  return renderMarkup(locale, css, page)
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
