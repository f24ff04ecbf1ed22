import { Hono } from 'hono'
import { SandboxPaths } from '../../../src/contract/payment'
import { applyCallback, parseCallback, signCallback } from '../../domain/payments/callback'
import { OrderError } from '../../domain/orders/errors'
import { findPayLink, payLinkState } from '../../domain/payments/links'
import { toCents } from '../../domain/payments/money'
import { paymentSecret } from '../../domain/payments/signing'
import { isPayable } from '../../domain/payments/support'
import type { AppEnv } from '../../http/types'
import { field, noStore } from './card-pages'
import { errorPage, esc, money, page } from './html'

// The sandbox "payment app" the phone opens from /mobile/MobileThirdPay: approve or decline.
// One pay link pays at most once (provider ref = qr_<link id>); the outcome goes through the
// same signed, idempotent callback as cards, then the phone returns to the portal page.

const LOCALE_RE = /^(zh-CN|en-US|ja|ko|es|ar)$/

function backUrl(locale: string, token: string) {
  return `/${LOCALE_RE.test(locale) ? locale : 'en-US'}/mobile/MobileThirdPay?token=${encodeURIComponent(token)}`
}

const STATE_TEXT: Record<string, string> = {
  paid: 'This pay link has already been used: the order is paid.',
  failed: 'This pay link has already been used (the payment was declined). Ask for a new QR code.',
  expired: 'This pay link has expired. Ask for a new QR code.',
}

export const appPages = new Hono<AppEnv>()
  .get(SandboxPaths.app, async (c) => {
    noStore(c)
    const token = (c.req.query('token') ?? '').slice(0, 600)
    const locale = (c.req.query('locale') ?? 'en-US').slice(0, 8)
    const found = await findPayLink(c.var.deps.db, token, await paymentSecret(c.var.deps.db))
    if (!found) return c.html(errorPage('Payment app', 'This pay link is not valid.'), 400)
    const state = payLinkState(found.link, new Date())
    if (state !== 'pending') return c.html(errorPage('Payment app', STATE_TEXT[state] ?? ''), 410)
    const amount = money(toCents(found.link.amount), found.link.currency)
    const hidden = `<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="locale" value="${esc(locale)}">`
    return c.html(
      page(
        'Payment app',
        `<div class="card"><h1>Sandbox Pay</h1><p class="muted">Pay Harborline (sandbox merchant) for order ${esc(found.order.orderNum)}</p>
<p class="amount">${amount}</p>
<form method="post" action="${SandboxPaths.app}">${hidden}<button type="submit" name="action" value="approve">Approve payment</button></form>
<form method="post" action="${SandboxPaths.app}">${hidden}<button class="danger" type="submit" name="action" value="decline">Decline</button></form></div>`,
      ),
    )
  })
  .post(SandboxPaths.app, async (c) => {
    noStore(c)
    const { db, config } = c.var.deps
    const secret = await paymentSecret(db)
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const token = field(body, 'token')
    const locale = field(body, 'locale', 8)
    const found = await findPayLink(db, token, secret)
    if (!found) return c.html(errorPage('Payment app', 'This pay link is not valid.'), 400)
    const { link, order } = found
    const state = payLinkState(link, new Date())
    if (state !== 'pending') return c.redirect(backUrl(locale, token), 303)
    const approve = field(body, 'action') === 'approve'
    const amountCents = toCents(link.amount)
    const callback = signCallback(
      {
        ref: `qr_${link.id}`,
        route: 'qr',
        orderId: order.id,
        amountCents,
        feeCents: 0,
        currency: link.currency,
        outcome: approve && isPayable(order, new Date()) ? 'succeeded' : 'failed',
        reason: approve ? (isPayable(order, new Date()) ? null : 'order_not_payable') : 'declined',
        last4: null,
        linkId: link.id,
      },
      secret,
    )
    const payload = parseCallback(callback, secret)
    if (!payload) throw new Error('sandbox callback did not verify')
    await applyCallback(db, payload, { confirmDelayMs: config.supplierConfirmDelayMs })
    return c.redirect(backUrl(locale, token), 303)
  })
  // The provider → merchant callback as a remote gateway would deliver it: a signed token.
  .post(SandboxPaths.callback, async (c) => {
    const { db, config } = c.var.deps
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const payload = parseCallback(field(body, 'payload', 4000), await paymentSecret(db))
    if (!payload) return c.json({ ok: false, error: 'bad signature' }, 403)
    try {
      const result = await applyCallback(db, payload, { confirmDelayMs: config.supplierConfirmDelayMs })
      return c.json({ ok: true, status: result.status, replayed: result.replayed })
    } catch (error) {
      // A signed callback for an order that no longer exists: tell the provider, do not 500.
      if (error instanceof OrderError) return c.json({ ok: false, error: error.message }, error.httpStatus)
      throw error
    }
  })
