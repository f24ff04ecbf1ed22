import { Button, HStack, Stack, Tag, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { COUPON_CODE_RE, type Currency } from '../../../contract'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { useOrderCoupon } from '../api/order-coupon'
import { usePaymentMessages } from '../messages'

/** §5: one coupon per order on the base cost; the server checks minimum and validity. */
export function CouponBox({ orderNum, applied, discount, currency, disabled }: { orderNum: string; applied: string | null; discount: number; currency: Currency; disabled: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  const mutation = useOrderCoupon(orderNum)
  const [code, setCode] = useState('')
  const [localError, setLocalError] = useState<string | null>(null)
  const normalized = code.trim().toUpperCase()
  const error = localError ?? (mutation.isError ? messages.couponError(mutation.error) : null)

  const apply = () => {
    if (!COUPON_CODE_RE.test(normalized)) {
      setLocalError(t`Enter a coupon code of 3-32 letters, digits or dashes.`)
      return
    }
    setLocalError(null)
    // Keep what was typed on failure; clear it once applied.
    mutation.mutate(normalized, { onSuccess: () => setCode('') })
  }

  if (applied) {
    return (
      <HStack justify="space-between" wrap="wrap" gap="2" data-testid="coupon-applied">
        <HStack>
          <Tag.Root colorPalette="green" size="lg">
            <Tag.Label>{applied}</Tag.Label>
          </Tag.Root>
          <Text textStyle="sm" dir="ltr">
            − {formatMoney(discount, currency, locale)}
          </Text>
        </HStack>
        <Button size="sm" variant="outline" loading={mutation.isPending} disabled={disabled} onClick={() => mutation.mutate(null)}>
          {t`Remove coupon`}
        </Button>
      </HStack>
    )
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
    >
      <Stack gap="2">
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Field.Label>{t`Coupon code`}</Field.Label>
          <HStack width="full" align="start">
            <Input value={code} onChange={(e) => setCode(e.target.value)} maxLength={32} autoComplete="off" textTransform="uppercase" name="couponCode" />
            <Button type="submit" variant="outline" loading={mutation.isPending} disabled={disabled || code.trim() === ''}>
              {t`Apply`}
            </Button>
          </HStack>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t`One coupon per order, applied to the room cost only.`}</Field.HelperText>}
        </Field.Root>
      </Stack>
    </form>
  )
}
