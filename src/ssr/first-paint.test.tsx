// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { firstPaintOf } from './first-paint'

// #9 LCP: which pages the server paints, with which API call, and when it shows nothing.

const NOW = new Date('2026-11-24T03:00:00Z')
const SEARCH = '?addressType=region&addressValue=100001&checkIn=2026-12-24&checkOut=2026-12-26&adult=2&room=1&nation=CN'
const of = (path: string, search = SEARCH) => firstPaintOf({ locale: 'en-US', path, search, now: NOW, loggedIn: true })

describe('first paint pages', () => {
  it('asks hotel_list for a list with a destination and the hotel facts for a hotel page', () => {
    expect(of('/hotel/list')?.request).toMatchObject({ method: 'POST', path: '/room_rate/v3/hotel_list', body: { addressValue: '100001', currency: 'CNY', pageSize: 10 } })
    expect(of('/hotel/info/42', '')?.request).toEqual({ method: 'GET', path: '/static/v2/hotel/42' })
    expect(of('/hotel/info/42/')?.request?.path).toBe('/static/v2/hotel/42')
  })

  it('paints the login form for visitors, from nothing but the locale; agents are sent on by the app', async () => {
    const login = firstPaintOf({ locale: 'zh-CN', path: '/login', search: '?from=%2Forder', now: NOW, loggedIn: false })
    expect(login?.request).toBeUndefined()
    const painted = await login!.render(undefined)
    expect(painted?.images).toEqual([])
    expect(painted?.markup).toContain('data-paint-form="login"')
    expect(painted?.markup).toContain('登录')
    expect(firstPaintOf({ locale: 'en-US', path: '/login/', search: '', now: NOW, loggedIn: false })).not.toBeNull()
    expect(of('/login', '')).toBeNull()
    expect(firstPaintOf({ locale: 'en-US', path: '/login/x', search: '', now: NOW, loggedIn: false })).toBeNull()
  })

  it('paints nothing elsewhere: other pages, a list without a destination, an id the app calls 404', () => {
    for (const path of ['/', '/order', '/hotel', '/hotel/list/x', '/hotel/info/0', '/hotel/info/abc', '/hotel/info/12345678901', '/book/1']) expect(of(path), path).toBeNull()
    expect(of('/hotel/list', '?checkIn=2026-12-24')).toBeNull()
  })

  it('shows nothing for an answer that breaks the contract or lists no hotel', async () => {
    const list = of('/hotel/list')!
    expect(await list.render({ total: 0, pageNum: 1, pageSize: 10, currency: 'CNY', pricesHidden: false, hotels: [] })).toBeNull()
    expect(await list.render({ hotels: 'nope' })).toBeNull()
    expect(await of('/hotel/info/42')!.render(null)).toBeNull()
  })
})
