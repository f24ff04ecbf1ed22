import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { isHttps } from './request-info'

// Security headers on every response. The CSP allows only our own origin: the client is
// served from dist/ on the same origin, styles may be inline (Emotion/Chakra inject them),
// images may be data:/blob: URLs.
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
}

export function securityHeaders(): MiddlewareHandler {
  const base = secureHeaders({
    contentSecurityPolicy: CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    // HSTS only when the request came over https (below); on plain http it would be ignored
    // at best and pin a dev host at worst.
    strictTransportSecurity: false,
  })
  return async (c, next) => {
    await base(c, async () => {
      await next()
      if (isHttps(c)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    })
  }
}
