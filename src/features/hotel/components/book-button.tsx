import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Currency, Locale, RateInfo } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'
import { QueryError } from '../../../components/query-state'
import type { StayParams } from '../../../lib/stay-search'
import { startDraft } from '../../../lib/offline/new-draft'
import { useSession } from '../../../lib/session/use-session'
import { useCheckAvailable } from '../api/check-available'
import { toArrow } from '../../../lib/dates'
import { dialogWidth } from '../../../components/dialog-width'
import { Modal } from '../../../components/modal'

export interface BookContext {
  stay: StayParams
  currency: Currency
  locale: Locale
  pricesHidden: boolean
  /** Why booking is not possible for this user (no login, no PLACE_ORDER, §6); null when it is. */
  blockedReason: string | null
}

/**
 * Book = re-quote the plan with check_available (§7) and say plainly what came back:
 * available at the same price, available at a new price (old and new shown), or gone. To go
 * on, the agent continues to the booking page: that creates a booking draft in IndexedDB
 * (src/lib/offline) and opens /$locale/book/<draftId>. Nothing is reserved before create_order.
 */
export function BookButton({ rate, context }: { rate: RateInfo; context: BookContext }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const check = useCheckAvailable()
  const { stay, currency, locale, blockedReason } = context
  const { user } = useSession()
  const navigate = useNavigate()
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState(false)

  const continueToBooking = async () => {
    const quote = check.data
    if (!quote || !user) return
    setStarting(true)
    setStartError(false)
    try {
      const draft = await startDraft({
        user: user.username,
        quote,
        currency,
        stay: {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          roomNum: stay.roomNum,
          adultNum: stay.adultNum,
          childNum: stay.childNum,
          childrenAges: stay.childrenAges,
          nation: stay.nation,
        },
      })
      await navigate({ to: '/$locale/book/$id', params: { locale, id: draft.id } })
    } catch {
      setStartError(true)
    } finally {
      setStarting(false)
    }
  }

  const run = () => {
    setOpen(true)
    check.mutate({
      sid: rate.sid,
      currency,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adultNum: stay.adultNum,
      childNum: stay.childNum,
      childrenAges: stay.childrenAges,
      roomNum: stay.roomNum,
      nation: stay.nation,
      ...(rate.totalPrice !== null ? { expectedTotal: rate.totalPrice } : {}),
    })
  }

  if (!rate.bookable) {
    return (
      <Button size="md" minH="11" disabled>
        {t`Unavailable`}
      </Button>
    )
  }

  const result = check.data
  return (
    <>
      {blockedReason ? (
        <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }} maxW="14rem">
          <Button size="md" minH="11" disabled aria-describedby={`book-why-${rate.sid}`}>
            {t`Book`}
          </Button>
          <Text id={`book-why-${rate.sid}`} textStyle="xs" color="fg.muted" textAlign={{ base: 'start', md: 'end' }}>
            {blockedReason}
          </Text>
        </Stack>
      ) : (
        <Button size="md" minH="11" colorPalette="brand" onClick={run} loading={check.isPending}>
          {t`Book`}
        </Button>
      )}
      {/* Kept while open even when booking becomes blocked: a check that fails because the
          server is down also turns every Book button off (useOnline), and the dialog has to stay
          and say what happened rather than vanish with its button. */}
      {(!blockedReason || open) && (
        <Modal
          open={open}
          onOpenChange={setOpen}
          // Full screen on a phone; from sm up a §9-wide dialog as tall as its content.
          fullScreenOnPhone
          maxW={dialogWidth(locale)}
          title={t`Availability check`}
          closeLabel={t`Close`}
          footer={
            <>
              <Button variant="outline" minH="11" onClick={() => setOpen(false)}>
                {t`Close`}
              </Button>
              {result && result.available && (
                <Button colorPalette="brand" minH="11" loading={starting} onClick={() => void continueToBooking()} data-testid="continue-booking">
                  {result.priceChanged ? t`Continue at the new price` : t`Continue to booking`}
                </Button>
              )}
            </>
          }
        >
          <Stack gap="4" aria-live="polite">
            {check.isPending && <Text>{t`Checking availability and price with the hotel…`}</Text>}
            {check.isError && <QueryError error={check.error} onRetry={run} />}
            {result && !result.available && (
              <Alert.Root status="error" data-testid="check-result" data-result="sold-out">
                <Alert.Indicator />
                <Alert.Title>{t`This rate is no longer available for your dates.`}</Alert.Title>
              </Alert.Root>
            )}
            {result && result.available && result.priceChanged && (
              <Alert.Root status="warning" data-testid="check-result" data-result="price-changed">
                <Alert.Indicator />
                <Stack gap="1">
                  <Alert.Title>{t`Available, but the price has changed`}</Alert.Title>
                  <Alert.Description>
                    <PriceTag amount={result.previousTotal} currency={result.rate.currencyCode} locale={locale} hidden={context.pricesHidden} missing="" textDecoration="line-through" />
                    {` ${toArrow(locale)} `}
                    <PriceTag amount={result.rate.totalPrice} currency={result.rate.currencyCode} locale={locale} hidden={context.pricesHidden} missing="" fontWeight="bold" />
                  </Alert.Description>
                </Stack>
              </Alert.Root>
            )}
            {result && result.available && !result.priceChanged && (
              <Alert.Root status="success" data-testid="check-result" data-result="available">
                <Alert.Indicator />
                <Stack gap="1">
                  <Alert.Title>{t`Available at the quoted price`}</Alert.Title>
                  <Alert.Description>
                    <PriceTag amount={result.rate.totalPrice} currency={result.rate.currencyCode} locale={locale} hidden={context.pricesHidden} missing="" fontWeight="bold" />
                  </Alert.Description>
                </Stack>
              </Alert.Root>
            )}
            {result && (
              <Text textStyle="sm" color="fg.muted">
                {result.available ? t`Nothing has been reserved yet: continue to enter the guests and book.` : t`Nothing has been reserved.`}
              </Text>
            )}
            {startError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{t`The booking draft could not be saved in this browser. Check that site storage is allowed and try again.`}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Modal>
      )}
    </>
  )
}
