import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import type { Locale } from '../../../contract'
import { ForgotPasswordPage } from '../../../features/auth/components/forgot-password-page'
import { loadAuthCatalog } from '../../../lib/i18n/i18n'

export const Route = createFileRoute('/$locale/_bare/forgotPassword')({
  staticData: { name: 'user-forgotPassword' },
  validateSearch: z.object({ username: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  beforeLoad: ({ params }) => loadAuthCatalog(params.locale as Locale),
  component: function ForgotPasswordRoute() {
    const { username } = Route.useSearch()
    return <ForgotPasswordPage username={username} />
  },
})
