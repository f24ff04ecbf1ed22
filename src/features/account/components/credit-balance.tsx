import { Alert, Box, Card, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Credit } from '../../../contract'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { creditQueryOptions } from '../../../lib/session/queries'
import { creditBreakdown } from '../credit-breakdown'
import { AccountQueryBody } from './account-query-body'

/** /user/balance (needs VIEW_CREDIT, §2): the §1 credit formula, broken down. */
export function CreditBalance() {
  const { t } = useLingui()
  useDocumentTitle(t`Credit balance`)
  const query = useQuery(creditQueryOptions())
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Credit balance`}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t`Available credit = fixed credit + temporary credit + cumulative top-ups − cumulative consumption.`}
        </Text>
      </Card.Header>
      <Card.Body>
        <AccountQueryBody query={query} rows={5}>
          {(data) => <Breakdown credit={data} />}
        </AccountQueryBody>
      </Card.Body>
    </Card.Root>
  )
}

function Row({ label, amount, hint, strong }: { label: string; amount: string; hint?: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" py="1">
      <Box minW="0">
        <Text fontWeight={strong ? 'semibold' : 'normal'}>{label}</Text>
        {hint && (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Box>
      <Text
        fontVariantNumeric="tabular-nums"
        fontWeight={strong ? 'bold' : 'medium'}
        fontSize={strong ? 'xl' : 'md'}
        color={strong ? 'brand.fg' : undefined}
        dir="ltr"
      >
        {amount}
      </Text>
    </Flex>
  )
}

function Breakdown({ credit }: { credit: Credit }) {
  const { t } = useLingui()
  const locale = useLocale()
  const b = creditBreakdown(credit, new Date())
  const money = (n: number) => formatMoney(n, credit.Currency, locale)
  // A timestamp expiry ends at that minute (the server stops counting it then), so its time is shown.
  const expiresOn = b.temporaryExpiresAt
    ? formatDateTime(b.temporaryExpiresAt, locale)
    : b.temporaryExpiresOn
      ? formatDate(b.temporaryExpiresOn, locale)
      : undefined
  const granted = money(b.temporaryGranted)
  const days = b.temporaryDaysLeft ?? 0

  const temporaryHint = b.temporaryExpired ? (
    t`Expired on ${expiresOn}: ${granted} is no longer counted`
  ) : expiresOn ? (
    <>
      {t`Valid until ${expiresOn} (Beijing time)`} ·{' '}
      <Plural value={days} _0="expires today" one="# day left" other="# days left" />
    </>
  ) : undefined

  return (
    <Stack gap="2">
      <Row label={t`Fixed credit`} amount={money(b.fixed)} />
      <Row label={t`Temporary credit`} amount={money(b.temporary)} hint={temporaryHint} />
      <Row
        label={t`Top-ups minus consumption`}
        amount={money(b.netTopUpMinusConsumption)}
        hint={t`Cumulative top-ups less what orders have used`}
      />
      <Separator my="2" />
      <Row label={t`Available credit`} amount={money(b.available)} strong />
      {b.temporaryExpired && (
        <Alert.Root status="info" mt="4">
          <Alert.Indicator />
          <Alert.Title>{t`Temporary credit counts as zero once it has expired.`}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  )
}
