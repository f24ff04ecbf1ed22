import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { DEFAULT_CURRENCY, currencySchema } from '../../contract'
import { lazySchema } from '../../contract/lazy-schema'

// §3 client session state, persisted to localStorage. Never the token: the session lives in an
// HttpOnly cookie (architecture.md Sessions, OWASP). Who is logged in comes from user_info.

export const sessionStateSchema = lazySchema(() => z.object({
  currency: currencySchema,
  userCurrency: z.nullable(z.object({ code: currencySchema, label: z.string() })),
  needChangePassword: z.boolean(),
  isMainUser: z.boolean(),
  permissions: z.array(z.int()),
  targetCurrencyCode: currencySchema,
  aiSearchCountryCode: z.string(),
  aiSearchPopover: z.boolean(),
  homeEmail: z.string(),
  /** Locale-less path the app treats as home after login (§4 "else home URL"). */
  homeUrl: z.string(),
}))
export type SessionState = z.infer<typeof sessionStateSchema>

export const DEFAULT_SESSION: SessionState = {
  currency: DEFAULT_CURRENCY,
  userCurrency: null,
  needChangePassword: false,
  isMainUser: false,
  permissions: [],
  targetCurrencyCode: DEFAULT_CURRENCY,
  aiSearchCountryCode: 'JP',
  aiSearchPopover: false,
  homeEmail: '',
  homeUrl: '/',
}

export const SESSION_STORAGE_KEY = 'b2b.session.v1'

function readStorage(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY)
    if (!raw) return DEFAULT_SESSION
    // Field by field, so one bad value from an older build does not wipe the rest.
    const stored = z.record(z.string(), z.unknown()).parse(JSON.parse(raw))
    const next: Record<string, unknown> = { ...DEFAULT_SESSION }
    for (const [key, schema] of Object.entries(sessionStateSchema.shape)) {
      const parsed = (schema as z.ZodMiniType).safeParse(stored[key])
      if (parsed.success) next[key] = parsed.data
    }
    return next as SessionState
  } catch {
    return DEFAULT_SESSION
  }
}

let state: SessionState = readStorage()
const listeners = new Set<() => void>()

export function getSession(): SessionState {
  return state
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch }
  try {
    globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Private mode or quota: the session still works for this tab.
  }
  for (const listener of listeners) listener()
}

/** §4 logout: user-specific fields back to defaults; currency back to CNY. */
export function resetSession(): void {
  setSession({
    ...DEFAULT_SESSION,
    // Visitor-side preferences that are not account data survive logout.
    homeEmail: state.homeEmail,
    aiSearchCountryCode: state.aiSearchCountryCode,
  })
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Re-reads storage (another tab changed it). */
export function reloadSessionFromStorage(): void {
  state = readStorage()
  for (const listener of listeners) listener()
}

export function useSessionState<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(subscribeSession, () => select(state), () => select(DEFAULT_SESSION))
}
