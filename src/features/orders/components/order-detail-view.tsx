import { Alert, Badge, Box, Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { orderActions } from '../../../../machines/order-lifecycle.machine'
import { Permission, type Locale, type OrderDetail } from '../../../contract'
import { NightlyPriceTable } from '../../../components/nightly-price-table'
import { PriceTag } from '../../../components/price-tag'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { isApiError } from '../../../lib/api/errors'
import { formatDate, formatDateTime, toArrow } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { userHas } from '../../../lib/session/queries'
import { useSession } from '../../../lib/session/use-session'
import { useOrderDetail } from '../api/order-detail'
import { useCancelProgress } from '../hooks/use-cancel-progress'
import { SMALL_SCREEN_UP, useMediaQuery } from '../../../lib/use-media-query'
import { CANCEL_LABELS, PAYMENT_ROUTE_LABELS, PAYMENT_STATUS_LABELS, statusLabel, statusPalette } from '../status-labels'
import { mealPlanText } from '../../../lib/meal-label'
import { hasValidVoucher } from '../voucher-validity'
import { CancelOrderButton } from './cancel-order-button'
import { CancelSteps } from './cancel-steps'
import { OrderHistory } from './order-history'
import { Voucher } from './voucher'

/** /$locale/order/detail/$id: every §3 field, the allowed actions, cancellation progress, voucher. */
export function OrderDetailView({ orderNum, payLink, backLink, share }: { orderNum: string; payLink: ReactNode; backLink: ReactNode; share?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { user } = useSession()
  const detail = useOrderDetail(orderNum)
  const order = detail.data
  const cancelStatus = useCancelProgress(order)
  useDocumentTitle(t`Order ${orderNum}`)

  if (detail.isPending) return <RowsSkeleton rows={8} />
  if (!order) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return (
        <Alert.Root status="warning" data-testid="order-missing">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>{t`Order ${orderNum} was not found.`}</Alert.Title>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              {backLink}
            </Button>
          </Stack>
        </Alert.Root>
      )
    }
    return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
  }
  const pricesHidden = !userHas(user, Permission.QUERY_PRICE)
  const actions = orderActions(order.status, cancelStatus)
  return <DetailBody order={order} cancelStatus={cancelStatus} locale={locale} pricesHidden={pricesHidden} actions={actions} payLink={payLink} backLink={backLink} share={share} canPay={userHas(user, Permission.PLACE_ORDER)} canCancel={userHas(user, Permission.PLACE_ORDER, Permission.QUERY_PRICE)} />
}

function DetailBody({
  order,
  cancelStatus,
  locale,
  pricesHidden,
  actions,
  payLink,
  backLink,
  share,
  canPay,
  canCancel,
}: {
  order: OrderDetail
  cancelStatus: OrderDetail['cancelStatus']
  locale: Locale
  pricesHidden: boolean
  actions: { pay: boolean; cancel: boolean }
  payLink: ReactNode
  backLink: ReactNode
  /** "Share with your client" (payment feature), composed in by the route. */
  share?: ReactNode
  canPay: boolean
  /** §6: changing a booking needs PLACE_ORDER, and agreeing to a penalty needs QUERY_PRICE to see it. */
  canCancel: boolean
}) {
  const { t, i18n } = useLingui()
  const across = useMediaQuery(SMALL_SCREEN_UP)
  const zh = locale === 'zh-CN'
  const money = (amount: number | null) => <PriceTag amount={amount} currency={order.currencyCode} locale={locale} hidden={pricesHidden} missing="" />
  const none = '—'
  const orderNum = order.orderNum
  const payBy = order.payDeadline ? formatDateTime(order.payDeadline, locale) : ''
  const freeUntil = order.cancelDeadline ? formatDateTime(order.cancelDeadline, locale) : ''
  const coupon = order.couponCode ?? ''
  // Two aligned columns from md up: each item is a subgrid row of the list's grid, so every value
  // starts at the same x whatever its label's width (fit-content caps the label column; long
  // labels wrap). Below md, each label sits above its value. Grid columns follow dir (ar mirrors).
  const item = (label: string, value: ReactNode, testId?: string) => (
    <DataList.Item key={label} gridColumn="1 / -1" display={{ md: 'grid' }} gridTemplateColumns={{ md: 'subgrid' }} columnGap={{ md: '6' }} alignItems={{ md: 'start' }}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} overflowWrap="anywhere">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  )
  const voucherValid = hasValidVoucher(order, cancelStatus)
  const awaitingConfirmation = !cancelStatus && (order.status === 'UNPAID' || order.status === 'PENDING')
  const nights = order.nights
  const guestText = (g: OrderDetail['roomInfos'][number]['clientInfos'][number]) => {
    const age = g.age ?? 0
    return g.type === 'CHD' ? `${g.firstName} ${g.lastName} (${t`child, age ${age}`})` : `${g.firstName} ${g.lastName}`
  }

  return (
    <Stack gap="6">
      <HStack wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t`Order ${orderNum}`}
        </Heading>
        <Badge size="lg" colorPalette={statusPalette(order.status)} data-testid="order-status">
          {i18n._(statusLabel(order.status))}
        </Badge>
      </HStack>
      <HStack gap="3" wrap="wrap">
        {actions.pay && canPay && (
          <Button asChild colorPalette="brand" minH="11" data-testid="pay-order">
            {payLink}
          </Button>
        )}
        {actions.cancel && canCancel && <CancelOrderButton order={order} locale={locale} />}
        {voucherValid && (
          <Button variant="outline" minH="11" onClick={() => window.print()} data-testid="print-voucher">
            {t`Print voucher`}
          </Button>
        )}
        <Button asChild variant="ghost" minH="11">
          {backLink}
        </Button>
      </HStack>
      {/* §6: an action the order allows but the user's permissions do not is not offered; say why. */}
      {((actions.pay && !canPay) || (actions.cancel && !canCancel)) && (
        <Text textStyle="sm" color="fg.muted" data-testid="order-actions-why">
          {actions.pay && !canPay && actions.cancel && !canCancel
            ? t`Your account cannot pay for or cancel orders. The main account can grant these permissions.`
            : actions.pay && !canPay
              ? t`Your account cannot pay for orders. The main account can grant this permission.`
              : t`Your account cannot cancel orders: cancelling needs the permissions to see prices and to place orders. The main account can grant them.`}
        </Text>
      )}
      {share}
      {awaitingConfirmation && (
        <Text textStyle="sm" color="fg.muted" data-testid="voucher-pending-note">
          {t`The hotel voucher can be printed once the hotel has confirmed the booking.`}
        </Text>
      )}
      {order.status === 'UNPAID' && order.payDeadline && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t`Pay before ${payBy} (Beijing time), or the order is cancelled and the rooms released.`}</Alert.Title>
        </Alert.Root>
      )}

      {cancelStatus && (
        <Card.Root data-testid="cancel-progress" data-cancel-status={cancelStatus}>
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md">
                {t`Cancellation progress`}
              </Heading>
              {/* Three steps and their names do not fit across a phone (they overflowed 24 px at
                  390 px): there, a short checklist without the row's connecting lines. */}
              <CancelSteps status={cancelStatus} across={across} />
              <Text aria-live="polite" data-testid="cancel-status-text">
                {i18n._(CANCEL_LABELS[cancelStatus])}
                {cancelStatus === 'SUCCESS' && (
                  <>
                    {' · '}
                    {t`Penalty:`} {money(order.penaltyAmount)} · {t`Refunded:`} {money(order.refundedAmount)}
                  </>
                )}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Card.Root>
        <Card.Body>
          <DataList.Root size="sm" display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'fit-content(16rem) minmax(0, 1fr)' }} rowGap={{ base: '3', md: '2.5' }} data-testid="order-fields">
            {item(t`Booking ID`, order.orderNum)}
            {item(t`System order number`, order.serialNumber)}
            {item(t`Supplier order number`, order.supplierOrderNum ?? none)}
            {item(t`Hotel confirmation number`, order.confirmationNum ?? none, 'confirmation-num')}
            {item(t`Hotel`, zh && order.hotelNameCN ? order.hotelNameCN : order.hotelName)}
            {item(t`Address`, <bdi>{zh && order.hotelAddressCN ? order.hotelAddressCN : order.hotelAddress}</bdi>)}
            {item(t`Phone`, <Box as="span" dir="ltr">{order.hotelPhone}</Box>)}
            {item(t`Room`, zh && order.roomTypeNameCN ? order.roomTypeNameCN : order.roomTypeName)}
            {item(t`Rate`, zh && order.rateNameCN ? order.rateNameCN : order.rateName)}
            {item(t`Meal plan`, mealPlanText(i18n, order.mealInfo))}
            {item(t`Stay`, `${formatDate(order.checkIn, locale)} ${toArrow(locale)} ${formatDate(order.checkOut, locale)} · ${t({ message: plural(nights, { one: '# night', other: '# nights' }) })}`)}
            {item(t`Rooms`, String(order.roomNum))}
            {item(t`Guest nationality`, countryName(order.nation, locale))}
            {item(t`Contact`, `${order.contactsInfo.firstName} ${order.contactsInfo.lastName} · ${order.contactsInfo.phone}`)}
            {item(
              t`Guests`,
              <Stack gap="0">
                {order.roomInfos.map((r, i) => {
                  const roomNo = i + 1
                  return (
                    <Text key={i}>
                      {t`Room ${roomNo}:`} {r.clientInfos.map((g) => guestText(g)).join(', ')}
                    </Text>
                  )
                })}
              </Stack>,
            )}
            {item(t`Special requests`, order.specialRequests || none)}
            {item(
              t`Cancellation`,
              order.refundable ? (order.cancelDeadline ? t`Free cancellation before ${freeUntil} Beijing time; afterwards the full room fee is charged` : t`Free cancellation until check-in`) : t`Non-refundable`,
              'cancel-deadline',
            )}
            {item(t`Payment method`, order.paymentRoute ? i18n._(PAYMENT_ROUTE_LABELS[order.paymentRoute]) : none)}
            {item(t`Payment status`, PAYMENT_STATUS_LABELS[order.paymentStatus] ? i18n._(PAYMENT_STATUS_LABELS[order.paymentStatus]!) : order.paymentStatus)}
            {item(t`Booked at`, formatDateTime(order.scheduledTime, locale))}
            {item(t`Booked by`, order.agentUserName)}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t`Price breakdown`}
            </Heading>
            {order.dailyPriceInfo && <NightlyPriceTable daily={order.dailyPriceInfo} locale={locale} money={money} />}
            <Sum label={t`Room charges incl. taxes and fees`}>{money(order.baseTotal)}</Sum>
            <Sum label={t`of which taxes and fees`}>{money(order.totalTaxAndFee)}</Sum>
            {(order.couponDiscount ?? 0) > 0 && (
              <Sum label={t`Coupon ${coupon}`}>
                {/* The minus inside the left-to-right run: in Arabic it was drawn after the amount ("50.00 CNY−"). */}
                <bdi dir="ltr" data-testid="coupon-discount">
                  −{money(order.couponDiscount)}
                </bdi>
              </Sum>
            )}
            {(order.cardFee ?? 0) > 0 && <Sum label={t`Card fee (3.5%)`}>{money(order.cardFee)}</Sum>}
            <Sum label={t`Total`} bold>
              {money(order.totalPrice)}
            </Sum>
            {(order.paidAmount ?? 0) > 0 && <Sum label={t`Paid`}>{money(order.paidAmount)}</Sum>}
            {(order.penaltyAmount ?? 0) > 0 && <Sum label={t`Cancellation penalty`}>{money(order.penaltyAmount)}</Sum>}
            {(order.refundedAmount ?? 0) > 0 && <Sum label={t`Refunded`}>{money(order.refundedAmount)}</Sum>}
          </Stack>
        </Card.Body>
      </Card.Root>

      <OrderHistory history={order.history} locale={locale} />
      {/* Only a hotel-confirmed order gets a printable check-in voucher (voucher-validity.ts). */}
      {voucherValid && <Voucher order={order} locale={locale} cancelStatus={cancelStatus} />}
    </Stack>
  )
}

/** "Japan" for JP in the UI language (falls back to the code). */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function Sum({ label, bold, children }: { label: string; bold?: boolean; children: ReactNode }) {
  return (
    <HStack justify="space-between" textStyle="sm" fontWeight={bold ? 'bold' : 'normal'}>
      <Text>{label}</Text>
      <Box>{children}</Box>
    </HStack>
  )
}
