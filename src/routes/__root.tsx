import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { DefaultLayout } from '../components/layouts/layouts'
import { NotFoundPage } from '../components/error-page'
import { ProgressBar } from '../components/progress-bar'
import { RouteError } from '../components/route-error'
import { Toaster } from '../components/toaster'
import { AuthFlowProvider } from '../features/auth/flow/auth-flow'
import { enforceAccess } from '../lib/route-access'
import { useSession } from '../lib/session/use-session'
import type { RouterContext } from '../router'

// Loaded only for a logged-in agent, so visitors do not download the booking machine.
const OutboxSync = lazy(() => import('../features/booking/components/outbox-sync').then((m) => ({ default: m.OutboxSync })))

function AgentOutbox() {
  const loggedIn = Boolean(useSession().user)
  if (!loggedIn) return null
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
      <NotFoundPage />
    </DefaultLayout>
  ),
  errorComponent: RouteError,
})

function Root() {
  return (
    <>
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
