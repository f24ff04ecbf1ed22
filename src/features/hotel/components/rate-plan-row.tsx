import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { Locale, RateInfo } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'
import { freeCancellationDeadline } from '../../../lib/cancel-policy'
import { formatDateTime } from '../../../lib/dates'
import { MEAL_LABELS } from '../../../lib/meal-label'
import { BookButton, type BookContext } from './book-button'

/** Rooms left below which an allotment warning shows ("2 left"). */
export const LOW_ALLOTMENT = 5

/** One rate plan: meal, cancellation terms, prices (total, per night, taxes), allotment, Book. */
export function RatePlanRow({ rate, locale, nights, pricesHidden, book }: { rate: RateInfo; locale: Locale; nights: number; pricesHidden: boolean; book: BookContext }) {
  const { t, i18n } = useLingui()
  const deadline = freeCancellationDeadline(rate.refundable, rate.cancelPolicyInfos)
  // The same date and time format as the booking form and the order (§9 Beijing time).
  const time = deadline ? formatDateTime(deadline, locale) : ''
  const daily = rate.paxRooms.dailyPriceInfo
  const perNight = daily.length ? daily.reduce((sum, d) => sum + d.price + d.taxAndFee, 0) / daily.length : null
  const soldOut = !rate.bookable && rate.unavailableReason === 'sold_out'
  const name = locale === 'zh-CN' && rate.nameCN ? rate.nameCN : rate.name
  const left = rate.allotment
  const mealCount = rate.mealInfo.mealCount
  return (
    <Flex
      data-testid="rate-plan"
      data-sid={rate.sid}
      gap="4"
      py="4"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      borderTopWidth="1px"
    >
      <Stack gap="1" minW="0" flex="1">
        {/* A plan that cannot be booked is told by its badge and its Book button, and its name is
            muted; its text keeps full contrast (WCAG AA: dimming the row made it unreadable). */}
        <Text fontWeight="semibold" color={rate.bookable ? undefined : 'fg.muted'}>
          {name}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Badge variant="subtle" colorPalette={rate.mealInfo.mealType === 'none' ? 'gray' : 'blue'}>
            {i18n._(MEAL_LABELS[rate.mealInfo.mealType])}
            {rate.mealInfo.mealType !== 'none' && mealCount > 0 && (
              <>
                {' · '}
                <Plural value={mealCount} one="# guest" other="# guests" />
              </>
            )}
          </Badge>
          {soldOut ? (
            <Badge colorPalette="red">{t`Sold out`}</Badge>
          ) : !rate.bookable ? (
            <Badge colorPalette="orange">{t`Does not fit this party`}</Badge>
          ) : left <= LOW_ALLOTMENT ? (
            <Badge colorPalette="orange" data-testid="allotment">
              <Plural value={left} one="Only # left" other="Only # left" />
            </Badge>
          ) : null}
        </Flex>
        <Text textStyle="sm" color={rate.refundable ? 'green.fg' : 'fg.muted'} data-testid="cancellation">
          {!rate.refundable
            ? t`Non-refundable: the full room fee is charged on cancellation`
            : deadline
              ? t`Free cancellation before ${time} Beijing time; afterwards the full room fee is charged`
              : t`Free cancellation`}
        </Text>
      </Stack>
      <Flex direction={{ base: 'row', md: 'column' }} align={{ base: 'center', md: 'flex-end' }} justify="space-between" gap="2" flexShrink={0}>
        <Box textAlign={{ base: 'start', md: 'end' }}>
          <PriceTag amount={rate.totalPrice} currency={rate.currencyCode} locale={locale} hidden={pricesHidden} missing={t`No price`} textStyle="xl" fontWeight="bold" color="brand.fg" />
          <Text textStyle="xs" color="fg.muted">
            <Plural value={nights} one="Total for # night, all rooms" other="Total for # nights, all rooms" />
          </Text>
          {!pricesHidden && perNight !== null && (
            <Text textStyle="xs" color="fg.muted">
              {t`Per room per night`}{' '}
              <PriceTag amount={perNight} currency={rate.currencyCode} locale={locale} hidden={false} missing="" />
            </Text>
          )}
          {!pricesHidden && rate.totalTaxAndFee !== null && (
            <Text textStyle="xs" color="fg.muted">
              {t`Taxes and fees included`}{' '}
              <PriceTag amount={rate.totalTaxAndFee} currency={rate.currencyCode} locale={locale} hidden={false} missing="" />
            </Text>
          )}
        </Box>
        <BookButton rate={rate} context={book} />
      </Flex>
    </Flex>
  )
}
