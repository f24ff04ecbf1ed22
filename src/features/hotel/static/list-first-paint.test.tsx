// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { HotelListItem, HotelListResponse } from '../../../contract'
import { missingMessages } from '../../../lib/i18n/server-i18n'
import { rawIds } from '../../../test/raw-ids'
import { FIRST_PAINT_CARDS, listPaintImages, listRequestFor, listSearchOf, renderHotelListFirstPaint } from './list-first-paint'

// #9 LCP: the hotel list's first paint, rendered with the real catalogs as the server does.

const NOW = new Date('2026-11-24T03:00:00Z')
const SEARCH = '?addressType=region&addressValue=100001&checkIn=2026-12-24&checkOut=2026-12-26&adult=2&room=1&nation=CN'

function hotel(id: number, over: Partial<HotelListItem> = {}): HotelListItem {
  return {
    hotelId: id,
    nameEn: `Harbour <b>Hotel</b> ${id}`,
    nameZh: `海港酒店${id}`,
    starRating: 4,
    addressEn: '1 Bund Road',
    addressZh: '外滩路1号',
    cityNames: { 'en-US': 'Shanghai', 'zh-CN': '上海', ja: '上海', ko: '상하이', es: 'Shanghái', ar: 'شنغهاي' },
    image: `/static/img/hotel/${id}/1.svg`,
    lat: 31.2,
    lng: 121.5,
    lowestPrice: { totalPrice: 1234.5, currencyCode: 'CNY' },
    available: true,
    roomsFit: true,
    hasFreeCancellation: true,
    mealTypes: ['breakfast'],
    ...over,
  }
}

function response(over: Partial<HotelListResponse> = {}): HotelListResponse {
  const hotels = [
    hotel(1),
    hotel(2, { available: false, lowestPrice: null, hasFreeCancellation: false, mealTypes: ['none'] }),
    hotel(3, { available: false, roomsFit: false, lowestPrice: null }),
    ...[4, 5, 6].map((id) => hotel(id)),
  ]
  return { total: 63, pageNum: 1, pageSize: 10, currency: 'CNY', pricesHidden: false, hotels, ...over }
}

async function paint(locale: 'en-US' | 'zh-CN' | 'ar' | 'ja' | 'ko' | 'es', res = response()) {
  const html = await renderHotelListFirstPaint({ locale, search: listSearchOf(SEARCH)!, response: res, now: NOW })
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
}

describe('hotel list first paint', () => {
  it('asks for the list as the app does: the URL search, CNY, the page size; nothing without a destination', () => {
    expect(listRequestFor(listSearchOf(SEARCH)!, NOW)).toEqual({
      checkIn: '2026-12-24',
      checkOut: '2026-12-26',
      adultNum: 2,
      roomNum: 1,
      childNum: 0,
      childrenAges: [],
      nation: 'CN',
      addressType: 'region',
      addressValue: '100001',
      currency: 'CNY',
      filters: {},
      sort: 'recommended',
      pageNum: 1,
      pageSize: 10,
    })
    expect(listRequestFor(listSearchOf('?stars=5&sort=price_asc&pageNum=2&' + SEARCH.slice(1))!, NOW)).toMatchObject({ filters: { stars: [5] }, sort: 'price_asc', pageNum: 2 })
    expect(listSearchOf('?checkIn=2026-12-24')).toBeNull()
    expect(listSearchOf('')).toBeNull()
  })

  it('shows the first cards with their names, links, stars and badges, but no amount', async () => {
    const doc = await paint('en-US')
    const cards = [...doc.querySelectorAll('.fp-card')]
    expect(cards).toHaveLength(FIRST_PAINT_CARDS)
    expect(doc.querySelector('h1')?.textContent).toBe('63 hotels found')
    // Text from the API is text, never markup.
    expect(cards[0]?.querySelector('h2')?.textContent).toBe('Harbour <b>Hotel</b> 1')
    expect(doc.querySelector('.fp-card b')).toBeNull()
    const link = cards[0]?.querySelector('a')?.getAttribute('href') ?? ''
    expect(link.startsWith('/en-US/hotel/info/1?')).toBe(true)
    expect(Object.fromEntries(new URL(link, 'http://x').searchParams)).toMatchObject({ checkIn: '2026-12-24', checkOut: '2026-12-26', adult: '2', room: '1', addressType: 'region', addressValue: '100001' })
    expect(cards[0]?.querySelector('[role=img]')?.getAttribute('aria-label')).toBe('4 stars')
    expect([...(cards[0]?.querySelectorAll('.fp-badge') ?? [])].map((b) => b.textContent)).toEqual(['Free cancellation', 'Breakfast included'])
    expect(cards[0]?.textContent).toContain('for 2 nights, taxes included')
    // The reference currency is the browser's: no amount until the app shows it.
    expect(doc.body.textContent).not.toMatch(/1,234|CNY/)
    expect(cards[1]?.textContent).toContain('Sold out')
    // No room type takes the guests: said so, not "sold out".
    expect(cards[2]?.textContent).toContain('No room for this many guests')
    expect(cards[2]?.textContent).not.toContain('Sold out')
    expect(cards[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high')
    expect(cards[2]?.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(listPaintImages(response())).toEqual(['/static/img/hotel/1/1.svg', '/static/img/hotel/2/1.svg'])
  })

  it('shows dashes where prices are withheld (§6)', async () => {
    const doc = await paint('en-US', response({ pricesHidden: true, hotels: [hotel(1, { lowestPrice: null })] }))
    expect(doc.querySelector('.fp-amount')?.textContent).toBe('--')
  })

  it('is translated in all six locales, right to left in Arabic, Chinese names in zh-CN', async () => {
    const en = await paint('en-US')
    for (const locale of ['zh-CN', 'ar', 'ja', 'ko', 'es'] as const) {
      const doc = await paint(locale)
      expect(doc.querySelector('.fp')?.getAttribute('lang')).toBe(locale)
      expect(doc.querySelector('h1')?.textContent, locale).not.toBe(en.querySelector('h1')?.textContent)
      expect(doc.querySelector('.fp-badge')?.textContent, locale).not.toBe('Free cancellation')
      expect(rawIds(doc), locale).toEqual([])
    }
    expect((await paint('ar')).querySelector('.fp')?.getAttribute('dir')).toBe('rtl')
    expect((await paint('zh-CN')).querySelector('h2')?.textContent).toBe('海港酒店1')
    expect(missingMessages()).toEqual([])
  })
})
