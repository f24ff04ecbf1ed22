import { Box, IconButton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Permission, type Locale } from '../../../contract'
import { LineTabs } from '../../../components/line-tabs'
import { Modal } from '../../../components/modal'
import { RowsSkeleton } from '../../../components/query-state'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatDate, toArrow } from '../../../lib/dates'
import { useSessionState } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import { staySearchOf, stayFromSearch, staySearchSchema } from '../../../lib/stay-search'
import { defaultStringifySearch, useLocation } from '@tanstack/react-router'
import { useHistory } from '../api/history-get'
import { useLowRates } from '../api/low-rate'
import { groupByDay } from '../group-by-day'
import { useFavourites } from '../hooks/use-favourites'
import { mergeHistory } from '../merge'
import { useOutboxOps } from '../runtime'
import { ClearHistoryButton } from './clear-history-button'
import { HistoryEntry, type EntryData } from './history-entry'

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

/**
 * The stay the drawer works with: the one of the page it is opened on (a hotel list or hotel
 * page: dates, guests, children, nationality), else the §4 defaults. Its links open hotels for
 * it and its favourites' prices are for it, so they agree with the list and the hotel page
 * (before, every link and price was for tonight, 2 adults from CN).
 */
function useDrawerStay() {
  const search = useLocation({ select: (l) => l.search })
  return useMemo(() => {
    const stay = stayFromSearch(staySearchSchema.parse(search), new Date())
    return { stay, query: defaultStringifySearch(staySearchOf(stay)) }
  }, [search])
}

function Grouped({ groups, locale, pricesHidden, noPrice, empty, stayQuery, priceNote }: { groups: { day: string; items: EntryData[] }[]; locale: Locale; pricesHidden: boolean; noPrice: string; empty: string; stayQuery: string; priceNote: string }) {
  if (groups.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="10">
        {empty}
      </Text>
    )
  }
  return (
    <Stack gap="4">
      {groups.map((g) => (
        <Box key={g.day} role="group" aria-labelledby={`day-${g.day}`}>
          <Text id={`day-${g.day}`} textStyle="xs" fontWeight="semibold" color="fg.muted">
            {g.day}
          </Text>
          {g.items.map((entry) => (
            <HistoryEntry key={entry.hotelId} entry={entry} locale={locale} href={`/${locale}/hotel/info/${entry.hotelId}${stayQuery}`} pricesHidden={pricesHidden} noPrice={noPrice} />
          ))}
        </Box>
      ))}
      {/* What the row prices are: a bare amount read as a price for the agent's stay. */}
      {!pricesHidden && (
        <Text textStyle="xs" color="fg.muted">
          {priceNote}
        </Text>
      )}
    </Stack>
  )
}

/**
 * §2 history drawer (logged in): browsing history and favourite hotels, grouped by MM-DD. Both
 * lists work offline: the queue of visits and favourite changes is laid over the last lists
 * fetched; the layout route that hosts it runs the replay (useHistorySync).
 *
 * Closed, it is only its button: the lists, the stay and its dates are worked out by the body,
 * which mounts on the first opening (#9: on every page's first load they took ~100 ms of a
 * throttled phone's main thread for a drawer nobody had opened).
 */
export function HistoryDrawer() {
  const { t } = useLingui()
  const user = useSession().user?.username
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<string>('history')
  if (!user) return null
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      placement="end"
      size="sm"
      title={t`History and favourites`}
      closeLabel={t`Close`}
      trigger={
        <IconButton variant="ghost" aria-label={t`History and favourites`} minW="11" minH="11">
          <ClockIcon />
        </IconButton>
      }
    >
      <DrawerBody user={user} open={open} tab={tab} onTab={setTab} />
    </Modal>
  )
}

function DrawerBody({ user, open, tab, onTab }: { user: string; open: boolean; tab: string; onTab(tab: string): void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const session = useSession()
  const currency = useSessionState((s) => s.currency)
  const pricesHidden = !session.permissions.includes(Permission.QUERY_PRICE)
  const history = useHistory(currency, open)
  const historyItems = history.data
  const fav = useFavourites(open ? user : undefined)
  const ops = useOutboxOps(user)
  const favIds = fav.favourites.map((f) => f.s_hotel_id)
  const drawerStay = useDrawerStay()
  const { checkIn, checkOut, adultNum, roomNum, childNum, childrenAges, nation } = drawerStay.stay
  const lowRates = useLowRates(
    { checkIn, checkOut, adultNum, roomNum, childNum, childrenAges, nation, hotelIds: favIds.length ? favIds.slice(0, 50) : [1], currency },
    open && tab === 'favourites' && favIds.length > 0 && !pricesHidden,
  )

  const historyGroups = useMemo(() => {
    const items = mergeHistory(historyItems ?? [], ops, fav.favourites, currency)
    return groupByDay(
      items.map((h) => ({ hotelId: h.hotelId, nameEn: h.hotelName, nameZh: h.hotelNameCN, image: h.hotelImage, price: h.price, currency: h.currencyCode, at: h.queryTime })),
      (e) => e.at,
    )
  }, [historyItems, ops, fav.favourites, currency])
  const favGroups = useMemo(() => {
    const low = new Map((lowRates.data ?? []).map((r) => [r.s_hotel_id, r.low_price]))
    return groupByDay(
      fav.favourites.map((f) => ({ hotelId: f.s_hotel_id, nameEn: f.hotel_name, nameZh: f.hotel_name_cn, image: f.hotelImage, price: low.get(f.s_hotel_id) ?? null, currency, at: f.create_date })),
      (e) => e.at,
    )
  }, [fav.favourites, lowRates.data, currency])

  const noPrice = t`No price`
  const stayDates = `${formatDate(checkIn, locale)} ${toArrow(locale)} ${formatDate(checkOut, locale)}`
  const empty = t`Data unavailable`
  return (
    <LineTabs
      value={tab}
      onChange={onTab}
      tabs={[
        {
          value: 'history',
          label: t`Browsing history`,
          panel: () => (
            <>
              {/* Asks first: one click used to empty the whole history (records_del). */}
              <ClearHistoryButton hasItems={historyGroups.length > 0} />
              {!historyItems && ops.length === 0 && history.fetchStatus === 'fetching' ? (
                <RowsSkeleton />
              ) : (
                <Grouped groups={historyGroups} locale={locale} pricesHidden={pricesHidden} noPrice={noPrice} empty={empty} stayQuery={drawerStay.query} priceNote={t`Prices: the lowest for one room and one night, on the day you viewed each hotel.`} />
              )}
            </>
          ),
        },
        {
          value: 'favourites',
          label: t`Favourite hotels`,
          panel: () =>
            fav.query.isPending && fav.query.fetchStatus === 'fetching' && fav.favourites.length === 0 ? (
              <RowsSkeleton />
            ) : (
              <Grouped groups={favGroups} locale={locale} pricesHidden={pricesHidden} noPrice={noPrice} empty={empty} stayQuery={drawerStay.query} priceNote={t`Prices: the lowest total for ${stayDates}.`} />
            ),
        },
      ]}
    />
  )
}
