import { useLingui } from '@lingui/react/macro'
import type { HotelStatic, Locale } from '../../../contract'
import { hotelAddress, hotelName } from '../hotel-names'
import { PaintPage, PaintStars, renderPaint } from './first-paint-page'

// #9 LCP: the hotel detail page (§2 /hotel/info/{id}) painted by the server from the hotel's
// static facts (GET /static/v2/hotel/{id}): name, stars, address, the pictures as the app's
// gallery lays them out, and the facts box. Rates and the calendar depend on the browser's
// currency and come with the app: boxes mark their place. Same sizes as hotel-detail-view.tsx.

/** The gallery's frame by picture count, as components/hotel-gallery.tsx lays it out. */
function galleryClass(count: number): string {
  return count <= 1 ? 'fp-gallery fp-gallery-1' : count <= 3 ? 'fp-gallery fp-gallery-2' : 'fp-gallery fp-gallery-4'
}

export function renderHotelDetailFirstPaint(input: { locale: Locale; hotel: HotelStatic; loggedIn: boolean }): Promise<string> {
  return renderPaint(input.locale, <DetailPaint {...input} />)
}

/** The picture asked for ahead of everything else: the gallery's large one. */
export function detailPaintImages(hotel: HotelStatic): string[] {
  return hotel.images.slice(0, 1)
}

function DetailPaint({ locale, hotel, loggedIn }: { locale: Locale; hotel: HotelStatic; loggedIn: boolean }) {
  const { t } = useLingui()
  const name = hotelName(hotel, locale)
  const [first, ...rest] = hotel.images.slice(0, 5)
  return (
    <PaintPage locale={locale}>
      <div className="fp-title-row">
        <div className="fp-title">
          <h1 className="fp-hotel-name">{name}</h1>
          <div className="fp-meta">
            <PaintStars stars={hotel.starRating} />
            <p className="fp-muted fp-address">
              <bdi>{hotelAddress(hotel, locale)}</bdi>
            </p>
          </div>
        </div>
        {/* The favourite control (its state comes with the app). */}
        {loggedIn && <div className="fp-box fp-fav" />}
      </div>
      {first && (
        <div className={galleryClass(hotel.images.length)}>
          <img className="fp-gallery-main" src={first} alt={name} fetchPriority="high" />
          {rest.map((src, i) => (
            // Phones: an odd last picture takes the whole row; wider: a lone second one is full height.
            <img key={src} src={src} alt="" loading="lazy" className={[rest.length % 2 === 1 && i === rest.length - 1 && 'fp-gallery-wide', rest.length === 1 && 'fp-gallery-tall'].filter(Boolean).join(' ') || undefined} />
          ))}
        </div>
      )}
      <dl className="fp-box fp-facts">
        <div>
          <dt className="fp-muted fp-small">{t`Check-in from`}</dt>
          <dd>{hotel.checkInTime}</dd>
        </div>
        <div>
          <dt className="fp-muted fp-small">{t`Check-out until`}</dt>
          <dd>{hotel.checkOutTime}</dd>
        </div>
        <div>
          <dt className="fp-muted fp-small">{t`Phone`}</dt>
          {/* Inline and isolated: in ar the number reads left to right but sits at the start
              (right) like the other facts, as in the app's page. */}
          <dd className="fp-link">
            <span dir="ltr">{hotel.phone}</span>
          </dd>
        </div>
        <div>
          <dt className="fp-muted fp-small">{t`Location`}</dt>
          <dd className="fp-link">
            <span dir="ltr">
              {hotel.lat.toFixed(5)}, {hotel.lng.toFixed(5)}
            </span>
          </dd>
        </div>
      </dl>
      <div className="fp-rates-grid">
        <div>
          <h2 className="fp-section">{t`Rooms and rates`}</h2>
          <div className="fp-box fp-rates" />
        </div>
        <div className="fp-box fp-calendar" />
      </div>
    </PaintPage>
  )
}
