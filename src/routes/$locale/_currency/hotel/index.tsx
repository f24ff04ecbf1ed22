import { createFileRoute, redirect } from '@tanstack/react-router'

// §2 "hotel" has no page of its own: the search starts on the list.
export const Route = createFileRoute('/$locale/_currency/hotel/')({
  staticData: { name: 'hotel' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/hotel/list', params, replace: true })
  },
})
