import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { placeOrderRules } from '../../../../features/booking/place-order-access'
import { HeldResult } from '../../../../features/payment/components/held-result'
import type { Locale } from '../../../../contract'
import { loadPayCatalog } from '../../../../lib/i18n/i18n'

// §2 /pay/succeed.1?orderNum=…: the delayed-payment variant — the order is held, not paid.
// PLACE_ORDER (guard, §6): the page asks payment/support, which the server refuses without it.
export const Route = createFileRoute('/$locale/_default/pay/succeed.1')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'pay-succeed.1', rules: placeOrderRules },
  validateSearch: z.object({ orderNum: z.catch(z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/)), '') }),
  component: HeldRoute,
})

function HeldRoute() {
  const { orderNum } = Route.useSearch()
  return <HeldResult orderNum={orderNum} />
}
