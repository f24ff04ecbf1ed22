import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../../features/auth/components/signup-page'

// §2 company registration; /admin* skips the guard and has no locale prefix.
export const Route = createFileRoute('/admin/signup')({
  component: SignupPage,
})
