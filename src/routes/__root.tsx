import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { DefaultLayout } from '../components/layouts/layouts'
import { NotFoundPage } from '../components/error-page'
import { ProgressBar } from '../components/progress-bar'
import { RouteError } from '../components/route-error'
import { Toaster } from '../components/toaster'
import { AuthFlowProvider } from '../features/auth/flow/auth-flow'
import { enforceAccess } from '../lib/route-access'
import type { RouterContext } from '../router'

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
    </>
  )
}
