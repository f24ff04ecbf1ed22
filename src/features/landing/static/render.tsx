import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DEFAULT_LOCALE, VISITOR_LOCALES, type Locale } from '../../../contract'
import { type BlogSummary } from '../../../contract/content'
import { BRAND } from '../../../lib/brand'
import { withLocale } from '../../../lib/i18n/locale-path'
import { manifestHref } from '../../../lib/pwa/manifest-link'
import { serverI18n } from '../../../lib/i18n/server-i18n'
import { HOME_META } from '../landing-content'
// Inlined, so the page paints without another request. Colours follow components/theme/system.ts.
import css from './static-home.css?raw'
import { StaticHero, StaticOffer, StaticPosts, StaticSteps } from './static-body'
import { StaticFooter } from './static-footer'
import { StaticHeader } from './static-header'
import { StaticChat, StaticContactDialog } from './static-widgets'
import type { HomeTexts } from './home-texts'

// The visitor home as one HTML document (issue 8: first paint and LCP without the app's
// JavaScript). Built by vite.config.ts into the server-side bundle; the server renders it per
// request for visitors (server/routes/client-home.ts). Everything interactive without the
// app is native (popovers, <dialog>) or home-script.ts, a few kilobytes.

export { missingMessages } from '../../../lib/i18n/server-i18n'

export type StaticHomeInput = {
  locale: Locale
  /** https://host, for the canonical and hreflang links. */
  origin: string
  /** §2: the copyright/filing line shows only when the host name has no ".com". */
  showCopyright: boolean
  posts: readonly BlogSummary[]
  /** The built home-script entry (/assets/home-….js), or null when the build has none. */
  scriptSrc: string | null
}

/** Only the visitor locales have a static home (ar is for logged-in users, §1). */
export function hasStaticHome(locale: string): locale is Locale {
  return (VISITOR_LOCALES as readonly string[]).includes(locale)
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** JSON inside <script type="application/json">: "<" escaped so no text can close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function homeTexts(i18n: I18n, locale: Locale): HomeTexts {
  // Kept as placeholders for the script to fill in (the app's messages, so one catalog entry).
  const max = '{max}'
  const list = '{list}'
  return {
    locale,
    emailRequired: i18n._(msg`please enter your email address`),
    emailFormat: i18n._(msg`email format incorrect, please re-enter`),
    firstNameRequired: i18n._(msg`please enter your first name`),
    lastNameRequired: i18n._(msg`please enter your last name`),
    phoneRequired: i18n._(msg`please enter your contact method`),
    rateLimited: i18n._(msg`Too many people are currently accessing, please try again later`),
    network: i18n._(msg`network error, please try later`),
    failed: i18n._(msg`operation failed, please retry later`),
    loading: i18n._(msg`Loading`),
    chatOpen: i18n._(msg`Chat with customer service`),
    chatClose: i18n._(msg`Close customer service chat`),
    chatTitle: i18n._(msg`Customer service chat`),
    offline: i18n._(msg`You're offline. This needs a connection.`),
    tooLong: i18n._(msg`Too long: ${max} characters at most`),
    invalidChars: i18n._(msg`Contains invalid characters: ${list}`),
  }
}

export async function renderStaticHome(input: StaticHomeInput): Promise<string> {
  const { locale, origin } = input
  const i18n = await serverI18n(locale)
  const body = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <a className="skip-link" href="#main">
        {i18n._(msg`Skip to main content`)}
      </a>
      <StaticHeader locale={locale} />
      <main id="main">
        <StaticHero locale={locale} />
        <StaticOffer />
        <StaticPosts locale={locale} posts={input.posts} />
        <StaticSteps locale={locale} />
      </main>
      <StaticFooter locale={locale} showCopyright={input.showCopyright} />
      <StaticContactDialog />
      <StaticChat />
    </I18nProvider>,
  )
  const title = `${i18n._(HOME_META.title)} · ${BRAND.name}`
  const alternates = [
    ...VISITOR_LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(origin + withLocale(l, '/'))}">`),
    `<link rel="alternate" hreflang="x-default" href="${esc(origin + withLocale(DEFAULT_LOCALE, '/'))}">`,
    `<link rel="canonical" href="${esc(origin + withLocale(locale, '/'))}">`,
  ].join('')
  return (
    `<!doctype html><html lang="${locale}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="theme-color" content="#0f766e"><title>${esc(title)}</title>` +
    `<meta name="description" content="${esc(i18n._(HOME_META.description))}">` +
    `<link rel="icon" href="/pwa-192.png" type="image/png" sizes="192x192"><link rel="apple-touch-icon" href="/apple-touch-icon.png">` +
    `<link rel="manifest" href="${manifestHref(locale)}">${alternates}<style>${css}</style></head>` +
    `<body>${body}<script type="application/json" id="home-texts">${jsonBlock(homeTexts(i18n, locale))}</script>` +
    (input.scriptSrc ? `<script type="module" src="${esc(input.scriptSrc)}"></script>` : '') +
    `</body></html>`
  )
}
