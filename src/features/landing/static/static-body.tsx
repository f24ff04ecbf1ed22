import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { CURRENCIES, LOCALES, type Locale } from '../../../contract'
import { toHttps, type BlogSummary } from '../../../contract/content'
import { formatPostDate } from '../../../lib/dates'
import { withLocale } from '../../../lib/i18n/locale-path'
import { OFFER_ITEMS, START_STEPS } from '../landing-content'
import { StaticIcon } from '../../../components/icons/static-icons'

// The visitor home's sections (§1) as plain HTML; same copy as components/visitor-landing.tsx.

export function StaticHero({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  // Same placeholder names as visitor-landing.tsx, so both use one catalog message.
  const languages = LOCALES.length
  const currencies = CURRENCIES.length
  return (
    <section className="hero">
      <div className="frame hero-grid">
        <div className="hero-main">
          <span className="badge">{t`For travel agencies and trade partners`}</span>
          <h1>{t`Hotel rates, booking and credit in one trade portal`}</h1>
          <p className="lead">
            {t`Search hotels with live rates and availability, book for your clients, and settle on credit, by card or by QR code, with sub-accounts for your whole team.`}
          </p>
          <div className="hero-actions">
            <a className="btn white lg" href={withLocale(locale, '/login')}>
              {t`Log in`}
            </a>
            <a className="btn outline-white lg" href="/admin/signup">
              {t`Register your agency`}
            </a>
            {/* Opens the §2 contact modal (home-script.ts). */}
            <button type="button" className="btn ghost-white lg" data-action="book-demo">
              {t`Book a demo`}
            </button>
          </div>
        </div>
        <ul className="facts">
          <li>
            <p className="fact-title">
              <Plural value={languages} one="# language" other="# languages" />
            </p>
            <p>{t`English, Chinese, Japanese, Korean, Spanish and Arabic`}</p>
          </li>
          <li>
            <p className="fact-title">
              <Plural value={currencies} one="# currency" other="# reference currencies" />
            </p>
            <p>{t`See prices in the currency your clients think in`}</p>
          </li>
          <li>
            <p className="fact-title">{t`Pay later`}</p>
            <p>{t`Delayed-payment orders are held until 23:00 (Beijing time) the day before check-in`}</p>
          </li>
        </ul>
      </div>
    </section>
  )
}

export function StaticOffer() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  return (
    <section className="frame section">
      <div className="section-head">
        <h2>{t`What the portal offers`}</h2>
        <p className="muted">{t`Everything an agency needs to sell hotel stays, from the first search to the monthly bill.`}</p>
      </div>
      <ul className="cards">
        {OFFER_ITEMS.map((item) => (
          <li key={item.title.id} className="card">
            <span className="card-icon">
              <StaticIcon icon={item.icon} />
            </span>
            <h3>{i18n._(item.title)}</h3>
            <p className="muted sm">{i18n._(item.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The latest three posts of the page's language; nothing when there are none. */
export function StaticPosts({ locale, posts }: { locale: Locale; posts: readonly BlogSummary[] }) {
  const { t } = useLingui()
  if (posts.length === 0) return null
  return (
    <section className="frame section" aria-labelledby="latest-posts">
      <div className="section-head row">
        <div>
          <h2 id="latest-posts">{t`News and insights`}</h2>
          <p className="muted">{t`Market notes and product news from our team.`}</p>
        </div>
        <a className="btn outline sm" href={withLocale(locale, '/news')}>
          {t`All articles`}
        </a>
      </div>
      <div className="posts">
        {posts.map((post) => (
          <article key={post.id} className="post">
            <img src={toHttps(post.cover_image_url)} alt="" width="640" height="360" loading="lazy" decoding="async" />
            <div className="post-body">
              <p className="muted xs">
                <time dateTime={post.published_at}>{formatPostDate(post.published_at, locale)}</time>
              </p>
              <h3>
                <a className="post-link" href={withLocale(locale, `/news/detail/${post.id}`)}>
                  {post.title}
                </a>
              </h3>
              <p className="muted sm clamp">{post.summary}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}

export function StaticSteps({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  return (
    <section className="band">
      <div className="frame section">
        <h2>{t`How to get started`}</h2>
        <ol className="steps">
          {START_STEPS.map((step, index) => (
            <li key={step.title.id}>
              <span className="step-no">{index + 1}</span>
              <div>
                <p className="strong">{i18n._(step.title)}</p>
                <p className="muted sm">{i18n._(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="cta">
          <p className="strong">{t`Already a partner? Log in to search rates and manage your bookings.`}</p>
          <a className="btn solid" href={withLocale(locale, '/login')}>
            {t`Log in`}
          </a>
        </div>
      </div>
    </section>
  )
}
