import { I18nProvider } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { DEFAULT_CURRENCY, isRtl, nightsBetween, type HotelListItem, type HotelListResponse, type Locale } from '../../../contract'
import { serverI18n } from '../../../lib/i18n/server-i18n'
import { HIDDEN_AMOUNT } from '../../../lib/money'
import { hotelListSearchSchema, staySearchOf, stayFromSearch, type StayParams } from '../../../lib/stay-search'
import { hotelListInputOf, type HotelListInput } from '../api/hotel-list-input'
import { hotelAddress, hotelName, localized } from '../hotel-names'
import { MEAL_LABELS } from '../meal-label'
// Inlined with the markup; sizes and colours follow the app's list page (theme tokens from index.html).
import css from './list-first-paint.css?raw'

// #9 LCP: a hotel list opened by URL (a shared link, a reload, a new tab) painted by the server
// before the app's JavaScript has arrived. The server puts this markup in index.html's root,
// where the boot shell was; the app replaces it on its first render, as it does the shell. It
// shows what cannot be wrong before the app runs: the hotels, their pictures, stars, address and
// badges, with boxes where the search form, filters and prices will be (the reference currency
// is chosen in the browser). Card links are plain links, so they work before the app does.

/** Cards painted by the server: the screen's worth, as the app's list shows first. */
export const FIRST_PAINT_CARDS = 4

/** The app's request for this URL search, or null when the page would not list hotels. */
export function listRequestFor(searchStr: string, now: Date): HotelListInput | null {
  const parsed = hotelListSearchSchema.safeParse(defaultParseSearch(searchStr))
  if (!parsed.success || !parsed.data.addressType || !parsed.data.addressValue) return null
  // The browser's reference currency is unknown here: CNY (the default) fetches the same hotels,
  // and the painted cards carry no amount.
  return hotelListInputOf(parsed.data, DEFAULT_CURRENCY, now)
}

export type ListFirstPaintInput = { locale: Locale; search: string; response: HotelListResponse; now: Date }

/** Images to ask for ahead of everything else: the cards' pictures on screen first. */
export function firstPaintImages(response: HotelListResponse): string[] {
  return response.hotels.slice(0, 2).map((h) => h.image)
}

export async function renderHotelListFirstPaint(input: ListFirstPaintInput): Promise<string> {
  const i18n = await serverI18n(input.locale)
  const parsed = hotelListSearchSchema.safeParse(defaultParseSearch(input.search))
  const stay = stayFromSearch(parsed.success ? parsed.data : {}, input.now)
  const address = parsed.success && parsed.data.addressType && parsed.data.addressValue ? { type: parsed.data.addressType, value: parsed.data.addressValue } : undefined
  const href = (id: number) => `/${input.locale}/hotel/info/${id}${defaultStringifySearch(staySearchOf(stay, address))}`
  const body = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <FirstPaint locale={input.locale} response={input.response} stay={stay} href={href} />
    </I18nProvider>,
  )
  return `<style>${css}</style>${body}`
}

function FirstPaint({ locale, response, stay, href }: { locale: Locale; response: HotelListResponse; stay: StayParams; href: (id: number) => string }) {
  const { t } = useLingui()
  const total = response.total
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  return (
    <div className="fp" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} aria-busy="true">
      <div className="fp-header">
        <img src="/favicon.svg" width="28" height="28" alt="" />
        Harborline
      </div>
      <div className="fp-main">
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
      </div>
    </div>
  )
}

function Card({ hotel, locale, nights, pricesHidden, href, eager }: { hotel: HotelListItem; locale: Locale; nights: number; pricesHidden: boolean; href: string; eager: boolean }) {
  const { t, i18n } = useLingui()
  const stars = hotel.starRating
  return (
    <div className="fp-card">
      <img className="fp-img" src={hotel.image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
      <div className="fp-body">
        <div className="fp-row">
          <div className="fp-stack">
            <a href={href}>
              <h2 className="fp-name">{hotelName(hotel, locale)}</h2>
            </a>
            {stars > 0 && (
              <span className="fp-stars" role="img" aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }) })}>
                {'★'.repeat(stars)}
              </span>
            )}
            <p className="fp-muted fp-address">
              {localized(hotel.cityNames, locale)} · {hotelAddress(hotel, locale)}
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
              <span className="fp-badge fp-red">{t`Sold out`}</span>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
