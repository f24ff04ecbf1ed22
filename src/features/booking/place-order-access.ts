import { msg } from '@lingui/core/macro'
import { Permission } from '../../contract'
import { toaster } from '../../components/toaster'
import type { RouteRules } from '../../lib/guard'
import { i18n, loadWorkCatalog } from '../../lib/i18n/i18n'

/**
 * §2/§6 route rules of the checkout and payment pages: placing or paying for an order needs
 * PLACE_ORDER (the server answers their calls — payment/support, order_pay, the card and QR
 * routes — with 403 otherwise, and §8 turns a 403 into a logout). A user without it is sent
 * home, stays logged in, and is told why; the page never renders, so it calls nothing.
 */
export const placeOrderRules = {
  permissions: [Permission.PLACE_ORDER],
  permissionNotice: notifyPlaceOrderNeeded,
} satisfies RouteRules

export function notifyPlaceOrderNeeded(): void {
  // Shown from the checkout too, which does not load the booking texts (lib/i18n loadWorkCatalog).
  void loadWorkCatalog().then(notify)
}

function notify(): void {
  toaster.create({
    id: 'place-order-needed',
    type: 'warning',
    title: i18n._(msg`You cannot place or pay for orders with this account.`),
    description: i18n._(msg`That page needs the "Place order" permission. Ask your agency's main account to grant it.`),
    closable: true,
    duration: 10_000,
  })
}
