import { expect, type APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'

// Orders for the payment specs, made through the real API: rate search → create_order.

export function beijingDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

export type MadeOrder = { orderNum: string; totalPrice: number; checkIn: string }

export async function createOrderViaApi(request: APIRequestContext, token: string, opts: { daysAhead?: number; nights?: number; minTotal?: number } = {}): Promise<MadeOrder> {
  const checkIn = beijingDate(opts.daysAhead ?? 30)
  const checkOut = beijingDate((opts.daysAhead ?? 30) + (opts.nights ?? 1))
  const auth = { Authorization: `Bearer ${token}` }
  for (let hotelId = 2; hotelId < 40; hotelId++) {
    const res = await request.post(`/room_rate/v2/search/${hotelId}`, { headers: auth, data: { checkIn, checkOut, adultNum: 1, roomNum: 1, currency: 'CNY' } })
    if (res.status() !== 200) continue
    const body = await res.json()
    for (const rt of body.data.roomTypes) {
      for (const rate of rt.rateInfos) {
        if (!rate.bookable || rate.totalPrice === null || rate.totalPrice < (opts.minTotal ?? 0)) continue
        const [h, roomTypeId, roomId] = String(rate.sid).split(':').map(Number)
        const created = await request.post('/booking/v2/create_order', {
          headers: { ...auth, 'Idempotency-Key': randomUUID() },
          data: {
            hotelId: h,
            roomTypeId,
            roomId,
            checkIn,
            checkOut,
            roomNum: 1,
            currencyCode: 'CNY',
            totalPrice: rate.totalPrice,
            contactsInfo: { firstName: 'Mei', lastName: 'Chen', phone: '+86 138 0013 8000' },
            roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Ana', lastName: 'Ruiz', type: 'ADU' }] }],
          },
        })
        const json = await created.json()
        expect(created.status(), JSON.stringify(json.header)).toBe(200)
        return { orderNum: json.data.orderNum, totalPrice: json.data.totalPrice, checkIn }
      }
    }
  }
  throw new Error('no bookable rate found')
}

export async function availableCredit(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/b2b/credit/query_agent_credit_amount', { headers: { Authorization: `Bearer ${token}` }, data: {} })
  return (await res.json()).data.availCredit as number
}

export async function orderDetail(request: APIRequestContext, token: string, orderNum: string) {
  const res = await request.post('/booking/v2/order_detail', { headers: { Authorization: `Bearer ${token}` }, data: { orderNum } })
  return (await res.json()).data
}

export const cents = (n: number) => Math.round(n * 100)
