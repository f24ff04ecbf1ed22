import { Plural, useLingui } from '@lingui/react/macro'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { DEFAULT_CURRENCY, nightsBetween, type HotelListItem, type HotelListResponse, type Locale } from '../../../contract'
import { HIDDEN_AMOUNT } from '../../../lib/money'
import { hotelListSearchSchema, staySearchOf, stayFromSearch, type HotelListSearch, type StayParams } from '../../../lib/stay-search'
import { hotelListInputOf, type HotelListInput } from '../api/hotel-list-input'
import { hotelAddress, hotelName, localized } from '../hotel-names'
import { MEAL_LABELS } from '../../../lib/meal-label'
import { PaintPage, PaintStars, renderPaint } from './first-paint-page'

// #9 LCP: a hotel list opened by URL (a shared link, a reload, a new tab) painted by the server
// before the app's JavaScript has arrived (first-paint.tsx). It shows what cannot be wrong
// before the app runs: the hotels, their pictures, stars, address and badges, with boxes where
// the search form, filters and prices will be (the reference currency is chosen in the
// browser). Card links are plain links, so they work before the app does.

/** Cards painted by the server: the screen's worth, as the app's list shows first. */
export const FIRST_PAINT_CARDS = 4

/** The URL search as the list route reads it (the router's parser, then its schema), when it names a destination. */
export function listSearchOf(searchStr: string): HotelListSearch | null {
  const parsed = hotelListSearchSchema.safeParse(defaultParseSearch(searchStr))
  return parsed.success && parsed.data.addressType && parsed.data.addressValue ? parsed.data : null
}

/** The app's request for the list. */
export function listRequestFor(search: HotelListSearch, now: Date): HotelListInput {
  // The browser's reference currency is unknown here: CNY (the default) fetches the same hotels,
  // and the painted cards carry no amount.
  return hotelListInputOf(search, DEFAULT_CURRENCY, now)
}

export type ListFirstPaintInput = { locale: Locale; search: HotelListSearch; response: HotelListResponse; now: Date }

/** Images to ask for ahead of everything else: the cards' pictures on screen first. */
export function listPaintImages(response: HotelListResponse): string[] {
  return response.hotels.slice(0, 2).map((h) => h.image)
}

export function renderHotelListFirstPaint(input: ListFirstPaintInput): Promise<string> {
  const stay = stayFromSearch(input.search, input.now)
  const { addressType, addressValue } = input.search
  const address = addressType && addressValue ? { type: addressType, value: addressValue } : undefined
  const href = (id: number) => `/${input.locale}/hotel/info/${id}${defaultStringifySearch(staySearchOf(stay, address))}`
  return renderPaint(input.locale, <FirstPaint locale={input.locale} response={input.response} stay={stay} href={href} />)
}

function FirstPaint({ locale, response, stay, href }: { locale: Locale; response: HotelListResponse; stay: StayParams; href: (id: number) => string }) {
  const { t } = useLingui()
  const total = response.total
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  return (
    <PaintPage locale={locale}>
      <div className="fp-box fp-search" />
      <div className="fp-grid">
        <div className="fp-box fp-aside">
          <div className="fp-aside-title">{t`Filters`}</div>
        </div>
        <div className="fp-results">
          <div className="fp-count-row">
            <h1 className="fp-count">
              <Plural value={total} one="# hotel found" other="# hotels found" />
            </h1>
            <div className="fp-box fp-sort" />
          </div>
          <ul className="fp-list">
            {response.hotels.slice(0, FIRST_PAINT_CARDS).map((hotel, index) => (
              <li key={hotel.hotelId}>
                <Card hotel={hotel} locale={locale} nights={nights} pricesHidden={response.pricesHidden} href={href(hotel.hotelId)} eager={index < 2} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PaintPage>
  )
}

function Card({ hotel, locale, nights, pricesHidden, href, eager }: { hotel: HotelListItem; locale: Locale; nights: number; pricesHidden: boolean; href: string; eager: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <div className="fp-card">
      <img className="fp-img" src={hotel.image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
      <div className="fp-body">
        <div className="fp-row">
          <div className="fp-stack">
            <a href={href}>
              <h2 className="fp-name">{hotelName(hotel, locale)}</h2>
            </a>
            <PaintStars stars={hotel.starRating} />
            <p className="fp-muted fp-address">
              {localized(hotel.cityNames, locale)} · <bdi>{hotelAddress(hotel, locale)}</bdi>
            </p>
            <div className="fp-badges">
              {hotel.hasFreeCancellation && <span className="fp-badge fp-green">{t`Free cancellation`}</span>}
              {hotel.mealTypes
                .filter((m) => m !== 'none')
                .map((m) => (
                  <span key={m} className="fp-badge fp-blue">
                    {i18n._(MEAL_LABELS[m])}
                  </span>
                ))}
            </div>
          </div>
          <div className="fp-price">
            {hotel.available || pricesHidden ? (
              <>
                <p className="fp-muted fp-small">{t`Lowest total from`}</p>
                {pricesHidden ? <span className="fp-amount">{HIDDEN_AMOUNT}</span> : <span className="fp-amount-box" />}
                <p className="fp-muted fp-small">
                  <Plural value={nights} one="for # night, taxes included" other="for # nights, taxes included" />
                </p>
              </>
            ) : (
              <span className="fp-badge fp-red">{hotel.roomsFit === false ? t`No room for this many guests` : t`Sold out`}</span>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
