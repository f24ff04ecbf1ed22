import { Badge, Box, Button, Card, EmptyState, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { COUPON_CODE_RE, type Coupon } from '../../../contract'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { couponListQueryOptions } from '../api/coupon-list'
import { useRedeemCoupon } from '../api/coupon-redeem'
import { normalizeCouponCode, redeemRejection } from '../redeem-outcome'

/** /user/coupon: the agency's coupons (§3: face value, minimum, scope, validity, status) and redeem. */
export function CouponsPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Coupons`)
  const list = useQuery(couponListQueryOptions())
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t`Coupons`}
      </Heading>
      <RedeemForm />
      <Text textStyle="sm" color="fg.muted">
        {t`Terms: one coupon per order, applied to the room cost only (not to the card fee); the order must reach the minimum amount and the coupon must be valid on the day of payment.`}
      </Text>
      {list.isPending ? (
        <RowsSkeleton rows={4} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>{t`No coupons yet`}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <CouponTable coupons={list.data} />
      )}
    </Stack>
  )
}

/**
 * Redeem a code (§7 coupon/redeem). A refusal says why (no such code, expired, already among the
 * agency's coupons: redeem-outcome.ts); only a code that was really added says so.
 */
function RedeemForm() {
  const { t } = useLingui()
  const redeem = useRedeemCoupon()
  const [code, setCode] = useState('')
  // 'empty' | 'format' | null: the button stays enabled so that Enter on an empty field says what is missing.
  const [invalid, setInvalid] = useState<'empty' | 'format' | null>(null)
  const refusal = (error: unknown): string => {
    switch (redeemRejection(error)) {
      case 'unknown':
        return t`There is no coupon with this code. Check the code and try again.`
      case 'expired':
        return t`This coupon has expired.`
      case 'already_redeemed':
        return t`This coupon is already in your coupons; it was not added again.`
      case 'network':
        return t`network error, please try later`
      default:
        return t`Redemption failed`
    }
  }
  const error =
    invalid === 'empty'
      ? t`Enter a coupon code.`
      : invalid === 'format'
        ? t`Enter a coupon code of 3-32 letters, digits or dashes.`
        : redeem.isError ? refusal(redeem.error) : null
  const added = redeem.isSuccess && !error ? redeem.variables : null
  return (
    <Card.Root>
      <Card.Body>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            const normalized = normalizeCouponCode(code)
            const problem = normalized === '' ? 'empty' : COUPON_CODE_RE.test(normalized) ? null : 'format'
            setInvalid(problem)
            if (problem) redeem.reset()
            else redeem.mutate(normalized, { onSuccess: () => setCode('') })
          }}
        >
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t`Redeem a coupon code`}</Field.Label>
            <HStack width="full">
              <Input value={code} onChange={(e) => setCode(e.target.value)} maxLength={32} textTransform="uppercase" autoComplete="off" />
              <Button type="submit" loading={redeem.isPending}>
                {t`Redeem`}
              </Button>
            </HStack>
            {/* Announced: the outcome appears away from the button that was pressed. */}
            <Box role="status" aria-live="polite" width="full">
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
              {added && <Field.HelperText color="fg.success">{t`Coupon ${added} has been added to your coupons.`}</Field.HelperText>}
            </Box>
          </Field.Root>
        </form>
      </Card.Body>
    </Card.Root>
  )
}

function CouponTable({ coupons }: { coupons: Coupon[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  // Translated: Arabic writes "،", Chinese "，", Japanese "、".
  const separator = t({ message: ', ', context: 'list separator' })
  const status = { unused: t`Unused`, used: t`Used`, expired: t`Expired` }
  const palette = { unused: 'green', used: 'gray', expired: 'orange' }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {/* What decides whether a coupon can be used first: a phone shows these columns and
                scrolls sideways to the rest. */}
            <Table.ColumnHeader>{t`Code`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Face value`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Valid until`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Minimum order amount`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Applies to`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {coupons.map((c) => {
            // Hotel names as the history drawer gives them (§2: Chinese in zh-CN); an id the
            // catalogue no longer has stays an id.
            const hotels = (c.hotelIds ?? []).map((id) => {
              const h = c.hotels.find((x) => x.id === id)
              return h ? (locale === 'zh-CN' ? h.nameZh : h.nameEn) : `#${id}`
            }).join(separator)
            return (
              <Table.Row key={c.code}>
                <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={palette[c.status]}>{status[c.status]}</Badge>
                  {c.usedOrderNum && (
                    <Text textStyle="xs" color="fg.muted">
                      {c.usedOrderNum}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <span dir="ltr">{formatMoney(c.faceValue, c.currencyCode, locale)}</span>
                </Table.Cell>
                <Table.Cell>{formatDate(c.validTo, locale)}</Table.Cell>
                <Table.Cell>
                  <span dir="ltr">{formatMoney(c.minOrderAmount, c.currencyCode, locale)}</span>
                </Table.Cell>
                <Table.Cell minW="48">{c.hotelIds ? hotels : t`All hotels`}</Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
