import { randomBytes } from 'node:crypto'
import { CARD_REQUEST_TTL_MS, SandboxPaths } from '../../../src/contract/payment'
import type { OrderRow } from '../orders/transition'
import { signToken, verifyToken } from './signing'
import { chargeFor } from './support'

// ocean_pay: the signed request the browser carries to the hosted card page. It binds the
// order, amount (incl. the 3.5 % fee), currency, return URL and expiry, so the page cannot
// be made to charge something else.

export const CARD_REQUEST_PURPOSE = 'card_request'

export type CardRequest = {
  orderId: number
  orderNum: string
  amountCents: number
  feeCents: number
  currency: string
  returnUrl: string
  expiresAt: number
  nonce: string
}

export function createCardRequest(order: OrderRow, locale: string, secret: string, now = new Date()): { token: string; request: CardRequest; redirectUrl: string } {
  const { fee, total } = chargeFor(order, 'card')
  const request: CardRequest = {
    orderId: order.id,
    orderNum: order.orderNum,
    amountCents: total,
    feeCents: fee,
    currency: order.currency,
    returnUrl: `/${locale}/book/oceanpayment/result`,
    expiresAt: now.getTime() + CARD_REQUEST_TTL_MS,
    nonce: randomBytes(8).toString('base64url'),
  }
  const token = signToken(CARD_REQUEST_PURPOSE, request, secret)
  return { token, request, redirectUrl: `${SandboxPaths.card}?req=${encodeURIComponent(token)}` }
}

export type CardRequestCheck = { ok: true; request: CardRequest } | { ok: false; reason: 'invalid' | 'expired' }

export function readCardRequest(token: string, secret: string, now = new Date()): CardRequestCheck {
  const raw = verifyToken(CARD_REQUEST_PURPOSE, token, secret)
  if (!raw || typeof raw.returnUrl !== 'string' || !/^\/[A-Za-z-]{2,5}\/book\/oceanpayment\/result$/.test(raw.returnUrl)) return { ok: false, reason: 'invalid' }
  const request = raw as unknown as CardRequest
  if (typeof request.expiresAt !== 'number' || request.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, request }
}

/** Where the hosted page sends the browser back to. */
export function resultUrl(request: CardRequest, outcome: 'success' | 'failed' | 'cancelled', reason: string | null): string {
  const q = new URLSearchParams({ orderNum: request.orderNum, status: outcome })
  if (reason) q.set('reason', reason)
  return `${request.returnUrl}?${q.toString()}`
}
