import { Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Locale } from '../contract'
import { formatDate } from '../lib/dates'

export type NightlyPrice = { date: string; price: number; taxAndFee: number }

/** Per-night price lines (per room, with taxes and fees), as the booking page and the order show them. */
export function NightlyPriceTable({
  daily,
  locale,
  money,
  testId,
}: {
  daily: readonly NightlyPrice[]
  locale: Locale
  /** Renders an amount in the page's currency (or dashes without QUERY_PRICE). */
  money: (amount: number) => ReactNode
  testId?: string
}) {
  const { t } = useLingui()
  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Night`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t`Per room`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t`Taxes and fees`}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {daily.map((d) => (
          <Table.Row key={d.date}>
            <Table.Cell>{formatDate(d.date, locale)}</Table.Cell>
            <Table.Cell textAlign="end">{money(d.price)}</Table.Cell>
            <Table.Cell textAlign="end">{money(d.taxAndFee)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
