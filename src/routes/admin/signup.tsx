import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../../features/auth/components/signup-page'
import { loadAuthCatalog } from '../../lib/i18n/i18n'

// §2 company registration; /admin* skips the guard and has no locale prefix.
export const Route = createFileRoute('/admin/signup')({
  // The locale on screen: boot activated the preferred one.
  beforeLoad: () => loadAuthCatalog(),
  component: SignupPage,
})
