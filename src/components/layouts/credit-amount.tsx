import { Skeleton, Text, type TextProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { HIDDEN_AMOUNT, formatMoney } from '../../lib/money'
import { useLocale } from '../../lib/i18n/use-locale'
import { useCredit } from '../../lib/session/use-session'

/**
 * Available credit, or dashes without VIEW_CREDIT (§2, §6). An amount already loaded stays when a
 * refresh fails (the places that have room say from when, with Retry); offline with nothing
 * saved it says "Not available" rather than a skeleton that never ends.
 */
export function CreditAmount(props: TextProps) {
  const { canViewCredit, creditStatus, creditOffline, credit } = useCredit()
  const { t } = useLingui()
  const locale = useLocale()
  if (!canViewCredit) {
    return (
      <Text as="span" aria-label={t`Not available`} {...props}>
        {HIDDEN_AMOUNT}
      </Text>
    )
  }
  if (credit) {
    return (
      // Amount and code read left to right inside Arabic text too.
      <Text as="span" dir="ltr" unicodeBidi="isolate" fontVariantNumeric="tabular-nums" {...props}>
        {formatMoney(credit.availCredit, credit.Currency, locale)}
      </Text>
    )
  }
  if (creditOffline) {
    return (
      <Text as="span" color="fg.muted" {...props}>
        {t`Not available`}
      </Text>
    )
  }
  if (creditStatus === 'pending') return <Skeleton as="span" display="inline-block" height="1em" width="24" />
  return (
    <Text as="span" color="fg.error" {...props}>
      {t`Could not load`}
    </Text>
  )
}
