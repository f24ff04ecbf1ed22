import { randomBytes } from 'node:crypto'
import type { Db } from '../client'
import { appMeta, coupons } from '../schema'

// Demo coupons (§5, issue #6): for Blue Lantern Travel (demo_agent) a valid one, an expired
// one, one with a high minimum order amount, one for a single hotel; a couple for Maple
// Route Tours; and one unassigned code any agency may redeem. Face values in CNY.

const DAY = 86_400_000

type CouponSeed = { code: string; agency: string | null; face: string; min: string; fromDays: number; toDays: number; hotelIds?: number[] }

export const SEED_COUPONS: readonly CouponSeed[] = [
  { code: 'WELCOME50', agency: 'BLT001', face: '50.00', min: '200.00', fromDays: -30, toDays: 180 },
  { code: 'SAVE100', agency: 'BLT001', face: '100.00', min: '500.00', fromDays: -30, toDays: 180 },
  { code: 'BIGSTAY300', agency: 'BLT001', face: '300.00', min: '100000.00', fromDays: -30, toDays: 180 },
  { code: 'SUMMER20', agency: 'BLT001', face: '20.00', min: '0.00', fromDays: -200, toDays: -10 },
  { code: 'HOTEL1-80', agency: 'BLT001', face: '80.00', min: '0.00', fromDays: -30, toDays: 180, hotelIds: [1] },
  { code: 'MAPLE60', agency: 'MPL002', face: '60.00', min: '300.00', fromDays: -30, toDays: 180 },
  { code: 'MAPLE15', agency: 'MPL002', face: '15.00', min: '0.00', fromDays: -30, toDays: 90 },
  { code: 'REDEEM88', agency: null, face: '88.00', min: '400.00', fromDays: -1, toDays: 365 },
]

/**
 * Demo coupons plus the payment signing secret (used when PAYMENT_SECRET is not set), so the
 * first payment request does not have to write it (domain/payments/signing.ts creates it
 * lazily only for databases seeded before this existed).
 */
export async function seedPayments(tx: Db, agencyIdOf: (code: string) => number, now: Date): Promise<number> {
  await tx.insert(appMeta).values({ key: 'payment_secret', value: randomBytes(32).toString('base64url'), updatedAt: now }).onConflictDoNothing()
  await tx.insert(coupons).values(
    SEED_COUPONS.map((c) => ({
      code: c.code,
      agencyId: c.agency === null ? null : agencyIdOf(c.agency),
      faceValue: c.face,
      minOrderAmount: c.min,
      currency: 'CNY',
      hotelIds: c.hotelIds ?? null,
      validFrom: new Date(now.getTime() + c.fromDays * DAY),
      validTo: new Date(now.getTime() + c.toDays * DAY),
      redeemedAt: c.agency === null ? null : now,
      createdAt: now,
    })),
  )
  return SEED_COUPONS.length
}
