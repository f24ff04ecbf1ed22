import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { isApiError } from '../../../lib/api'

/** The order's query failed because there is no such order (a mistyped or old link). */
export function isOrderMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

/** An order number that names no order: said in the page's language, with no useless Retry. */
export function OrderMissing({ orderNum }: { orderNum: string }) {
  const { t } = useLingui()
  return (
    <Alert.Root status="warning" data-testid="order-missing">
      <Alert.Indicator />
      <Alert.Title>{t`Order ${orderNum} was not found.`}</Alert.Title>
    </Alert.Root>
  )
}
