import { createContext, startTransition, use, useContext, useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { loginModalMachine } from '../../../../machines/login-modal.machine'
import type { loginVerificationMachine } from '../../../../machines/login-verification.machine'
import type { Locale } from '../../../contract'
import { loadAuthCatalog } from '../../../lib/i18n/i18n'
import { useSession } from '../../../lib/session/use-session'

// The login flow's machines, dialogs and the header's login controls (auth-flow-host.tsx)
// are a chunk of their own (#9): a page opened with a session does not download or mount
// them. Visitors need them at once (main.tsx starts the load before the first render; the
// app's first render, a transition, waits for it); an agent gets them when the session ends,
// in a transition too, so the page (and a 'login expired' toast) stays on screen meanwhile.
// Once mounted the flow stays, so its dialogs (601/603 notice, password prompt) outlive the
// login that opened them.

export type LoginFlowRef = ActorRefFrom<typeof loginVerificationMachine>
export type LoginModalRef = ActorRefFrom<typeof loginModalMachine>

export const FlowContext = createContext<{ flow: LoginFlowRef; modal: LoginModalRef } | null>(null)

type Host = typeof import('./auth-flow-host')
/** The load; `status`/`value` are set when it is done, the way React's use() reads them. */
type HostLoad = Promise<Host> & { status?: 'fulfilled'; value?: Host }
let loading: HostLoad | null = null
const listeners = new Set<() => void>()

/**
 * Starts (once) loading the login flow; resolves with its module once the sign-in texts (the
 * `auth` catalog) are there too. `locale`: boot starts it before the locale is active.
 */
export function loadAuthFlow(locale?: Locale): Promise<Host> {
  if (!loading) {
    const promise: HostLoad = Promise.all([import('./auth-flow-host'), loadAuthCatalog(locale)]).then(([m]) => {
      Object.assign(promise, { status: 'fulfilled', value: m })
      for (const listener of listeners) listener()
      return m
    })
    loading = promise
  }
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Something on screen needs the flow (the /login form, the header's login controls). The
// provider hosts it then even if its own view of the session is stale (a session that ended
// behind the app's back: the route guard sends the app to /login before anything told the
// provider the user is gone).
let wanted = false
const wantListeners = new Set<() => void>()
function wantAuthFlow(): void {
  if (wanted) return
  wanted = true
  for (const listener of wantListeners) listener()
}
const subscribeWanted = (listener: () => void) => {
  wantListeners.add(listener)
  return () => wantListeners.delete(listener)
}

/**
 * The flow's module once AuthFlowProvider hosts it, or null (and the load started) until then.
 * Loaded is not enough: after logout the module may arrive (or be cached) while the provider
 * still renders without the flow (its switch is a transition), and the host's controls call
 * useAuthFlow. Rendered then, they threw during every concurrent render of the logout
 * (React #520, five times per Quit) until React re-rendered the root synchronously.
 */
function useLoadedHost(): Host | null {
  const hosted = useContext(FlowContext) !== null
  const loaded = useSyncExternalStore(subscribe, () => loading?.value ?? null)
  useEffect(() => {
    if (!loaded) void loadAuthFlow()
    if (!hosted) wantAuthFlow()
  }, [loaded, hosted])
  return hosted ? loaded : null
}

export function AuthFlowProvider({ children }: { children: ReactNode }) {
  const loggedIn = Boolean(useSession().user)
  const asked = useSyncExternalStore(subscribeWanted, () => wanted, () => false)
  const [needed, setNeeded] = useState(!loggedIn)
  useEffect(() => {
    if ((!loggedIn || asked) && !needed) startTransition(() => setNeeded(true))
  }, [loggedIn, asked, needed])
  if (!needed) return children
  return <Hosted>{children}</Hosted>
}

/** Suspends while the module loads; only ever rendered in a transition (see above). */
function Hosted({ children }: { children: ReactNode }) {
  const { AuthFlowHost } = use(loadAuthFlow())
  return <AuthFlowHost>{children}</AuthFlowHost>
}

/** §2 visitor header: the login/sign-up popover (nothing for the moment the flow loads). */
export function LoginPopover() {
  const loaded = useLoadedHost()
  return loaded && <loaded.LoginPopover />
}

/** Opens the §2 login modal (where the header has no room for the popover). */
export function LoginModalButton(props: ComponentProps<Host['LoginModalButton']>) {
  const loaded = useLoadedHost()
  return loaded && <loaded.LoginModalButton {...props} />
}

/**
 * Renders `children` (which call useAuthFlow) once AuthFlowProvider hosts the flow, `fallback`
 * until then. /login needs it: when a session ends behind the app's back (§8 expiry, a Quit in
 * another tab, 403) the app goes there before the provider has mounted the flow, and the form
 * threw, leaving the route's 500 page on screen.
 */
export function WhenAuthFlow({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hosted = useContext(FlowContext) !== null
  useEffect(() => {
    if (hosted) return
    void loadAuthFlow()
    wantAuthFlow()
  }, [hosted])
  return hosted ? children : fallback
}

export function useAuthFlow(): { flow: LoginFlowRef; modal: LoginModalRef } {
  const value = useContext(FlowContext)
  if (!value) throw new Error('useAuthFlow needs <AuthFlowProvider> (src/routes/__root.tsx)')
  return value
}
