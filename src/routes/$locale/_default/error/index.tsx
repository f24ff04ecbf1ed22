import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../../components/error-page'

// §2: /error shows the 404 page (it is the 404 page under another address).
export const Route = createFileRoute('/$locale/_default/error/')({
  staticData: { name: 'error-404' },
  component: NotFoundPage,
})
