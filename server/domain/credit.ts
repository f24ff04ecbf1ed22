import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { creditAccounts, creditLedger, type LedgerKind } from '../db/schema'

// §1: available credit = fixed credit + temporary credit (zero once expired) + cumulative
// top-ups − cumulative consumption (+ refunds, which return consumption, and signed
// adjustments). Computed from the account row and the ledger, never stored as a balance.
// Arithmetic is in integer cents so sums of numeric(14,2) values stay exact.

export type CreditInputs = {
  fixedCredit: string | number
  tempCredit: string | number
  tempCreditExpiresAt: Date | null
  /** Ledger sums by kind (any missing kind counts as 0). */
  totals: Partial<Record<LedgerKind, string | number>>
}

export type CreditFigures = {
  fixedCredit: number
  /** The temporary credit as granted (see tempCreditActive). */
  tempCredit: number
  tempCreditActive: boolean
  tempCreditExpiresAt: Date | null
  topups: number
  consumed: number
  refunds: number
  adjustments: number
  available: number
}

const toCents = (v: string | number | undefined): number => (v === undefined ? 0 : Math.round(Number(v) * 100))
const fromCents = (c: number): number => c / 100

export function computeCredit(input: CreditInputs, now: Date): CreditFigures {
  const fixed = toCents(input.fixedCredit)
  const temp = toCents(input.tempCredit)
  // A temporary credit without an expiry date never expires.
  const tempActive = input.tempCreditExpiresAt === null || input.tempCreditExpiresAt.getTime() > now.getTime()
  const topups = toCents(input.totals.topup)
  const consumed = toCents(input.totals.consume)
  const refunds = toCents(input.totals.refund)
  const adjustments = toCents(input.totals.adjust)
  return {
    fixedCredit: fromCents(fixed),
    tempCredit: fromCents(temp),
    tempCreditActive: tempActive,
    tempCreditExpiresAt: input.tempCreditExpiresAt,
    topups: fromCents(topups),
    consumed: fromCents(consumed),
    refunds: fromCents(refunds),
    adjustments: fromCents(adjustments),
    available: fromCents(fixed + (tempActive ? temp : 0) + topups - consumed + refunds + adjustments),
  }
}

/** The agency's credit figures and currency, or null when it has no credit account. */
export async function agencyCredit(
  db: Db,
  agencyId: number,
  now = new Date(),
): Promise<(CreditFigures & { currency: string }) | null> {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.agencyId, agencyId)).limit(1)
  if (!account) return null
  const sums = await db
    .select({ kind: creditLedger.kind, total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text` })
    .from(creditLedger)
    .where(eq(creditLedger.agencyId, agencyId))
    .groupBy(creditLedger.kind)
  const totals: Partial<Record<LedgerKind, string>> = {}
  for (const row of sums) totals[row.kind] = row.total
  return {
    ...computeCredit(
      {
        fixedCredit: account.fixedCredit,
        tempCredit: account.tempCredit,
        tempCreditExpiresAt: account.tempCreditExpiresAt,
        totals,
      },
      now,
    ),
    currency: account.currency,
  }
}
