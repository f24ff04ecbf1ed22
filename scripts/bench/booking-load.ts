import { randomUUID } from 'node:crypto'
import type { BenchContext, BenchRequest } from './endpoints'

// create_order in the mixed load (issue #9 "book"). A booking needs a bookable rate and
// today's exact total, so prepare() reads the rate search of a spread of hotels and dates
// once and keeps the offers with the rooms they have left; each create_order takes the next
// offer that still has a room (tracked per room type and night, as the server counts), with a
// fresh Idempotency-Key. Spreading over many hotels and dates keeps SOLD_OUT answers away.

type Offer = { hotelId: number; roomTypeId: number; ratePlanId: number; checkIn: string; checkOut: string; total: number; stock: string }

const offers: Offer[] = []
const left = new Map<string, number>()
let next = 0
let preparedFor = ''

const HOTELS = 60
const DATES = 12

function day(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
}

type RateSearch = { data?: { roomTypes?: Array<{ rateInfos: Array<{ sid: string; totalPrice: number | null; bookable: boolean; allotment: number }> }> } }

/** Reads the offers (rate search of HOTELS hotels × DATES one-night stays), once per server. */
export async function prepareBookings(url: string, token: string): Promise<void> {
  if (preparedFor === url && offers.length) return
  // Another server (the PostgreSQL run after the PGlite one) has its own bookings.
  preparedFor = url
  offers.length = 0
  left.clear()
  next = 0
  for (let d = 0; d < DATES; d++) {
    const checkIn = day(40 + d * 7)
    const checkOut = day(41 + d * 7)
    for (let hotelId = 1; hotelId <= HOTELS; hotelId++) {
      const res = await fetch(`${url}/room_rate/v2/search/${hotelId}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ checkIn, checkOut, adultNum: 1, childNum: 0, childrenAges: [], roomNum: 1, nation: 'CN', currency: 'CNY' }),
      }).catch(() => null)
      if (!res?.ok) continue
      const body = (await res.json()) as RateSearch
      for (const rt of body.data?.roomTypes ?? []) {
        for (const r of rt.rateInfos) {
          const [h, roomTypeId, ratePlanId] = r.sid.split(':').map(Number) as [number, number, number]
          if (!r.bookable || r.totalPrice === null) continue
          const stock = `${roomTypeId}|${checkIn}`
          left.set(stock, r.allotment)
          offers.push({ hotelId: h, roomTypeId, ratePlanId, checkIn, checkOut, total: r.totalPrice, stock })
        }
      }
    }
  }
}

function takeOffer(): Offer | undefined {
  for (let i = 0; i < offers.length; i++) {
    const o = offers[next++ % offers.length] as Offer
    const n = left.get(o.stock) ?? 0
    if (n > 0) {
      left.set(o.stock, n - 1)
      return o
    }
  }
  return undefined
}

/** The next create_order request (a one-room, one-adult booking with a new Idempotency-Key). */
export function createOrderRequest(_ctx: BenchContext): BenchRequest {
  // Out of offers (or none found): send them anyway; the server's 409 SOLD_OUT / 400 is then
  // counted as an error (or the probe reports the step as rejected), never hidden.
  const o = takeOffer() ?? offers[0]
  if (!o) return { method: 'POST', path: '/booking/v2/create_order', headers: { 'Idempotency-Key': randomUUID() }, json: {} }
  return {
    method: 'POST',
    path: '/booking/v2/create_order',
    headers: { 'Idempotency-Key': randomUUID() },
    json: {
      hotelId: o.hotelId,
      roomTypeId: o.roomTypeId,
      roomId: o.ratePlanId,
      checkIn: o.checkIn,
      checkOut: o.checkOut,
      roomNum: 1,
      nation: 'CN',
      currencyCode: 'CNY',
      totalPrice: o.total,
      contactsInfo: { firstName: 'Load', lastName: 'Tester', phone: '+86 138 0000 0000' },
      roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Bench', lastName: 'Guest', type: 'ADU' }] }],
      specialRequests: '',
    },
  }
}
