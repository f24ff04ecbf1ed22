import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../../components/error-page'

export const Route = createFileRoute('/$locale/_default/error/404')({
  staticData: { name: 'error-404' },
  component: NotFoundPage,
})
