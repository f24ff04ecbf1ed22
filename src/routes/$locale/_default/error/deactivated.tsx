import { createFileRoute } from '@tanstack/react-router'
import { DeactivatedPage } from '../../../../components/error-page'

export const Route = createFileRoute('/$locale/_default/error/deactivated')({
  staticData: { name: 'error-deactivated' },
  component: DeactivatedPage,
})
