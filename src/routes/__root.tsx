import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { RemoveBootShell, bootShellIsPainted, removeBootShell } from '../components/boot-shell'
import { DefaultLayout } from '../components/layouts/layouts'
import { NotFoundPage } from '../components/error-page'
import { ProgressBar } from '../components/progress-bar'
import { useQueuedSubmissionCount } from '../components/pwa/queued-count'
import { RouteError } from '../components/route-error'
import { Toaster } from '../components/toaster'
import { AuthFlowProvider } from '../features/auth/flow/auth-flow'
import { lazyPart } from '../lib/pwa/lazy-part'
import { enforceAccess } from '../lib/route-access'
import { useSession } from '../lib/session/use-session'
import { useAfterLoad } from '../lib/use-after-load'
import { useTransitionValue } from '../lib/use-transition-value'
import type { RouterContext } from '../router'

// Loaded only for a logged-in agent, and only once the page has loaded, unless bookings are
// already queued (they are replayed at once), so it does not compete with the first page's own
// code and data (#9 LCP); the booking machine it replays them with loads only when there is one
// to replay (use-outbox-sync.ts). Offline before the service worker has it, it loads when the
// connection returns (which is when it is needed).
const OutboxSync = lazyPart(() => import('../features/booking/components/outbox-sync').then((m) => m.OutboxSync))

function AgentOutbox() {
  const loggedIn = Boolean(useSession().user)
  const queued = useQueuedSubmissionCount() > 0
  const loaded = useAfterLoad()
  if (!loggedIn || !(queued || loaded)) return null
  return (
    <Suspense fallback={null}>
      <OutboxSync />
    </Suspense>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // §2 guard for every navigation: locale redirect for "/", session, visitor-ar rule, rules.
  beforeLoad: ({ context, location, matches }) =>
    enforceAccess({ queryClient: context.queryClient, location, matches }),
  component: Root,
  notFoundComponent: () => (
    <DefaultLayout>
      <RemoveBootShell />
      <NotFoundPage />
    </DefaultLayout>
  ),
  errorComponent: (props) => (
    <>
      <RemoveBootShell />
      <RouteError {...props} />
    </>
  ),
})

/** How long a painted page may wait for the app's page (a slow loader, a page without PageShell). */
const PAINT_WAIT_MS = 4000

function Root() {
  // #9 TBT: the router publishes the first matches through a synchronous store update, so
  // the app's first mount (header, menus, dialogs: about 1,700 components) was one blocking
  // task. The first commit keeps index.html's shell on screen; the app mounts in a
  // transition, which React renders in slices that yield to input.
  const mounted = useTransitionValue(true, false)
  // A page the server painted stays until the page it paints has rendered (PageShell), rather
  // than giving way to a frame with the header alone; PAINT_WAIT_MS at most.
  useEffect(() => {
    if (!mounted) return
    const timer = setTimeout(removeBootShell, PAINT_WAIT_MS)
    return () => clearTimeout(timer)
  }, [mounted])
  // Until then index.html's shell (or the page the server painted) stays on screen beside it.
  if (!mounted) return null
  return (
    <>
      {/* First, so the page's own layout effects (focus, measuring) see it gone. */}
      {!bootShellIsPainted() && <RemoveBootShell />}
      <ProgressBar />
      {/* The login flow's dialogs outlive the page that started the login (§4). */}
      <AuthFlowProvider>
        <Outlet />
      </AuthFlowProvider>
      <Toaster />
      {/* Booking outbox: replays queued drafts for the logged-in agent on any page. */}
      <AgentOutbox />
    </>
  )
}
