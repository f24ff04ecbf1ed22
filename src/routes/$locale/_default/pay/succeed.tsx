import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as z from 'zod/mini'
import { placeOrderRules } from '../../../../features/booking/place-order-access'
import { PaymentResult } from '../../../../features/payment/components/payment-result'
import type { Locale } from '../../../../contract'
import { loadPayCatalog } from '../../../../lib/i18n/i18n'

// §2 /pay/succeed?orderNum=…: after a credit or QR payment; counts down to the order (§4).
// PLACE_ORDER (guard, §6): only a payer gets here, and a failed payment goes back to checkout.
export const Route = createFileRoute('/$locale/_default/pay/succeed')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'pay-succeed', rules: placeOrderRules },
  validateSearch: z.object({ orderNum: z.catch(z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/)), '') }),
  component: SucceedRoute,
})

function SucceedRoute() {
  const { locale } = Route.useParams()
  const { orderNum } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onGoToOrder = useCallback((n: string) => void navigate({ to: '/$locale/order/detail/$id', params: { locale, id: n } }), [navigate, locale])
  const onRefresh = useCallback(() => void navigate({ to: '/$locale/book/confirm/$id', params: { locale, id: orderNum }, replace: true }), [navigate, locale, orderNum])
  return <PaymentResult key={orderNum} orderNum={orderNum} claimed={orderNum ? 'success' : 'failed'} reason={orderNum ? null : 'invalid'} canVerify onGoToOrder={onGoToOrder} onRefresh={onRefresh} />
}
