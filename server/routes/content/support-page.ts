import { Hono } from 'hono'
import { ContentPaths, type ChatMessage } from '../../../src/contract/content'
import { DEFAULT_LOCALE, isLocale, isRtl, type Locale } from '../../../src/contract/locales'
import type { AppEnv } from '../../http/types'
import { accessibleConversation } from './chat'
import { latestMessages } from './chat-store'
import { SUPPORT_SCRIPT } from './support-script'
import { SUPPORT_STRINGS, type SupportStrings } from './support-i18n'

// GET /support/chat?locale&t: the customer-service page the §2 widget frames (400x600), as
// get_customer_service_url returns it. Server-rendered (history with times works without
// script); /support/chat.js adds sending and live staff replies. Same origin, so the
// default CSP (script-src 'self', frame-ancestors 'self') already allows it.

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESC[ch] as string)
/** JSON inside <script type="application/json">: "<" escaped so no text can close the tag. */
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c')

/** §9 default time zone for the no-script render; the script re-formats in the reader's zone. */
const beijingTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })

function messageItem(m: ChatMessage, s: SupportStrings): string {
  return (
    `<li class="msg ${m.sender}" data-id="${m.id}"><span class="who">${esc(m.sender === 'staff' ? s.staff : s.you)}</span>` +
    `<p>${esc(m.body)}</p><time datetime="${m.created_at}">${beijingTime.format(new Date(m.created_at))}</time></li>`
  )
}

const STYLE = `
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI","PingFang SC","Hiragino Sans","Noto Sans",sans-serif;color:#0f172a;background:#f8fafc;display:flex;flex-direction:column}
header{background:#0f766e;color:#fff;padding:12px 16px}header h1{font-size:16px;margin:0 0 2px}header p{margin:0;font-size:13px;opacity:.92}
#messages{list-style:none;margin:0;padding:12px;flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:10px}
.msg{max-width:85%;padding:8px 12px;border-radius:12px;background:#fff;border:1px solid #e2e8f0;overflow-wrap:anywhere}
.msg.customer{align-self:flex-end;background:#ccfbf1;border-color:#99f6e4}.msg.staff{align-self:flex-start}
.msg p{margin:2px 0;white-space:pre-wrap}.who{font-size:12px;font-weight:600;color:#115e59}
time{display:block;font-size:11px;color:#475569;text-align:end}
#empty{margin:auto;padding:16px;text-align:center;color:#475569}
#status{min-height:0;margin:0;padding:0 12px;font-size:12px;color:#b45309}
form{display:flex;flex-wrap:wrap;gap:8px;padding:10px 12px;border-top:1px solid #e2e8f0;background:#fff}
textarea{flex:1 1 200px;min-height:44px;max-height:120px;resize:vertical;padding:8px 10px;font:inherit;border:1px solid #94a3b8;border-radius:8px}
textarea:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:1px}
button{min-width:72px;min-height:44px;padding:0 16px;font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:8px;cursor:pointer}
button:disabled{background:#64748b;cursor:default}
.hint{flex-basis:100%;margin:0;font-size:11px;color:#64748b}#error{flex-basis:100%;margin:0;font-size:13px;color:#b91c1c}#error:empty{display:none}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`

function page(locale: Locale, s: SupportStrings, token: string | null, messages: ChatMessage[]): string {
  const body = token
    ? `<ol id="messages" aria-live="polite" aria-label="${esc(s.title)}">${messages.map((m) => messageItem(m, s)).join('')}</ol>` +
      `<p id="empty"${messages.length ? ' hidden' : ''}>${esc(s.empty)}</p><p id="status" role="status"></p>` +
      `<form id="composer" novalidate><label class="sr-only" for="message">${esc(s.label)}</label>` +
      `<textarea id="message" name="body" maxlength="2000" rows="2" placeholder="${esc(s.placeholder)}" aria-describedby="hint error"></textarea>` +
      `<button id="send" type="submit">${esc(s.send)}</button><p class="hint" id="hint">${esc(s.hint)}</p><p id="error" role="alert"></p></form>` +
      `<script type="application/json" id="chat-i18n">${jsonForScript(s)}</script><script src="/support/chat.js" defer></script>`
    : `<p id="empty" role="alert">${esc(s.gone)}</p>`
  return (
    `<!doctype html><html lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    // No favicon request: the page lives in a frame, and the PWA's icon may not be built.
    `<link rel="icon" href="data:,">` +
    `<title>${esc(s.title)}</title><style>${STYLE}</style></head>` +
    `<body${token ? ` data-conversation="${esc(token)}"` : ''}><header><h1>${esc(s.title)}</h1><p>${esc(s.intro)}</p></header>${body}</body></html>`
  )
}

export const supportPageRoutes = new Hono<AppEnv>()
  .get(ContentPaths.supportChat, async (c) => {
    const asked = c.req.query('locale')
    const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE
    const s = SUPPORT_STRINGS[locale]
    const token = c.req.query('t') ?? ''
    const conv = token ? await accessibleConversation(c, token) : null
    // The token is the key to the conversation: never cached, never sent on as a referrer.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    if (!conv) return c.html(page(locale, s, null, []), 404)
    return c.html(page(locale, s, token, await latestMessages(c.var.deps.db, conv.id)))
  })
  .get('/support/chat.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(SUPPORT_SCRIPT)
  })
