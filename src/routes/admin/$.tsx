import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/error-page'

// Admin pages (sign-up, back office) are added by their own issues; until then every /admin
// address answers 404 inside the admin layout rather than a blank page.
export const Route = createFileRoute('/admin/$')({
  component: NotFoundPage,
})
