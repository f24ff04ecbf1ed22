import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/error-page'

// §2/§8: unknown routes show the 404 page.
export const Route = createFileRoute('/$locale/_default/$')({
  staticData: { name: 'error-404' },
  component: NotFoundPage,
})
