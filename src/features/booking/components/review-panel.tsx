import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Currency, Locale } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'

/**
 * needs_review: the hotel's price or availability changed since the agent saw it. Nothing is
 * booked; the agent accepts the new total (back to editing) or deletes the draft.
 */
export function ReviewPanel({
  kind,
  oldTotal,
  newTotal,
  currency,
  locale,
  pricesHidden,
  onAccept,
  onDelete,
}: {
  kind: 'price_changed' | 'sold_out'
  oldTotal: number
  newTotal: number | null
  currency: Currency
  locale: Locale
  pricesHidden: boolean
  onAccept(): void
  onDelete(): void
}) {
  const { t } = useLingui()
  if (kind === 'sold_out') {
    return (
      <Alert.Root status="error" role="alert" data-testid="review" data-kind="sold-out">
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>{t`This rate is no longer available for your dates. Nothing was booked.`}</Alert.Title>
          <HStack>
            <Button size="sm" minH="11" variant="outline" colorPalette="red" onClick={onDelete}>
              {t`Delete draft`}
            </Button>
          </HStack>
        </Stack>
      </Alert.Root>
    )
  }
  return (
    <Alert.Root status="warning" role="alert" data-testid="review" data-kind="price-changed">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{t`The price has changed. Nothing was booked.`}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>
              {t`Price you saw:`} <PriceTag amount={oldTotal} currency={currency} locale={locale} hidden={pricesHidden} missing="" textDecoration="line-through" />
            </Text>
            <Text>
              {t`New price:`} <PriceTag amount={newTotal} currency={currency} locale={locale} hidden={pricesHidden} missing={t`unknown`} fontWeight="bold" />
            </Text>
          </Stack>
        </Alert.Description>
        <HStack wrap="wrap">
          <Button size="sm" minH="11" colorPalette="brand" onClick={onAccept} disabled={newTotal === null}>
            {t`Accept the new price`}
          </Button>
          <Button size="sm" minH="11" variant="outline" onClick={onDelete}>
            {t`Delete draft`}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  )
}
