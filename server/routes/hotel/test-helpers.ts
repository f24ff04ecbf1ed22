import { and, eq, inArray } from 'drizzle-orm'
import { envelopeSchema } from '../../../src/contract/envelope'
import type { z } from 'zod'
import { exchangeRates, hotels, ratePlans, roomTypes } from '../../db/schema'
import { cityId, SEED_CITIES } from '../../db/seed/cities'
import { roundMoney } from '../../domain/money'
import { baseAllotment, nightlyPrice } from '../../domain/pricing'
import { addDays, beijingToday, stayDates } from '../../domain/rates-dates'
import { login, type TestApp } from '../../test/harness'

// Shared by the hotel route tests: requests, logins and an independent re-computation of
// prices straight from the database rows and domain/pricing.ts (not from the catalogue).

export const ACCOUNTS = {
  agent: ['demo_agent', 'Harbor7Sky9'],
  sub: ['demo_sub', 'Lantern5Bay3'],
  viewer: ['demo_viewer', 'Pebble3Fox8'],
} as const

export async function bearer(t: TestApp, who: keyof typeof ACCOUNTS): Promise<Record<string, string>> {
  const [u, p] = ACCOUNTS[who]
  const { token } = await login(t, u, p)
  return { Authorization: `Bearer ${token}` }
}

export function cityIdOf(key: string): number {
  const i = SEED_CITIES.findIndex((c) => c.key === key)
  if (i < 0) throw new Error(`no seed city ${key}`)
  return cityId(i)
}

/** A check-in `days` from today's Beijing date. */
export function dayFromToday(days: number): string {
  return addDays(beijingToday(), days)
}

export async function call<T extends z.core.$ZodType>(
  t: TestApp,
  schema: T,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; data: z.infer<T> | null; body: { header: { code: number; message: string }; errors?: Array<{ field: string; message: string }> } }> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await t.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json = (await res.json()) as { header: { code: number; message: string }; data: unknown; errors?: Array<{ field: string; message: string }> }
  if (res.status !== 200) return { status: res.status, data: null, body: json }
  const parsed = envelopeSchema(schema).parse(json) as unknown as { data: unknown }
  return { status: res.status, data: parsed.data as z.infer<T>, body: json }
}

export type Occ = { adultNum: number; childNum: number; roomNum: number }

/**
 * Lowest whole-stay total of a hotel for the stay, from the rows: per night convert and round
 * room price and taxes (§9), sum, times rooms; bookable plans only (allotment_taken assumed empty;
 * `onlyRoomTypes` limits it to those room types, the others being sold out).
 */
export async function expectedLowest(t: TestApp, hotelId: number, checkIn: string, nights: number, occ: Occ, currency: string, onlyRoomTypes?: readonly number[]): Promise<number | null> {
  const db = t.db.db
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId))
  if (!hotel) throw new Error('no hotel')
  const rooms = await db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId))
  const plans = rooms.length ? await db.select().from(ratePlans).where(inArray(ratePlans.roomTypeId, rooms.map((r) => r.id))) : []
  const rateRows = await db.select().from(exchangeRates)
  const per = new Map(rateRows.map((r) => [r.code, Number(r.perCny)]))
  const conv = (x: number) =>
    hotel.currency === currency ? roundMoney(x, currency) : roundMoney((x / (per.get(hotel.currency) as number)) * (per.get(currency) as number), currency)
  const dates = stayDates(checkIn, nights)
  let best: number | null = null
  for (const room of rooms) {
    if (onlyRoomTypes && !onlyRoomTypes.includes(room.id)) continue
    if (occ.adultNum + occ.childNum > room.maxOccupancy || occ.childNum > room.maxChildren) continue
    if (Math.min(...dates.map((d) => baseAllotment(room, d))) < occ.roomNum) continue
    for (const plan of plans.filter((p) => p.roomTypeId === room.id)) {
      let perRoom = 0
      for (const d of dates) {
        const n = nightlyPrice(hotel, room, plan, d)
        perRoom += conv(n.price) + conv(n.taxAndFee)
      }
      const total = roundMoney(perRoom * occ.roomNum, currency)
      if (best === null || total < best) best = total
    }
  }
  return best
}

export async function hotelIdsOfCountry(t: TestApp, countryCode: string): Promise<number[]> {
  const rows = await t.db.db.select({ id: hotels.id }).from(hotels).where(and(eq(hotels.countryCode, countryCode)))
  return rows.map((r) => r.id)
}
