import { createFileRoute } from '@tanstack/react-router'
import { FlewAwayPage } from '../../../../components/error-page'

// §2: /error/404 shows the playful "page flew away" variant; unknown routes and /error show
// the plain 'This page could not be found'.
export const Route = createFileRoute('/$locale/_default/error/404')({
  staticData: { name: 'error-404' },
  component: FlewAwayPage,
})
