import { Box, Button, Grid, Text } from '@chakra-ui/react'
import { Field } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { SearchIcon } from '../../../components/icons/icons'
import { beijingDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { stayProblem, type StayProblem } from '../../../lib/stay-search'
import { searchStore, useSearchStore, type Destination, type SearchForm as SearchFormState, type SearchStore } from '../search-store'
import { DateRangeFields } from './date-range-fields'
import { DestinationCombobox } from './destination-combobox'
import { GuestsPicker } from './guests-picker'
import { NationSelect } from './nation-select'
import { RecentSearches } from './recent-searches'

export type SubmittedSearch = SearchFormState & { destination: Destination; childrenAges: number[] }

/** Every child's age chosen (a new child has none until the agent picks it). */
function agesChosen(ages: readonly (number | null)[]): ages is number[] {
  return ages.every((a) => a !== null)
}

export interface SearchFormProps {
  onSearch(search: SubmittedSearch): void
  /** §4: visitors need two characters before a lookup; agents one. */
  loggedIn: boolean
  /** The search the page shows (list URL); it becomes the stored form. */
  current?: SearchFormState
  showRecent?: boolean
  store?: SearchStore
}

/** §7 hotel search: destination, stay dates, rooms and guests, nationality. */
export function SearchForm({ onSearch, loggedIn, current, showRecent = true, store = searchStore() }: SearchFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  // The page's search shows from the first render and becomes the stored form.
  const { form, recent, hydrated } = useSearchStore(store, current)
  const [error, setError] = useState<{ field: 'destination' | 'dates' | 'guests'; problem: StayProblem | 'destination' | 'child-age' } | null>(null)
  // Bumped when a search is refused for a child's missing age: the guests picker opens at it.
  const [showAges, setShowAges] = useState(0)

  const today = beijingDate(new Date())
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.destination) {
      setError({ field: 'destination', problem: 'destination' })
      return
    }
    const problem = stayProblem(form.checkIn, form.checkOut, today)
    if (problem) {
      setError({ field: 'dates', problem })
      return
    }
    const childrenAges = form.childrenAges
    if (!agesChosen(childrenAges)) {
      setError({ field: 'guests', problem: 'child-age' })
      setShowAges((n) => n + 1)
      return
    }
    setError(null)
    const submitted: SubmittedSearch = { ...form, destination: form.destination, childrenAges }
    store.commit(submitted)
    onSearch(submitted)
  }

  const message =
    error?.problem === 'destination'
      ? t`Choose a destination from the list`
      : error?.problem === 'check-in-past'
        ? t`Check-in cannot be in the past (Beijing time)`
        : error?.problem === 'check-out-order'
          ? t`Check-out must be after check-in`
          : error?.problem === 'too-many-nights'
            ? t`A stay can be at most 30 nights`
            : error?.problem === 'child-age'
              ? t`Choose the age of each child`
              : null
  const errorId = `${id}-error`

  return (
    <form onSubmit={submit} noValidate aria-label={t`Hotel search`} aria-busy={!hydrated || undefined}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '2fr 2fr 1.4fr', lg: '2.2fr 2.2fr 1.6fr 1.4fr auto' }} gap="3" alignItems="end">
        <Field.Root invalid={error?.field === 'destination'}>
          <Field.Label textStyle="xs" color="fg.muted">
            {t`Destination`}
          </Field.Label>
          <DestinationCombobox
            value={form.destination}
            minChars={loggedIn ? 1 : 2}
            invalid={error?.field === 'destination'}
            errorId={error?.field === 'destination' ? errorId : undefined}
            onChange={(destination) => {
              store.setForm({ destination })
              if (destination && error?.field === 'destination') setError(null)
            }}
          />
        </Field.Root>
        <DateRangeFields
          checkIn={form.checkIn}
          checkOut={form.checkOut}
          today={today}
          ids={{ checkIn: `${id}-in`, checkOut: `${id}-out` }}
          invalid={error?.field === 'dates'}
          errorId={error?.field === 'dates' ? errorId : undefined}
          onChange={(dates) => {
            store.setForm(dates)
            if (error?.field === 'dates') setError(null)
          }}
        />
        <Box>
          <Text textStyle="xs" color="fg.muted" mb="1">
            {t`Rooms and guests`}
          </Text>
          <GuestsPicker
            value={form}
            invalid={error?.field === 'guests'}
            errorId={error?.field === 'guests' ? errorId : undefined}
            showAges={showAges}
            onChange={(g) => {
              store.setForm(g)
              if (error?.field === 'guests' && agesChosen(g.childrenAges)) setError(null)
            }}
          />
        </Box>
        <Box>
          <Text asChild textStyle="xs" color="fg.muted" display="block" mb="1">
            <label htmlFor={`${id}-nation`}>{t`Guest nationality`}</label>
          </Text>
          <NationSelect id={`${id}-nation`} value={form.nation} locale={locale} onChange={(nation) => store.setForm({ nation })} />
        </Box>
        <Button type="submit" size="lg" colorPalette="brand" gridColumn={{ md: 'span 2', lg: 'auto' }}>
          <SearchIcon />
          {t`Search`}
        </Button>
      </Grid>
      {message && (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm" mt="2">
          {message}
        </Text>
      )}
      {showRecent && recent.length > 0 && (
        <RecentSearches
          recent={recent}
          locale={locale}
          onPick={(r) => {
            const { at: _at, ...picked } = r
            const next = stayProblem(picked.checkIn, picked.checkOut, today) ? { ...picked, checkIn: form.checkIn, checkOut: form.checkOut } : picked
            store.setForm(next)
            setError(null)
          }}
        />
      )}
    </form>
  )
}
