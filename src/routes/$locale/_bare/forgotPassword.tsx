import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ForgotPasswordPage } from '../../../features/auth/components/forgot-password-page'

export const Route = createFileRoute('/$locale/_bare/forgotPassword')({
  staticData: { name: 'user-forgotPassword' },
  validateSearch: z.object({ username: z.string().max(64).optional().catch(undefined) }),
  component: function ForgotPasswordRoute() {
    const { username } = Route.useSearch()
    return <ForgotPasswordPage username={username} />
  },
})
