import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { LinkedInIcon, MailIcon, PhoneIcon } from '../../../components/icons/icons'
import { INTRO_TABS } from '../../../components/layouts/intro-nav'
import type { Locale } from '../../../contract'
import { BRAND, businessPhoneFor } from '../../../lib/brand'
import { withLocale } from '../../../lib/i18n/locale-path'
import { StaticIcon } from '../../../components/icons/static-icons'
import { telHref } from '../../../lib/tel'

/**
 * §2 visitor footer as plain HTML (same content as components/layouts/visitor-footer.tsx):
 * email capture (checked by the page's script, then on to sign-up with the email kept),
 * Product/Solution/Partners columns, contacts with the Chinese or international phone, the
 * QR code for zh-CN or LinkedIn otherwise, the credit-card policy link and, on hosts without
 * ".com", the copyright/filing line.
 */
export function StaticFooter({ locale, showCopyright }: { locale: Locale; showCopyright: boolean }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const brand = BRAND.name
  const year = new Date().getFullYear()
  const company = BRAND.companyLegalName
  const phone = businessPhoneFor(locale)
  return (
    <footer className="ftr">
      <div className="frame">
        <div className="ftr-grid">
          <form className="ftr-form" action="/admin/signup" method="get" noValidate aria-labelledby="footer-signup-title" data-form="home-email">
            <p id="footer-signup-title" className="strong">
              {t`Open a trade account for your agency`}
            </p>
            <label className="sr-only" htmlFor="footer-email">
              {t`Work email`}
            </label>
            <div className="row gap">
              <input id="footer-email" className="input" type="email" name="footer-email" autoComplete="email" placeholder={t`Work email`} aria-describedby="footer-email-error" />
              <button type="submit" className="btn solid">
                {t`Go`}
              </button>
            </div>
            <p id="footer-email-error" className="field-error" role="alert" hidden />
          </form>
          {INTRO_TABS.filter((tab) => tab.groups).map((tab) => (
            <nav key={tab.id} className="ftr-col" aria-label={i18n._(tab.label)}>
              <p className="strong">{i18n._(tab.label)}</p>
              {tab.groups?.flatMap((g) => g.items).map((item) => (
                <a key={item.id} href={withLocale(locale, item.path)}>
                  {i18n._(item.name)}
                </a>
              ))}
            </nav>
          ))}
        </div>
        <div className="ftr-contacts">
          <div>
            <p className="strong">{t`Hotel cooperation`}</p>
            <a href={`mailto:${BRAND.hotelCooperationEmail}`}>
              <StaticIcon icon={MailIcon} size={16} />
              {BRAND.hotelCooperationEmail}
            </a>
          </div>
          <div>
            <p className="strong">{t`Business consulting`}</p>
            <a href={telHref(phone)} dir="ltr">
              <StaticIcon icon={PhoneIcon} size={16} />
              {phone}
            </a>
          </div>
          <div>
            <p className="strong">{t`Investment consultation`}</p>
            <a href={`mailto:${BRAND.investmentEmail}`}>
              <StaticIcon icon={MailIcon} size={16} />
              {BRAND.investmentEmail}
            </a>
          </div>
          {locale === 'zh-CN' ? (
            <div className="qr">
              <img src="/official-account-qr.svg" alt={t`QR code of our official account`} width="96" height="96" loading="lazy" />
              <p className="muted xs">{t`Follow our official account`}</p>
            </div>
          ) : (
            <div>
              <a className="icon-btn" href={BRAND.linkedInUrl} target="_blank" rel="noopener" aria-label={t`${brand} on LinkedIn`}>
                <StaticIcon icon={LinkedInIcon} />
              </a>
            </div>
          )}
        </div>
        <p className="center sm">
          <a className="muted-link" href={`${withLocale(locale, '/credit')}?type=termsAndConditions#card-payment`}>
            {t`Credit card policy`}
          </a>
        </p>
        {showCopyright && (
          <p className="copyright">
            <span>{t`© ${year} ${company}. All rights reserved.`}</span>
            <span dir="ltr">{BRAND.filingNumber}</span>
          </p>
        )}
      </div>
    </footer>
  )
}
