import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ForgotPasswordPage } from '../../../features/auth/components/forgot-password-page'

export const Route = createFileRoute('/$locale/_bare/forgotPassword')({
  staticData: { name: 'user-forgotPassword' },
  validateSearch: z.object({ username: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  component: function ForgotPasswordRoute() {
    const { username } = Route.useSearch()
    return <ForgotPasswordPage username={username} />
  },
})
