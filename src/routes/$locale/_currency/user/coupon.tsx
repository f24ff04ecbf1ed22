import { createFileRoute } from '@tanstack/react-router'
import { CouponsPage } from '../../../../features/coupons/components/coupons-page'

// §2 /user/coupon: coupons with redeem and terms.
export const Route = createFileRoute('/$locale/_currency/user/coupon')({
  staticData: { name: 'user-index-coupon' },
  component: CouponsPage,
})
