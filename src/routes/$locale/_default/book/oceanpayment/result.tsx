import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as z from 'zod/mini'
import { PaymentResult } from '../../../../../features/payment/components/payment-result'
import { useSession } from '../../../../../lib/session/use-session'
import type { Locale } from '../../../../../contract'
import { loadPayCatalog } from '../../../../../lib/i18n/i18n'
import { lazySchema } from '../../../../../contract/lazy-schema'

// §2 /book/oceanpayment/result: where the hosted card page returns (public by name). The query
// only says what the provider reported; a logged-in agent's order is checked with the server.
const searchSchema = lazySchema(() => z.object({
  orderNum: z.catch(z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/)), ''),
  status: z.catch(z.enum(['success', 'failed', 'cancelled']), 'failed'),
  reason: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined),
}))

export const Route = createFileRoute('/$locale/_default/book/oceanpayment/result')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'book-oceanpayment-result' },
  validateSearch: searchSchema,
  component: ResultRoute,
})

function ResultRoute() {
  const { locale } = Route.useParams()
  const { orderNum, status, reason } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { isLoggedIn, isLoading } = useSession()
  const onGoToOrder = useCallback((n: string) => void navigate({ to: '/$locale/order/detail/$id', params: { locale, id: n } }), [navigate, locale])
  const onRefresh = useCallback(() => void navigate({ to: '/$locale/book/confirm/$id', params: { locale, id: orderNum }, replace: true }), [navigate, locale, orderNum])
  if (isLoading) return null
  return <PaymentResult key={`${orderNum}:${status}`} orderNum={orderNum} claimed={orderNum ? status : 'failed'} reason={orderNum ? reason : 'invalid'} canVerify={isLoggedIn} onGoToOrder={onGoToOrder} onRefresh={onRefresh} />
}
