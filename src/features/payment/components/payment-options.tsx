import { Badge, RadioCard, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { PaymentOption, PaymentRoute, PaymentSupport } from '../../../contract'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { usePaymentMessages } from '../messages'

/** The §1 routes side by side, each with what it really costs (server-computed). */
export function PaymentOptions({ support, value, onChange }: { support: PaymentSupport; value: PaymentRoute | null; onChange(route: PaymentRoute): void }) {
  const { t } = useLingui()
  return (
    <RadioCard.Root value={value} onValueChange={(d) => d.value && onChange(d.value as PaymentRoute)} orientation="vertical" align="start">
      <RadioCard.Label>{t`Payment method`}</RadioCard.Label>
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align="stretch" wrap="wrap">
        {support.options.map((o) => (
          <OptionCard key={o.route} option={o} support={support} />
        ))}
      </Stack>
    </RadioCard.Root>
  )
}

function OptionCard({ option, support }: { option: PaymentOption; support: PaymentSupport }) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  // Amounts go into sentences isolated left-to-right: in Arabic "CNY 35.05 (3.5%)" read as
  // "CNY (3.5%) 35.05" without.
  const ltr = (s: string) => `\u2066${s}\u2069`
  const money = (n: number) => formatMoney(n, support.currencyCode, locale)
  const chosenHold = option.route === 'delayed_credit' && support.paymentRoute === 'delayed_credit'
  const details: string[] = []
  const fee = ltr(money(option.fee))
  if (option.route === 'card') details.push(t`incl. card fee ${fee} (3.5%)`)
  if (option.availableCredit !== null && option.creditCurrency) {
    const avail = ltr(formatMoney(option.availableCredit, option.creditCurrency, locale))
    details.push(t`Available credit: ${avail}`)
  }
  if (option.creditAmount !== null && option.creditCurrency && option.creditCurrency !== support.currencyCode) {
    const debit = ltr(formatMoney(option.creditAmount, option.creditCurrency, locale))
    details.push(t`Debited from credit: ${debit}`)
  }
  if (option.route === 'delayed_credit' && option.deadline) {
    const until = formatDateTime(option.deadline, locale)
    details.push(t`Held until ${until} (Beijing time)`)
  }
  return (
    <RadioCard.Item value={option.route} disabled={!option.available} flex="1" minW={{ md: '52' }} data-testid={`route-${option.route}`}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl>
        {/* The recipe lets the name grow (flex 1), which pushed each card's amount to a different
            height. Side by side (md up) every name takes two lines, so the amounts line up when
            one wraps ("Delayed-payment credit"). */}
        <RadioCard.ItemContent>
          <RadioCard.ItemText fontWeight="semibold" flex="none" minH={{ md: '2lh' }}>
            {messages.routeName(option.route)} {chosenHold && <Badge colorPalette="orange">{t`Chosen`}</Badge>}
          </RadioCard.ItemText>
          <Text fontSize="lg" fontWeight="bold" dir="ltr" fontVariantNumeric="tabular-nums" data-testid={`route-${option.route}-total`}>
            {money(option.total)}
          </Text>
          <RadioCard.ItemDescription>
            {details.map((d) => (
              <Text as="span" display="block" key={d}>
                {d}
              </Text>
            ))}
            {!option.available && (
              <Text as="span" display="block" color="fg.error" data-testid={`route-${option.route}-reason`}>
                {messages.unavailable(option.reason)}
              </Text>
            )}
          </RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  )
}
