import type { ApiBase } from '../../contract'
import { CSRF_COOKIE, cookiesMayHaveChanged, readCookie } from '../cookies'
import { currentLocale } from '../i18n/i18n'
import { createApiClient, type ApiEffects } from './client'

// The app-wide client. Bases come from the build environment (architecture.md Runtime:
// empty = same origin); the §8 effects are plugged in by the app shell at start-up.

export function basesFromEnv(env: Record<string, string | boolean | undefined>): Partial<Record<ApiBase, string>> {
  const pick = (key: string) => (typeof env[key] === 'string' ? (env[key] as string) : '')
  return {
    b2b: pick('VITE_API_B2B'),
    room_rate: pick('VITE_API_ROOM_RATE'),
    static: pick('VITE_API_STATIC'),
    payment: pick('VITE_API_PAYMENT'),
    root: '',
  }
}

const noEffects: ApiEffects = { onForbidden() {}, onDeactivated() {}, onAuthExpired() {}, onTimeout() {} }
let effects: ApiEffects = noEffects

export function setApiEffects(next: ApiEffects): void {
  effects = next
}

export const api = createApiClient({
  bases: basesFromEnv(import.meta.env),
  getLocale: currentLocale,
  getCsrfToken: () => readCookie(CSRF_COOKIE),
  // A response may set or clear the session's cookies (login, logout, a new password): the
  // code that reads it sees them, not the cookies as they were before.
  fetch: (input, init) => globalThis.fetch(input, init).finally(cookiesMayHaveChanged),
  effects: {
    onForbidden: () => effects.onForbidden(),
    onDeactivated: () => effects.onDeactivated(),
    onAuthExpired: () => effects.onAuthExpired(),
    onTimeout: () => effects.onTimeout(),
  },
})
