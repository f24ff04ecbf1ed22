import { Alert, Box, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CancelStatus, Locale, OrderDetail } from '../../../contract'
import { BRAND } from '../../../lib/brand'
import { formatDate } from '../../../lib/dates'
import { mealPlanText } from '../../../lib/meal-label'
import { statusLabel } from '../status-labels'
import { voucherRefusal, type VoucherRefusal } from '../voucher-validity'

// The printable hotel voucher, in the agent's language. Hidden on screen; the print stylesheet
// shows only it (Print voucher → the browser's print dialog, which can also save a PDF).
const PRINT_CSS = `
.voucher-print { display: none; }
@media print {
  body * { visibility: hidden !important; }
  .voucher-print, .voucher-print * { visibility: visible !important; }
  .voucher-print { display: block !important; position: absolute; inset: 0; padding: 12mm; color: #000; background: #fff; }
  @page { margin: 10mm; }
}`

/**
 * Renders the check-in voucher only for an order the hotel has confirmed (voucher-validity.ts);
 * for any other order, a visible "not valid" notice instead, never a voucher-looking page. The
 * order detail view offers Print voucher for valid orders only; this guard is the second line.
 */
export function Voucher({ order, locale, cancelStatus = order.cancelStatus }: { order: OrderDetail; locale: Locale; cancelStatus?: CancelStatus | null }) {
  const refusal = voucherRefusal(order, cancelStatus)
  if (refusal) return <VoucherNotValid order={order} refusal={refusal} />
  return <ValidVoucher order={order} locale={locale} />
}

function VoucherNotValid({ order, refusal }: { order: OrderDetail; refusal: VoucherRefusal }) {
  const { t, i18n } = useLingui()
  const orderNum = order.orderNum
  const status = i18n._(statusLabel(order.status))
  const reason =
    refusal === 'cancelling'
      ? t`Order ${orderNum} is being cancelled or has been cancelled. It cannot be used at check-in.`
      : refusal === 'no-confirmation'
        ? t`Order ${orderNum} has no hotel confirmation number yet. It cannot be used at check-in.`
        : t`Order ${orderNum} (status: ${status}) cannot be used at check-in. A voucher is only issued once the hotel has confirmed the booking.`
  return (
    <Alert.Root status="error" data-testid="voucher-invalid" data-refusal={refusal}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`No valid hotel voucher`}</Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

function ValidVoucher({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const { t, i18n } = useLingui()
  const zh = locale === 'zh-CN'
  const hotel = zh && order.hotelNameCN ? order.hotelNameCN : order.hotelName
  const room = zh && order.roomTypeNameCN ? order.roomTypeNameCN : order.roomTypeName
  const nights = order.nights
  const rows: Array<[string, string]> = [
    [t`Booking ID`, order.orderNum],
    [t`Hotel confirmation number`, order.confirmationNum ?? ''],
    [t`Hotel`, hotel],
    [t`Address`, zh && order.hotelAddressCN ? order.hotelAddressCN : order.hotelAddress],
    [t`Phone`, order.hotelPhone],
    [t`Check-in`, formatDate(order.checkIn, locale)],
    [t`Check-out`, formatDate(order.checkOut, locale)],
    [t`Nights`, String(nights)],
    [t`Room`, `${room} × ${order.roomNum}`],
    [t`Rate`, zh && order.rateNameCN ? order.rateNameCN : order.rateName],
    [t`Meal plan`, mealPlanText(i18n, order.mealInfo)],
    [t`Contact`, `${order.contactsInfo.firstName} ${order.contactsInfo.lastName} · ${order.contactsInfo.phone}`],
  ]
  return (
    <Box className="voucher-print" data-testid="voucher" aria-hidden="true">
      <style>{PRINT_CSS}</style>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t`Hotel voucher`} · {BRAND.name}
        </Heading>
        <Table.Root size="sm">
          <Table.Body>
            {rows.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.Cell fontWeight="semibold" width="40%">
                  {label}
                </Table.Cell>
                <Table.Cell>{value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Heading as="h2" size="md">
          {t`Guests`}
        </Heading>
        {order.roomInfos.map((r, i) => {
          const roomNo = i + 1
          return (
            <Text key={i}>
              {t`Room ${roomNo}:`} {r.clientInfos.map((g) => `${g.firstName} ${g.lastName}${g.type === 'CHD' ? ` (${g.age ?? ''})` : ''}`).join(', ')}
            </Text>
          )
        })}
        {order.specialRequests && (
          <Text>
            {t`Special requests:`} {order.specialRequests}
          </Text>
        )}
        <Text textStyle="sm">{order.paymentStatus === 'paid' ? t`Please present this voucher at check-in. Payment has been arranged by the travel agency.` : t`Please present this voucher at check-in.`}</Text>
      </Stack>
    </Box>
  )
}
