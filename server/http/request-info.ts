import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The request reached us over https, directly or via a TLS-terminating proxy. */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (forwarded) return forwarded === 'https'
  return new URL(c.req.url).protocol === 'https:'
}

/** Client address: X-Forwarded-For only when TRUST_PROXY is set, else the socket peer. */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first
  }
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null // app.request() in tests has no socket
  }
}

/**
 * An Origin header, when present, must name this host (login has no session to tie CSRF
 * to). Behind a trusted proxy the public host is X-Forwarded-Host.
 */
export function originAllowed(c: Context, trustProxy: boolean): boolean {
  const origin = c.req.header('origin')
  if (!origin) return true
  if (origin === 'null') return false
  const forwardedHost = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  try {
    return new URL(origin).host === (forwardedHost || new URL(c.req.url).host)
  } catch {
    return false
  }
}
