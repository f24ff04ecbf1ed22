import { plural } from '@lingui/core/macro'
import { Badge, Box, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Locale, OrderListItem } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'
import { formatDate, formatDateTime, toArrow } from '../../../lib/dates'
import { CANCEL_LABELS, statusLabel, statusPalette } from '../status-labels'

/** One order in the list: number, status, hotel, stay, guests, total. */
export function OrderListItemCard({ order, locale, pricesHidden, detailLink }: { order: OrderListItem; locale: Locale; pricesHidden: boolean; detailLink: ReactNode }) {
  const { t, i18n } = useLingui()
  const hotel = locale === 'zh-CN' && order.hotelNameCN ? order.hotelNameCN : order.hotelName
  const room = locale === 'zh-CN' && order.roomTypeNameCN ? order.roomTypeNameCN : order.roomTypeName
  const rooms = order.roomNum
  const cancelText = order.cancelStatus ? i18n._(CANCEL_LABELS[order.cancelStatus]) : ''
  const bookedAt = formatDateTime(order.scheduledTime, locale)
  const agent = order.agentUserName
  const confirmation = order.confirmationNum ?? ''
  return (
    <Card.Root size="sm" data-testid="order-row" data-order-num={order.orderNum} data-status={order.status}>
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', md: '2fr 2fr 1fr' }} gap="3" alignItems="center">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Box fontWeight="semibold">{detailLink}</Box>
              <Badge colorPalette={statusPalette(order.status)} data-testid="order-status">
                {i18n._(statusLabel(order.status))}
              </Badge>
              {order.cancelStatus && order.cancelStatus !== 'SUCCESS' && (
                <Badge variant="outline">{t`Cancellation: ${cancelText}`}</Badge>
              )}
            </HStack>
            <Text textStyle="sm" truncate>
              {hotel}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {room} · {t({ message: plural(rooms, { one: '# room', other: '# rooms' }) })}
            </Text>
          </Stack>
          <Stack gap="1" textStyle="sm" minW="0">
            <Text>
              {formatDate(order.checkIn, locale)} {toArrow(locale)} {formatDate(order.checkOut, locale)}
            </Text>
            <Text color="fg.muted" truncate>
              {t`Guests:`} {order.guestNames}
            </Text>
            <Text color="fg.muted" textStyle="xs">
              {t`Booked ${bookedAt} by ${agent}`}
            </Text>
          </Stack>
          <Stack gap="0" textAlign={{ md: 'end' }}>
            <PriceTag amount={order.totalPrice} currency={order.currencyCode} locale={locale} hidden={pricesHidden} missing="" fontWeight="bold" />
            {order.confirmationNum && (
              <Text textStyle="xs" color="fg.muted">
                {t`Confirmation: ${confirmation}`}
              </Text>
            )}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  )
}
