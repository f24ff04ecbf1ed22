import { Badge, Box, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../contract'
import { NightlyPriceTable } from '../../../components/nightly-price-table'
import { PriceTag } from '../../../components/price-tag'
import { formatDate, formatDateTime, toArrow } from '../../../lib/dates'
import type { Draft } from '../../../lib/offline/draft-schema'
import { freeCancellationDeadline } from '../../../lib/cancel-policy'

/** Hotel, room, rate, stay, cancellation policy (Beijing time) and the price breakdown. */
export function StaySummary({ draft, locale, pricesHidden }: { draft: Draft; locale: Locale; pricesHidden: boolean }) {
  const { t } = useLingui()
  const zh = locale === 'zh-CN'
  const hotel = zh && draft.hotelNameCN ? draft.hotelNameCN : draft.hotelName
  const room = zh && draft.roomNameCN ? draft.roomNameCN : draft.roomName
  const rate = zh && draft.rateNameCN ? draft.rateNameCN : draft.rateName
  const { stay, priceSeen: price, currency } = draft
  const nights = Math.max(1, price.daily.length)
  const rooms = stay.roomNum
  const adults = stay.adultNum
  const children = stay.childNum
  const deadline = freeCancellationDeadline(price.refundable, price.cancelPolicyInfos)
  const freeUntil = deadline ? formatDateTime(deadline, locale) : ''
  const money = (amount: number) => <PriceTag amount={amount} currency={currency} locale={locale} hidden={pricesHidden} missing="" />
  const roomCost = price.total - price.totalTaxAndFee

  return (
    <Card.Root data-testid="stay-summary">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg">
              {hotel}
            </Heading>
            <Text>
              {room} · {rate}
            </Text>
          </Stack>
          <Stack gap="1" textStyle="sm">
            <Text>
              <Box as="span" dir="auto">
                {formatDate(stay.checkIn, locale)} {toArrow(locale)} {formatDate(stay.checkOut, locale)}
              </Box>{' '}
              · {t({ message: plural(nights, { one: '# night', other: '# nights' }) })}
            </Text>
            <Text>
              {t({ message: plural(rooms, { one: '# room', other: '# rooms' }) })} · {t({ message: plural(adults, { one: '# adult', other: '# adults' }) })}
              {children > 0 && <> · {t({ message: plural(children, { one: '# child', other: '# children' }) })}</>} {rooms > 1 && t`per room`}
            </Text>
          </Stack>
          <Box data-testid="cancellation-policy">
            {!price.refundable ? (
              <Badge colorPalette="red">{t`Non-refundable: cancelling charges the full room fee`}</Badge>
            ) : deadline ? (
              <Text textStyle="sm" color="fg.success">
                {t`Free cancellation before ${freeUntil} Beijing time; afterwards the full room fee is charged`}
              </Text>
            ) : (
              <Text textStyle="sm" color="fg.success">
                {t`Free cancellation until check-in`}
              </Text>
            )}
          </Box>
          <Separator />
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t`Price breakdown`}
            </Heading>
            <NightlyPriceTable daily={price.daily} locale={locale} money={money} testId="price-breakdown" />
            <HStack justify="space-between" textStyle="sm">
              <Text>{t`Room charges`}</Text>
              {money(roomCost)}
            </HStack>
            <HStack justify="space-between" textStyle="sm">
              <Text>{t`Taxes and fees`}</Text>
              {money(price.totalTaxAndFee)}
            </HStack>
            <HStack justify="space-between" fontWeight="bold">
              <Text>{t`Total`}</Text>
              <Box data-testid="total">{money(price.total)}</Box>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {t`Coupons and the payment method are chosen at checkout.`}
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
