import { useLingui } from '@lingui/react/macro'
import { ArrowUpIcon, ChatIcon, CloseIcon } from '../../../components/icons/intro-icons'
import { StaticIcon } from '../../../components/icons/static-icons'
import { BRAND } from '../../../lib/brand'

// The static home's widgets (§2): the contact/demo modal, the customer-service chat and
// back-to-top. Their behaviour is in home-script.ts; the texts the script needs are in the
// page's JSON block (render.tsx).

export function StaticContactDialog() {
  const { t } = useLingui()
  const fields = [
    { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
    { name: 'first_name', label: t`First name`, type: 'text', autoComplete: 'given-name' },
    { name: 'last_name', label: t`Last name`, type: 'text', autoComplete: 'family-name' },
    { name: 'phone', label: t`Phone`, type: 'tel', autoComplete: 'tel' },
  ]
  return (
    <dialog id="contact-dialog" className="dialog" data-testid="contact-modal" aria-labelledby="contact-title">
      <div className="dialog-head">
        <h2 id="contact-title">{t`Cooperation consultation and demo booking`}</h2>
        <button type="button" className="icon-btn" data-action="close-contact" aria-label={t`Close`}>
          <StaticIcon icon={CloseIcon} size={18} />
        </button>
      </div>
      <div className="dialog-success" role="status" hidden>
        <p className="strong">{t`Submitted`}</p>
        <p>{t`Thank you. Our team will contact you within one working day.`}</p>
      </div>
      <form id="contact-form" noValidate>
        <p className="muted sm">{t`Tell us how to reach you and we will arrange a live walkthrough of the portal with a partner manager.`}</p>
        <div className="form-grid">
          {fields.map((f) => (
            <div key={f.name} className="field">
              <label htmlFor={`contact-${f.name}`}>{f.label}</label>
              <input id={`contact-${f.name}`} className="input" name={f.name} type={f.type} autoComplete={f.autoComplete} />
            </div>
          ))}
        </div>
        {/* Moved under the field it is about by the script (§5: one message at a time). */}
        <p id="contact-error" className="field-error" data-testid="contact-error" role="alert" hidden />
        <p className="form-failure" role="alert" hidden />
        <div className="dialog-foot">
          <button type="button" className="btn ghost" data-action="close-contact">
            {t`Cancel`}
          </button>
          <button type="submit" className="btn solid">
            {t`Submit`}
          </button>
        </div>
      </form>
    </dialog>
  )
}

export function StaticChat() {
  const { t } = useLingui()
  return (
    <>
      <div id="support-chat-panel" className="chat" role="dialog" aria-label={t`Customer service chat`} data-testid="chat-panel" hidden>
        <div className="chat-head">
          <p className="strong">{t`Customer service`}</p>
          <button type="button" className="icon-btn on-brand" data-action="close-chat" aria-label={t`Close customer service chat`}>
            <StaticIcon icon={CloseIcon} size={18} />
          </button>
        </div>
        <div className="chat-body">
          <p className="chat-state" data-state="loading">
            {t`Loading`}
          </p>
          {/* A button, so the keyboard can retry too. */}
          <p className="chat-state" data-state="error" hidden>
            {t`The chat could not be opened.`}{' '}
            <button type="button" className="link-btn" data-action="retry-chat">
              {t`Retry`}
            </button>
          </p>
          {/* Offline: why, and the email instead (it loads by itself when the connection returns). */}
          <p className="chat-state" data-state="offline" hidden>
            {t`You're offline. This needs a connection.`} {t`Customer service:`} <a href={`mailto:${BRAND.customerServiceEmail}`}>{BRAND.customerServiceEmail}</a>
          </p>
        </div>
      </div>
      <button type="button" className="fab chat-fab" data-testid="chat-toggle" aria-expanded="false" aria-controls="support-chat-panel" aria-label={t`Chat with customer service`}>
        <span className="when-closed">
          <StaticIcon icon={ChatIcon} size={22} />
        </span>
        <span className="when-open">
          <StaticIcon icon={CloseIcon} size={22} />
        </span>
      </button>
      <button type="button" className="fab top-fab" aria-label={t`Back to top`} hidden>
        <StaticIcon icon={ArrowUpIcon} size={20} />
      </button>
    </>
  )
}
