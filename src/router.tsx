import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { RouteName, RouteRules } from './lib/guard'
import { routeTree } from './routeTree.gen'
import { RouteError } from './components/route-error'
import { DefaultLayout } from './components/layouts/layouts'
import { NotFoundPage } from './components/error-page'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  /** §2: each page route declares its name (guard rules by name) and optional rules. */
  interface StaticDataRouteOption {
    name?: RouteName
    rules?: RouteRules
  }
}
