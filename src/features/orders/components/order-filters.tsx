import { Box, Button, Grid, HStack, Stack } from '@chakra-ui/react'
import { Field, Fieldset, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { OrderStatus } from '../../../contract'
import { FILTER_STATUSES, urlText, type OrderSearch } from '../order-search'
import { statusLabel } from '../status-labels'
import { CheckboxRow } from '../../../components/checkbox-row'

type Values = { [K in Exclude<keyof OrderSearch, 'pageNum' | 'status'>]: string } & { status: OrderStatus[] }

const EMPTY: Values = { status: [], checkInFrom: '', checkInTo: '', createdFrom: '', createdTo: '', guestName: '', orderNum: '', hotelName: '' } as Values

/** Order list filters (issue: booking): applied on submit, written to the URL by the caller. */
export function OrderFilters({ search, onApply }: { search: OrderSearch; onApply(next: Omit<OrderSearch, 'pageNum'>): void }) {
  const { t, i18n } = useLingui()
  const [v, setV] = useState<Values>(() => ({ ...EMPTY, ...Object.fromEntries(Object.entries(search).flatMap(([k, x]) => (x === undefined || k === 'pageNum' ? [] : [[k, Array.isArray(x) ? x : String(x)]]))), status: search.status ?? [] }) as Values)
  const set = (key: keyof Values, value: string) => setV((old) => ({ ...old, [key]: value }))
  const toggle = (s: OrderStatus, on: boolean) => setV((old) => ({ ...old, status: on ? [...old.status, s] : old.status.filter((x) => x !== s) }))

  // A range whose end is before its start finds nothing; say so instead of "No orders match".
  const [reversed, setReversed] = useState<Array<'checkInFrom' | 'createdFrom'>>([])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const bad = (['checkInFrom', 'createdFrom'] as const).filter((from) => {
      const to = from === 'checkInFrom' ? v.checkInTo : v.createdTo
      return Boolean(v[from] && to && v[from] > to)
    })
    setReversed(bad)
    if (bad.length) return
    const clean = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) ? (x.length ? x : undefined) : x.trim() ? urlText(x.trim()) : undefined]))
    onApply(clean as Omit<OrderSearch, 'pageNum'>)
  }
  const reset = () => {
    setReversed([])
    setV(EMPTY)
    onApply({})
  }

  const text = (key: 'guestName' | 'orderNum' | 'hotelName', label: string) => (
    <Field.Root gridColumn={{ md: 'span 2' }}>
      <Field.Label>{label}</Field.Label>
      <Input name={key} value={v[key] ?? ''} onChange={(e) => set(key, e.target.value)} maxLength={80} />
    </Field.Root>
  )
  const range = (from: 'checkInFrom' | 'createdFrom', to: 'checkInTo' | 'createdTo', legend: string) => (
    <Fieldset.Root invalid={reversed.includes(from)} gridColumn={{ md: 'span 3' }}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <HStack gap="2">
        <Input type="date" aria-label={t`${legend}: from`} value={v[from] ?? ''} onChange={(e) => set(from, e.target.value)} />
        <Box aria-hidden="true">–</Box>
        <Input type="date" aria-label={t`${legend}: to`} value={v[to] ?? ''} onChange={(e) => set(to, e.target.value)} />
      </HStack>
      {reversed.includes(from) && <Fieldset.ErrorText>{t`The end date is before the start date.`}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label={t`Order filters`} role="search">
      {/* Three equal text fields, then the two date ranges at half the width each: a range's two
          date inputs do not fit a third of the panel, and squeezed the third text field. */}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(6, minmax(0, 1fr))' }} gap="4">
        {text('orderNum', t`Order or confirmation number`)}
        {text('guestName', t`Guest name`)}
        {text('hotelName', t`Hotel`)}
        {range('checkInFrom', 'checkInTo', t`Check-in date`)}
        {range('createdFrom', 'createdTo', t`Booking date`)}
      </Grid>
      <Fieldset.Root>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {t`Status`}
        </Fieldset.Legend>
        <HStack wrap="wrap" gap="4">
          {FILTER_STATUSES.map((s) => (
            <CheckboxRow key={s} fontWeight="medium" label={i18n._(statusLabel(s))} checked={v.status.includes(s)} onChange={(on) => toggle(s, on)} />
          ))}
        </HStack>
      </Fieldset.Root>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand" minH="11">
          {t`Search`}
        </Button>
        <Button variant="outline" minH="11" onClick={reset}>
          {t`Clear filters`}
        </Button>
      </HStack>
    </Stack>
  )
}
