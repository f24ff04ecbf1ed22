// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { HotelStatic } from '../../../contract'
import { missingMessages } from '../../../lib/i18n/server-i18n'
import { rawIds } from '../../../test/raw-ids'
import { detailPaintImages, renderHotelDetailFirstPaint } from './detail-first-paint'

// #9 LCP: the hotel page's first paint, rendered with the real catalogs as the server does.

function hotel(images: number, over: Partial<HotelStatic> = {}): HotelStatic {
  return {
    id: 9,
    nameEn: 'Quay <i>House</i>',
    nameZh: '码头酒店',
    addressEn: '2 Quay Street',
    addressZh: '码头街2号',
    starRating: 5,
    lat: 31.234567,
    lng: 121.4,
    checkInTime: '14:00',
    checkOutTime: '12:00',
    phone: '+86 21 5555 0101',
    images: Array.from({ length: images }, (_, i) => `/static/img/hotel/9/${i + 1}.svg`),
    regionId: 100001,
    cityNames: { 'en-US': 'Shanghai', 'zh-CN': '上海', ja: '上海', ko: '상하이', es: 'Shanghái', ar: 'شنغهاي' },
    countryCode: 'CN',
    supplierCurrency: 'CNY',
    ...over,
  }
}

async function paint(locale: 'en-US' | 'zh-CN' | 'ar' | 'ja' | 'ko' | 'es', h = hotel(5), loggedIn = true) {
  const html = await renderHotelDetailFirstPaint({ locale, hotel: h, loggedIn })
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
}

describe('hotel detail first paint', () => {
  it("shows the hotel's name, stars, address, pictures and facts; rates wait for the app", async () => {
    const doc = await paint('en-US')
    expect(doc.querySelector('h1')?.textContent).toBe('Quay <i>House</i>')
    expect(doc.querySelector('h1 i')).toBeNull()
    expect(doc.querySelector('[role=img]')?.getAttribute('aria-label')).toBe('5 stars')
    expect(doc.querySelector('.fp-address')?.textContent).toBe('2 Quay Street')
    const imgs = [...doc.querySelectorAll('.fp-gallery img')]
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([1, 2, 3, 4, 5].map((n) => `/static/img/hotel/9/${n}.svg`))
    expect(imgs[0]?.getAttribute('alt')).toBe('Quay <i>House</i>')
    expect(imgs[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(imgs[1]?.getAttribute('loading')).toBe('lazy')
    expect([...doc.querySelectorAll('.fp-facts dd')].map((d) => d.textContent)).toEqual(['14:00', '12:00', '+86 21 5555 0101', '31.23457, 121.40000'])
    expect(doc.querySelector('h2')?.textContent).toBe('Rooms and rates')
    expect(doc.body.textContent).not.toMatch(/CNY/)
    expect(doc.querySelector('.fp-fav')).not.toBeNull()
    expect((await paint('en-US', hotel(5), false)).querySelector('.fp-fav')).toBeNull()
    expect(detailPaintImages(hotel(5))).toEqual(['/static/img/hotel/9/1.svg'])
  })

  it('frames the gallery as the app does for 1, 2-3 and 4-5 pictures', async () => {
    const frame = async (n: number) => {
      const doc = await paint('en-US', hotel(n))
      return [doc.querySelector('.fp-gallery')?.className, [...doc.querySelectorAll('.fp-gallery img')].map((i) => i.className)]
    }
    expect(await frame(1)).toEqual(['fp-gallery fp-gallery-1', ['fp-gallery-main']])
    expect(await frame(2)).toEqual(['fp-gallery fp-gallery-2', ['fp-gallery-main', 'fp-gallery-wide fp-gallery-tall']])
    expect(await frame(3)).toEqual(['fp-gallery fp-gallery-2', ['fp-gallery-main', '', '']])
    expect(await frame(4)).toEqual(['fp-gallery fp-gallery-4', ['fp-gallery-main', '', '', 'fp-gallery-wide']])
    expect((await paint('en-US', hotel(0))).querySelector('.fp-gallery')).toBeNull()
  })

  it('is translated in all six locales, right to left in Arabic, Chinese names in zh-CN', async () => {
    const en = await paint('en-US')
    for (const locale of ['zh-CN', 'ar', 'ja', 'ko', 'es'] as const) {
      const doc = await paint(locale)
      expect(doc.querySelector('h2')?.textContent, locale).not.toBe(en.querySelector('h2')?.textContent)
      expect(doc.querySelector('.fp-facts dt')?.textContent, locale).not.toBe('Check-in from')
      expect(rawIds(doc), locale).toEqual([])
    }
    expect((await paint('ar')).querySelector('.fp')?.getAttribute('dir')).toBe('rtl')
    expect((await paint('zh-CN')).querySelector('h1')?.textContent).toBe('码头酒店')
    expect(missingMessages()).toEqual([])
  })
})
