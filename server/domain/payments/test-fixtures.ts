import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { agencies, orders, users } from '../../db/schema'
import type { OrderRow } from '../orders/transition'
import { createSession } from '../../http/session'

// Test helpers for the payments suites: UNPAID orders written directly (the booking flow has
// its own tests) and sessions without the login throttle.

export async function userByName(db: Db, username: string): Promise<{ id: number; agencyId: number }> {
  const [u] = await db.select({ id: users.id, agencyId: users.agencyId }).from(users).where(eq(users.username, username))
  if (!u || u.agencyId === null) throw new Error(`no user ${username}`)
  return { id: u.id, agencyId: u.agencyId }
}

export async function agencyIdOf(db: Db, code: string): Promise<number> {
  const [a] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code))
  if (!a) throw new Error(`no agency ${code}`)
  return a.id
}

export async function bearer(db: Db, username: string): Promise<Record<string, string>> {
  const u = await userByName(db, username)
  const s = await createSession(db, u.id, { ip: null, userAgent: 'payments-test' })
  return { Authorization: `Bearer ${s.token}` }
}

export type OrderSeed = { username?: string; base?: string; currency?: string; checkIn?: string; hotelId?: number; status?: OrderRow['status']; payDeadline?: Date | null }

export async function insertOrder(db: Db, seed: OrderSeed = {}): Promise<OrderRow> {
  const u = await userByName(db, seed.username ?? 'demo_agent')
  const n = randomBytes(4).readUInt32BE(0) % 1_000_000
  const checkIn = seed.checkIn ?? '2026-12-20'
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const base = seed.base ?? '1000.00'
  const [row] = await db
    .insert(orders)
    .values({
      orderNum: `HLT${String(n).padStart(6, '0')}${randomBytes(2).toString('hex')}`,
      serialNumber: `S${randomBytes(6).toString('hex')}`,
      agencyId: u.agencyId,
      userId: u.id,
      hotelId: seed.hotelId ?? 2,
      roomTypeId: 1,
      ratePlanId: 1,
      hotelNameEn: 'Test Harbour Hotel',
      hotelNameZh: '测试港湾酒店',
      roomTypeNameEn: 'Deluxe King',
      roomTypeNameZh: '豪华大床房',
      rateNameEn: 'Room only',
      rateNameZh: '不含早',
      checkIn,
      checkOut,
      nights: 1,
      roomNum: 1,
      nation: 'CN',
      contacts: { firstName: 'Wei', lastName: 'Lin', phone: '13800138000' },
      roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Ana', lastName: 'Ruiz', type: 'ADU' }] }],
      currency: seed.currency ?? 'CNY',
      baseTotal: base,
      totalPrice: base,
      dailyPrices: [{ date: checkIn, price: Number(base), taxAndFee: 0 }],
      refundable: true,
      cancelPolicy: [],
      status: seed.status ?? 'UNPAID',
      payDeadline: seed.payDeadline === undefined ? new Date(Date.now() + 3_600_000) : seed.payDeadline,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}

/** Sets the agency's credit so that exactly `available` CNY is available now. */
export async function setAvailableCredit(db: Db, agencyId: number, available: string): Promise<void> {
  await db.execute(sql`delete from credit_ledger where agency_id = ${agencyId}`)
  await db.execute(sql`update credit_accounts set fixed_credit = ${available}, temp_credit = 0, temp_credit_expires_at = null where agency_id = ${agencyId}`)
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
