import { Box, Card, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { OrderDetail } from '../../../contract'
import { formatDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'

/** The order being paid: stay, guests and the price breakdown (base, coupon, card fee, total). */
/** `cardFee` defaults to the fee the order was charged (a paid card order), 0 before paying. */
export function OrderSummary({ order, cardFee = order.cardFee ?? 0 }: { order: OrderDetail; cardFee?: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const zh = locale === 'zh-CN'
  const money = (n: number | null) => formatMoney(n, order.currencyCode, locale)
  const guests = order.roomInfos.flatMap((r) => r.clientInfos.map((g) => `${g.firstName} ${g.lastName}`)).join(', ')
  const nights = order.nights
  const orderNum = order.orderNum
  const couponCode = order.couponCode
  const rooms = order.roomNum
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {zh ? order.hotelNameCN || order.hotelName : order.hotelName}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t`Order ${orderNum}`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" textStyle="sm">
          <Line label={t`Room`} value={`${zh ? order.roomTypeNameCN || order.roomTypeName : order.roomTypeName} · ${zh ? order.rateNameCN || order.rateName : order.rateName}`} />
          <Line
            label={t`Stay`}
            value={
              <>
                {formatDate(order.checkIn, locale)} – {formatDate(order.checkOut, locale)} ·{' '}
                <Plural value={nights} one="# night" other="# nights" /> · <Plural value={rooms} one="# room" other="# rooms" />
              </>
            }
          />
          <Line label={t`Guests`} value={guests} />
          <Separator my="2" />
          <Line label={t`Room cost incl. taxes and fees`} value={money(order.baseTotal)} numeric />
          {order.couponCode && <Line label={t`Coupon ${couponCode}`} value={`− ${money(order.couponDiscount)}`} numeric />}
          {cardFee > 0 && <Line label={t`Card fee (3.5%)`} value={money(cardFee)} numeric />}
          <Flex justify="space-between" align="baseline" pt="1">
            <Text fontWeight="semibold">{t`Total`}</Text>
            <Text fontWeight="bold" fontSize="xl" color="brand.fg" dir="ltr" fontVariantNumeric="tabular-nums" data-testid="order-total">
              {money(order.baseTotal === null ? null : order.baseTotal - (order.couponDiscount ?? 0) + cardFee)}
            </Text>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

function Line({ label, value, numeric }: { label: string; value: React.ReactNode; numeric?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      <Box textAlign="end" minW="0" dir={numeric ? 'ltr' : undefined} fontVariantNumeric={numeric ? 'tabular-nums' : undefined}>
        {value}
      </Box>
    </Flex>
  )
}
