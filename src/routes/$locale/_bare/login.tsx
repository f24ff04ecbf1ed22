import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { DEFAULT_LOCALE, isLocale } from '../../../contract'
import { LoginPage } from '../../../features/auth/components/login-page'
import { safeFromPath } from '../../../lib/guard'
import { loadAuthCatalog } from '../../../lib/i18n/i18n'
import { withLocale } from '../../../lib/i18n/locale-path'

export const Route = createFileRoute('/$locale/_bare/login')({
  staticData: { name: 'user-login' },
  validateSearch: z.object({ from: z.catch(z.optional(z.string()), undefined) }),
  // Someone already logged in has nothing to do here: on to `from` or home (§4). Anyone else
  // gets the sign-in texts (lingui.config.ts AUTH_FEATURES).
  beforeLoad: ({ context, params, search }) => {
    const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
    if (context.user) throw redirect({ href: safeFromPath(search.from, withLocale(locale, '/')), replace: true })
    return loadAuthCatalog(locale)
  },
  component: LoginPage,
})
