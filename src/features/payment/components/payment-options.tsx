import { Badge, Box, chakra, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PaymentOption, PaymentRoute, PaymentSupport } from '../../../contract'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { usePaymentMessages } from '../messages'

/**
 * The §1 routes side by side, each with what it really costs (server-computed): a group of
 * native radio buttons drawn as cards (#9: Chakra's RadioCard brought Zag's radio-group machine,
 * the last of Zag on the checkout's first load). Arrows move between the routes, as in any radio
 * group, and a disabled route is skipped.
 */
export function PaymentOptions({ support, value, onChange }: { support: PaymentSupport; value: PaymentRoute | null; onChange(route: PaymentRoute): void }) {
  const { t } = useLingui()
  const name = useId()
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
        {t`Payment method`}
      </Box>
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align="stretch" wrap="wrap">
        {support.options.map((o) => (
          <OptionCard key={o.route} option={o} support={support} name={name} checked={value === o.route} onChoose={() => onChange(o.route)} />
        ))}
      </Stack>
    </Box>
  )
}

function OptionCard({ option, support, name, checked, onChoose }: { option: PaymentOption; support: PaymentSupport; name: string; checked: boolean; onChoose(): void }) {
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
  const disabled = !option.available
  return (
    <chakra.label
      data-testid={`route-${option.route}`}
      data-disabled={disabled ? '' : undefined}
      data-state={checked ? 'checked' : 'unchecked'}
      flex="1"
      minW={{ md: '52' }}
      display="flex"
      alignItems="flex-start"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={checked ? 'brand.solid' : 'border'}
      boxShadow={checked ? 'inset 0 0 0 1px var(--chakra-colors-brand-solid)' : undefined}
      bg="bg.panel"
      textStyle="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : undefined}
      _hover={disabled || checked ? undefined : { bg: 'bg.subtle' }}
      // The keyboard's position is the card's outline (a click's focus draws none).
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } }}
    >
      {/* Side by side (md up) every name takes two lines, so the amounts line up when one wraps
          ("Delayed-payment credit"). */}
      <Stack gap="1" flex="1" minW="0" alignItems="flex-start">
        <Text fontWeight="semibold" minH={{ md: '2lh' }}>
          {messages.routeName(option.route)} {chosenHold && <Badge colorPalette="orange">{t`Chosen`}</Badge>}
        </Text>
        <Text fontSize="lg" fontWeight="bold" dir="ltr" fontVariantNumeric="tabular-nums" data-testid={`route-${option.route}-total`}>
          {money(option.total)}
        </Text>
        <Text color="fg.muted">
          {details.map((d) => (
            <Text as="span" display="block" key={d}>
              {d}
            </Text>
          ))}
          {disabled && (
            <Text as="span" display="block" color="fg.error" data-testid={`route-${option.route}-reason`}>
              {messages.unavailable(option.reason)}
            </Text>
          )}
        </Text>
      </Stack>
      <chakra.input
        type="radio"
        name={name}
        value={option.route}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        flexShrink={0}
        boxSize="5"
        m="0"
        accentColor="brand.solid"
        cursor="inherit"
      />
    </chakra.label>
  )
}
