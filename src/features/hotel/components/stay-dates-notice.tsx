import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { MAX_NIGHTS, nightsBetween, type Locale } from '../../../contract'
import { formatDate } from '../../../lib/dates'
import type { UrlStayProblem } from '../../../lib/stay-search'

export interface StayDatesNoticeProps {
  problem: UrlStayProblem
  /** The dates the link asked for (absent when they are not dates). */
  given: { checkIn?: string | undefined; checkOut?: string | undefined }
  /** The dates searched instead (§4 defaults), also what the search form now holds. */
  shown: { checkIn: string; checkOut: string }
  locale: Locale
  /** The list searches hotels again from the form; a hotel's page changes dates in its calendar. */
  page: 'list' | 'hotel'
}

/**
 * A list link whose dates cannot be searched (an old shared link, a hand-edited URL) is
 * searched for the §4 default dates; this says so, and why, above the results, so nobody takes
 * those prices for the dates they asked for. The page shows it while the URL keeps those dates:
 * a new search from the form (filled with the dates shown) replaces them. A hotel's page opened
 * from such a link says the same above its rooms; a date picked in its calendar replaces them.
 */
export function StayDatesNotice({ problem, given, shown, locale, page }: StayDatesNoticeProps) {
  const { t } = useLingui()
  const checkIn = given.checkIn ? formatDate(given.checkIn, locale) : ''
  const checkOut = given.checkOut ? formatDate(given.checkOut, locale) : ''
  const maxNights = MAX_NIGHTS
  const nights = given.checkIn && given.checkOut ? nightsBetween(given.checkIn, given.checkOut) : 0
  const reason =
    problem === 'unreadable'
      ? t`Its check-in or check-out is not a date.`
      : problem === 'check-in-past'
      ? t`Its check-in date, ${checkIn}, is in the past (Beijing time).`
      : problem === 'check-out-order'
        ? t`Its check-out date, ${checkOut}, is not after its check-in date, ${checkIn}.`
        : t`It asks for ${nights} nights (${checkIn} to ${checkOut}); a stay can be at most ${maxNights} nights.`
  const shownIn = formatDate(shown.checkIn, locale)
  const shownOut = formatDate(shown.checkOut, locale)
  return (
    <Alert.Root status="warning" role="alert" data-testid="stay-dates-notice" data-problem={problem}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`The dates in this link could not be used`}</Alert.Title>
        <Alert.Description>
          {reason}{' '}
          {page === 'list'
            ? t`Hotels and prices below are for ${shownIn} to ${shownOut}. Change the dates above and search again for other dates.`
            : t`Rooms and prices below are for ${shownIn} to ${shownOut}. Pick another check-in date in the price calendar for other dates.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
