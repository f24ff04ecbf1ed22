import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { DEFAULT_LOCALE, isLocale } from '../../../contract'
import { LoginPage } from '../../../features/auth/components/login-page'
import { safeFromPath } from '../../../lib/guard'
import { withLocale } from '../../../lib/i18n/locale-path'

export const Route = createFileRoute('/$locale/_bare/login')({
  staticData: { name: 'user-login' },
  validateSearch: z.object({ from: z.catch(z.optional(z.string()), undefined) }),
  // Someone already logged in has nothing to do here: on to `from` or home (§4).
  beforeLoad: ({ context, params, search }) => {
    if (context.user) throw redirect({ href: safeFromPath(search.from, withLocale(isLocale(params.locale) ? params.locale : DEFAULT_LOCALE, '/')), replace: true })
  },
  component: LoginPage,
})
