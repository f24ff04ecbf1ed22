import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { toaster } from './components/toaster'
import { setApiEffects } from './lib/api/instance'
import { i18n } from './lib/i18n/i18n'
import { createSessionEffects } from './lib/session/effects'
import type { createAppRouter } from './router'

/** Plugs the §8 reactions (navigate, logout, toast) into the API client. */
export function installSessionEffects({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  setApiEffects(
    createSessionEffects({
      queryClient,
      currentHref: () => router.state.location.href,
      navigate: (href, opts) => void router.navigate({ href, replace: opts?.replace }),
      // One notice however many late calls of the page left behind are also refused (a slow
      // login page can outlast the reactions' 2 s de-duplication): the id updates it in place.
      notifyLoginExpired: () => toaster.create({ id: 'login-expired', type: 'info', title: i18n._(msg`login expired`), closable: true }),
    }),
  )
}
