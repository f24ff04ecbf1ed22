import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as z from 'zod/mini'
import { placeOrderRules } from '../../../../features/booking/place-order-access'
import { ThirdPayPage } from '../../../../features/payment/components/third-pay-page'
import type { Locale } from '../../../../contract'
import { loadPayCatalog } from '../../../../lib/i18n/i18n'

// §2 /pay/thirdPay?orderNum=…: pay an order with the QR payment app (desktop side).
// PLACE_ORDER (guard, §6): the page asks payment/support and a pay link, refused without it.
export const Route = createFileRoute('/$locale/_default/pay/thirdPay')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'pay-thirdPay', rules: placeOrderRules },
  validateSearch: z.object({ orderNum: z.catch(z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/)), '') }),
  component: ThirdPayRoute,
})

function ThirdPayRoute() {
  const { locale } = Route.useParams()
  const { orderNum } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPaid = useCallback((n: string) => void navigate({ to: '/$locale/pay/succeed', params: { locale }, search: { orderNum: n } }), [navigate, locale])
  return <ThirdPayPage orderNum={orderNum} onPaid={onPaid} />
}
