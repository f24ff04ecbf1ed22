import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, GlobeIcon } from '../../../components/icons/icons'
import { StaticIcon, StaticLogoMark } from '../../../components/icons/static-icons'
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, isRtl, type Locale } from '../../../contract'
import { BRAND } from '../../../lib/brand'
import { LOCALE_ENDONYMS } from '../../../lib/i18n/locale-names'
import { renderMarkup } from '../../../lib/i18n/render-markup'
// Inlined with the markup; sizes follow auth-card-page.tsx, login-page.tsx and login-form.tsx.
import css from './login-first-paint.css?raw'

// #9 LCP: the login page (§4 /login), painted by the server for visitors, so an agent sees the
// form and can type into it before the app's ~300 KB of JavaScript has arrived (at 8x it came at
// 3.5 s). The app takes over what was typed, where the caret was and a press of "Log in" (the
// form is marked data-paint-form; components/boot-shell.tsx reads it, login-form.tsx uses it).
// Until public/first-paint.js has run, "Log in" and Enter do nothing: the button is not a
// submit button and two fields block implicit submission, so no password can go out in a URL.

/** The painted form's name, read by the app when it takes over. */
export const LOGIN_PAINT_FORM = 'login'

export function renderLoginFirstPaint(locale: Locale): Promise<string> {
  return renderMarkup(locale, css, <LoginPaint locale={locale} />)
}

function LoginPaint({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const brand = BRAND.name
  const current = LOCALE_ENDONYMS[locale]
  return (
    <div className="fpl" data-first-paint="" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <div className="fpl-center">
        <div className="fpl-stack">
          <div className="fpl-top">
            <a href={`/${locale}/`} className="fpl-logo" aria-label={t`${brand} home`}>
              <span className="fpl-mark">
                <StaticLogoMark />
              </span>
              <span className="fpl-brand">{brand}</span>
              <span className="fpl-b2b">B2B</span>
            </a>
            {/* The language menu opens once the app has taken over. */}
            <button type="button" className="fpl-lang" aria-label={t`Language: ${current}`}>
              <StaticIcon icon={GlobeIcon} />
              <span lang={locale}>{current}</span>
              <StaticIcon icon={ChevronDownIcon} />
            </button>
          </div>
          <div className="fpl-card">
            <h1>{t`Log in`}</h1>
            <p className="fpl-muted fpl-lead">{t`Use the account your agency received from us.`}</p>
            <form data-paint-form={LOGIN_PAINT_FORM} noValidate>
              <div className="fpl-field">
                <label htmlFor="fpl-username">{t`Account`}</label>
                <input id="fpl-username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={USERNAME_MAX_LENGTH} autoFocus required />
              </div>
              <div className="fpl-field">
                <label htmlFor="fpl-password">{t`Password`}</label>
                <input id="fpl-password" name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} required />
              </div>
              <div className="fpl-forgot">
                <a href={`/${locale}/forgotPassword`}>{t`Forgot password?`}</a>
              </div>
              <button type="button" className="fpl-submit" data-loading={t`Loading...`}>
                {t`Log in`}
              </button>
            </form>
          </div>
          <p className="fpl-muted fpl-footer">
            {t`No account yet?`} <a href="/admin/signup">{t`Register your agency`}</a>
          </p>
        </div>
      </div>
    </div>
  )
}
