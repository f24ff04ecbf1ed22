import { createFileRoute, redirect } from '@tanstack/react-router'

// §2 /book without an id: bookings start from a rate plan, so this shows the drafts list.
export const Route = createFileRoute('/$locale/_default/book/')({
  staticData: { name: 'book' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/order/drafts', params: { locale: params.locale }, replace: true })
  },
})
