import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, GlobeIcon } from '../../../components/icons/icons'
import { INTRO_TABS } from '../../../components/layouts/intro-nav'
import { VISITOR_LOCALES, type Locale } from '../../../contract'
import { BRAND } from '../../../lib/brand'
import { LOCALE_ENDONYMS } from '../../../lib/i18n/locale-names'
import { withLocale } from '../../../lib/i18n/locale-path'
import { StaticIcon, StaticLogoMark } from '../../../components/icons/static-icons'

/**
 * §2 introduction header as plain HTML: five tabs ("Why choose us" active on the home page),
 * Product/Solution/Partners open a native popover (one open at a time, click outside and
 * Escape close, without script), the visitor language menu (no ar), login and sign-up links.
 */
export function StaticHeader({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const brand = BRAND.name
  // Placeholder names match the app's header, so both use one catalog message.
  const current = LOCALE_ENDONYMS[locale]
  return (
    <header className="hdr">
      <div className="frame hdr-row">
        <a className="logo" href={withLocale(locale, '/')} aria-label={t`${brand} home`}>
          <StaticLogoMark />
          <span className="logo-name">{BRAND.name}</span>
          <span className="logo-b2b">B2B</span>
        </a>
        <nav className="tabs" aria-label={t`Introduction`}>
          {INTRO_TABS.map((tab) => {
            const label = i18n._(tab.label)
            if (!tab.groups) {
              const current = tab.id === 'why'
              return (
                <a key={tab.id} className="tab" href={withLocale(locale, tab.path ?? '/')} aria-current={current ? 'page' : undefined} data-testid={`intro-tab-${tab.id}`}>
                  {label}
                </a>
              )
            }
            return (
              <span key={tab.id} className="tab-wrap">
                <button type="button" className="tab" popoverTarget={`intro-pop-${tab.id}`} data-testid={`intro-tab-${tab.id}`}>
                  {label}
                  <StaticIcon icon={ChevronDownIcon} size={14} />
                </button>
                <div id={`intro-pop-${tab.id}`} popover="auto" className="pop" data-testid={`intro-popover-${tab.id}`} aria-label={label} role="dialog">
                  {tab.groups.map((group) => (
                    <div key={group.id} className="pop-group">
                      <p className="pop-title">{i18n._(group.title)}</p>
                      <ul>
                        {group.items.map((item) => (
                          <li key={item.id}>
                            <a className="pop-item" href={withLocale(locale, item.path)}>
                              <span className="pop-icon">
                                <StaticIcon icon={item.icon} />
                              </span>
                              <span>
                                <span className="pop-name">{i18n._(item.name)}</span>
                                <span className="pop-sub">{i18n._(item.subName)}</span>
                              </span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </span>
            )
          })}
        </nav>
        <div className="hdr-actions">
          <button type="button" className="btn ghost sm" popoverTarget="lang-pop" aria-label={t`Language: ${current}`}>
            <StaticIcon icon={GlobeIcon} size={16} />
            <span className="lang-label" lang={locale}>
              {LOCALE_ENDONYMS[locale]}
            </span>
            <StaticIcon icon={ChevronDownIcon} size={14} />
          </button>
          <div id="lang-pop" popover="auto" className="pop pop-lang" role="dialog" aria-label={t`Language`}>
            <ul>
              {VISITOR_LOCALES.map((l) => (
                <li key={l}>
                  <a className="pop-item" href={withLocale(l, '/')} hrefLang={l} lang={l} data-locale={l} aria-current={l === locale ? 'true' : undefined}>
                    {LOCALE_ENDONYMS[l]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <a className="btn ghost sm" href={withLocale(locale, '/login')}>
            {t`Log in`}
          </a>
          <a className="btn solid sm" href="/admin/signup">
            {t`Sign up`}
          </a>
        </div>
      </div>
    </header>
  )
}
