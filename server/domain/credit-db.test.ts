import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agencies, creditAccounts, creditLedger } from '../db/schema'
import { createTestDb, type TestDb } from '../test/test-db'
import { agencyCredit } from './credit'

// agencyCredit reads the account and its ledger in one prepared statement (db/prepared.ts)
// outside a transaction and the same text inlined inside one: both must give the §1 figures.

let t: TestDb
let agencyId: number

beforeAll(async () => {
  t = await createTestDb({ seed: false })
  const [agency] = await t.db.insert(agencies).values({ code: 'CRD001', name: 'Credit Test Travel' }).returning({ id: agencies.id })
  agencyId = agency!.id
  await t.db.insert(creditAccounts).values({ agencyId, fixedCredit: '1000.10', tempCredit: '200.05', tempCreditExpiresAt: new Date('2030-01-01T00:00:00.123Z'), currency: 'USD' })
  await t.db.insert(creditLedger).values([
    { agencyId, kind: 'topup', amount: '50.01' },
    { agencyId, kind: 'topup', amount: '0.02' },
    { agencyId, kind: 'consume', amount: '300.33' },
    { agencyId, kind: 'refund', amount: '100.11' },
    { agencyId, kind: 'adjust', amount: '-10.01' },
  ])
})
afterAll(() => t.destroy())

const before = new Date('2029-12-31T00:00:00Z')
const after = new Date('2030-01-02T00:00:00Z')

describe('agencyCredit on the database', () => {
  it('sums every ledger kind exactly and keeps the temporary credit until it expires', async () => {
    const figures = await agencyCredit(t.db, agencyId, before)
    expect(figures).toEqual({
      fixedCredit: 1000.1,
      tempCredit: 200.05,
      tempCreditActive: true,
      tempCreditExpiresAt: new Date('2030-01-01T00:00:00.123Z'),
      topups: 50.03,
      consumed: 300.33,
      refunds: 100.11,
      adjustments: -10.01,
      available: 1039.95,
      currency: 'USD',
    })
    const expired = await agencyCredit(t.db, agencyId, after)
    expect(expired).toMatchObject({ tempCreditActive: false, available: 839.9 })
  })

  it('gives the same figures inside a transaction', async () => {
    const outside = await agencyCredit(t.db, agencyId, before)
    const inside = await t.db.transaction((tx) => agencyCredit(tx, agencyId, before))
    expect(inside).toEqual(outside)
  })

  it('counts an account without ledger rows or expiry, and answers null without an account', async () => {
    const [other] = await t.db.insert(agencies).values({ code: 'CRD002', name: 'No Ledger Travel' }).returning({ id: agencies.id })
    expect(await agencyCredit(t.db, other!.id, before)).toBeNull()
    await t.db.insert(creditAccounts).values({ agencyId: other!.id, fixedCredit: '5', tempCredit: '1', tempCreditExpiresAt: null })
    expect(await agencyCredit(t.db, other!.id, after)).toMatchObject({ available: 6, tempCreditActive: true, tempCreditExpiresAt: null, topups: 0, consumed: 0, currency: 'CNY' })
    await t.db.delete(creditAccounts).where(eq(creditAccounts.agencyId, other!.id))
  })
})
