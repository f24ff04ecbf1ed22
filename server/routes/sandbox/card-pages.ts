import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { SandboxPaths } from '../../../src/contract/payment'
import { applyCallback, signCallback, parseCallback } from '../../domain/payments/callback'
import { readCardRequest, resultUrl, type CardRequest } from '../../domain/payments/card-request'
import { paymentSecret, signToken, verifyToken } from '../../domain/payments/signing'
import type { AppEnv } from '../../http/types'
import { CHALLENGE_CODE, checkCard } from './cards'
import { TEST_CARDS_TABLE, errorPage, esc, money, page } from './html'

// The hosted card page of the sandbox gateway. The card number is posted to this page only,
// checked, and dropped: it is never stored, logged (the request log has no bodies) or sent to
// our API; the callback carries the last four digits.

const CHALLENGE_PURPOSE = 'card_challenge'
const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** Reads a short form field as a string ('' when absent or not a string). */
export function field(body: Record<string, unknown>, name: string, max = 600): string {
  const v = body[name]
  return typeof v === 'string' ? v.slice(0, max) : ''
}

export function noStore(c: Context) {
  c.header('Cache-Control', 'no-store')
}

function cardForm(token: string, r: CardRequest, error: { message: string; field: string } | null, kept: { name: string; expiry: string }) {
  const invalid = (f: string) => (error?.field === f ? ' aria-invalid="true" aria-describedby="err"' : '')
  return page(
    'Card payment',
    `<div class="card"><h1>Card payment</h1><p class="muted">Order ${esc(r.orderNum)} · Harborline sandbox merchant</p>
<p class="amount">${money(r.amountCents, r.currency)}</p><p class="muted">includes card fee ${money(r.feeCents, r.currency)}</p>
${error ? `<p class="error" id="err" role="alert">${esc(error.message)}</p>` : ''}
<form method="post" action="${SandboxPaths.card}" autocomplete="off">
<input type="hidden" name="req" value="${esc(token)}">
<label for="name">Name on card</label><input id="name" name="name" value="${esc(kept.name)}" autocomplete="cc-name" maxlength="60">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${invalid('number')}>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="${esc(kept.expiry)}" autocomplete="cc-exp" maxlength="7" required${invalid('expiry')}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${invalid('cvc')}></div></div>
<button type="submit" name="action" value="pay">Pay ${money(r.amountCents, r.currency)}</button>
</form>
<form method="post" action="${SandboxPaths.card}"><input type="hidden" name="req" value="${esc(token)}"><button class="secondary" type="submit" name="action" value="cancel">Cancel and return</button></form>
<h2 style="font-size:15px;margin-top:20px">Test cards</h2>${TEST_CARDS_TABLE}</div>`,
  )
}

async function settle(c: Context<AppEnv>, r: CardRequest, outcome: 'succeeded' | 'failed', reason: string | null, ref: string, last4: string) {
  const { db, config } = c.var.deps
  const secret = await paymentSecret(db)
  // The provider → merchant callback, signed as a remote gateway would sign it.
  const token = signCallback({ ref, route: 'card', orderId: r.orderId, amountCents: r.amountCents, feeCents: r.feeCents, currency: r.currency, outcome, reason, last4, linkId: null }, secret)
  const payload = parseCallback(token, secret)
  if (!payload) throw new Error('sandbox callback did not verify')
  const result = await applyCallback(db, payload, { confirmDelayMs: config.supplierConfirmDelayMs })
  const ok = result.status === 'succeeded'
  return c.redirect(resultUrl(r, ok ? 'success' : 'failed', ok ? null : result.reason), 303)
}

export const cardPages = new Hono<AppEnv>()
  .get(SandboxPaths.card, async (c) => {
    noStore(c)
    const token = (c.req.query('req') ?? '').slice(0, 2000)
    const check = readCardRequest(token, await paymentSecret(c.var.deps.db))
    if (!check.ok) return c.html(errorPage('Payment request', check.reason === 'expired' ? 'This payment request has expired. Go back to the portal and start the card payment again.' : 'This payment request is not valid.'), check.reason === 'expired' ? 410 : 400)
    return c.html(cardForm(token, check.request, null, { name: '', expiry: '' }))
  })
  .post(SandboxPaths.card, async (c) => {
    noStore(c)
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const token = field(body, 'req', 2000)
    const check = readCardRequest(token, await paymentSecret(c.var.deps.db))
    if (!check.ok) return c.html(errorPage('Payment request', 'This payment request is not valid or has expired.'), 400)
    const r = check.request
    if (field(body, 'action') === 'cancel') return c.redirect(resultUrl(r, 'cancelled', 'cancelled'), 303)
    const kept = { name: field(body, 'name', 60), expiry: field(body, 'expiry', 7) }
    const card = checkCard({ number: field(body, 'number', 30), expiry: kept.expiry, cvc: field(body, 'cvc', 8) }, new Date())
    if (!card.ok) return c.html(cardForm(token, r, card, kept), 422)
    const ref = `card_${randomBytes(10).toString('base64url')}`
    if (card.behaviour === 'success') return settle(c, r, 'succeeded', null, ref, card.last4)
    if (card.behaviour === 'decline') return settle(c, r, 'failed', 'declined', ref, card.last4)
    const chal = signToken(CHALLENGE_PURPOSE, { req: token, ref, last4: card.last4, e: Date.now() + CHALLENGE_TTL_MS }, await paymentSecret(c.var.deps.db))
    return c.html(challengePage(chal, r, null))
  })
  .post(SandboxPaths.challenge, async (c) => {
    noStore(c)
    const secret = await paymentSecret(c.var.deps.db)
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const chal = field(body, 'chal', 3000)
    const raw = verifyToken(CHALLENGE_PURPOSE, chal, secret)
    const check = raw && typeof raw.req === 'string' ? readCardRequest(raw.req, secret) : null
    if (!raw || !check?.ok || typeof raw.e !== 'number' || raw.e <= Date.now()) return c.html(errorPage('Verification', 'This verification has expired. Start the card payment again.'), 400)
    const r = check.request
    const ref = String(raw.ref)
    const last4 = String(raw.last4)
    if (field(body, 'action') === 'cancel') return settle(c, r, 'failed', 'challenge_cancelled', ref, last4)
    if (field(body, 'code', 20).trim() !== CHALLENGE_CODE) return settle(c, r, 'failed', 'challenge_failed', ref, last4)
    return settle(c, r, 'succeeded', null, ref, last4)
  })

function challengePage(chal: string, r: CardRequest, error: string | null) {
  return page(
    '3-D Secure',
    `<div class="card"><h1>Verify it's you</h1><p class="muted">Your bank (sandbox) sent a code for ${money(r.amountCents, r.currency)} to order ${esc(r.orderNum)}. In the sandbox the code is <code>${CHALLENGE_CODE}</code>.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${SandboxPaths.challenge}" autocomplete="off"><input type="hidden" name="chal" value="${esc(chal)}">
<label for="code">Verification code</label><input id="code" name="code" inputmode="numeric" maxlength="6" required autofocus>
<button type="submit" name="action" value="verify">Verify and pay</button></form>
<form method="post" action="${SandboxPaths.challenge}"><input type="hidden" name="chal" value="${esc(chal)}"><button class="secondary" type="submit" name="action" value="cancel">Cancel</button></form></div>`,
  )
}
