import { createFileRoute, redirect } from '@tanstack/react-router'

// /user has no page of its own: the account details are its home.
export const Route = createFileRoute('/$locale/_currency/user/')({
  staticData: { name: 'user' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/user/home', params, replace: true })
  },
})
