import { Text, type TextProps } from '@chakra-ui/react'
import type { Currency, Locale } from '../contract'
import { HIDDEN_AMOUNT, formatMoney } from '../lib/money'

/**
 * An amount in the reference currency with its code (§9: 2 decimals, per locale). `hidden`
 * (no QUERY_PRICE, §6) shows dashes; a missing amount shows `missing` (e.g. "no price").
 */
export function PriceTag({
  amount,
  currency,
  locale,
  hidden,
  missing,
  ...props
}: { amount: number | null | undefined; currency: Currency; locale: Locale; hidden: boolean; missing: string } & TextProps) {
  if (hidden) {
    return (
      <Text as="span" {...props} data-testid="price-hidden">
        {HIDDEN_AMOUNT}
      </Text>
    )
  }
  if (amount === null || amount === undefined) {
    return (
      <Text as="span" {...props} color="fg.muted" fontWeight="normal">
        {missing}
      </Text>
    )
  }
  return (
    <Text as="span" {...props} dir="ltr" unicodeBidi="isolate" data-testid="price" data-currency={currency}>
      {formatMoney(amount, currency, locale)}
    </Text>
  )
}
