// Server-rendered pages of the sandbox gateway (architecture.md: a separate, clearly labelled
// hosted page). No scripts at all, so the site CSP needs no exception; styles are inline
// (style-src allows 'unsafe-inline'). Every interpolated value goes through esc().

export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string)
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ea;color:#1f2328}
.banner{background:repeating-linear-gradient(45deg,#f7c948,#f7c948 14px,#1f2328 14px,#1f2328 28px);padding:6px}
.banner p{margin:0;background:#1f2328;color:#f7c948;text-align:center;font-weight:700;letter-spacing:.04em;padding:8px;font-size:15px}
main{max-width:440px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:2px dashed #b08900;border-radius:12px;padding:20px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#57606a;font-size:14px}
.amount{font-size:28px;font-weight:700;margin:12px 0}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}
input{width:100%;padding:10px;font-size:16px;border:1px solid #8c959f;border-radius:8px}
input:focus,button:focus{outline:3px solid #0969da;outline-offset:2px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;font-weight:700;border-radius:8px;border:0;background:#1a7f64;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2328;border:1px solid #8c959f}
button.danger{background:#b42318}
.error{background:#fff1f0;border:1px solid #b42318;color:#8a1c12;padding:10px;border-radius:8px;margin-top:12px}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:8px}td{padding:4px 0;border-bottom:1px solid #eaeef2}
code{font-size:13px}
`

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · SANDBOX</title><style>${STYLE}</style></head><body><div class="banner" role="note"><p>SANDBOX — no real money · test gateway</p></div><main>${body}</main></body></html>`
}

export function money(cents: number, currency: string): string {
  return `${esc(currency)} ${(cents / 100).toFixed(2)}`
}

export const TEST_CARDS_TABLE = `<table aria-label="Test cards"><tbody>
<tr><td><code>4242 4242 4242 4242</code></td><td>succeeds</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>is declined</td></tr>
<tr><td><code>4000 0000 0000 3220</code></td><td>asks for a 3-D Secure code (<code>123456</code>)</td></tr>
</tbody></table><p class="muted">Any future expiry date and any 3-digit CVC.</p>`

export function errorPage(title: string, message: string): string {
  return page(title, `<div class="card"><h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p></div>`)
}
