import type { Db } from '../db/client'
import { preparedRows, type PreparedStatement } from '../db/prepared'
import { LEDGER_KINDS, type LedgerKind } from '../db/schema'

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

/**
 * The account row and its ledger sums in one prepared statement (db/prepared.ts): user_info
 * asks for it on every page load, and as two drizzle queries it cost ~1.4 ms on PGlite (#9).
 * Amounts come back as text (exact), the expiry as epoch milliseconds.
 */
const AGENCY_CREDIT: PreparedStatement = {
  name: 'b2b_agency_credit_v1',
  types: ['int'],
  text:
    'select a.fixed_credit::text as fixed_credit, a.temp_credit::text as temp_credit, ' +
    '(extract(epoch from a.temp_credit_expires_at) * 1000)::float8 as temp_expires_ms, a.currency, ' +
    LEDGER_KINDS.map((k) => `coalesce(sum(l.amount) filter (where l.kind = '${k}'), 0)::text as ${k}`).join(', ') +
    ' from credit_accounts a left join credit_ledger l on l.agency_id = a.agency_id where a.agency_id = $1 group by a.agency_id',
}

type CreditRow = { fixed_credit: string; temp_credit: string; temp_expires_ms: number | null; currency: string } & Record<LedgerKind, string>

/** The agency's credit figures and currency, or null when it has no credit account. */
export async function agencyCredit(
  db: Db,
  agencyId: number,
  now = new Date(),
): Promise<(CreditFigures & { currency: string }) | null> {
  const [row] = await preparedRows<CreditRow>(db, AGENCY_CREDIT, [agencyId])
  if (!row) return null
  const totals: Partial<Record<LedgerKind, string>> = {}
  for (const kind of LEDGER_KINDS) totals[kind] = row[kind]
  return {
    ...computeCredit(
      {
        fixedCredit: row.fixed_credit,
        tempCredit: row.temp_credit,
        tempCreditExpiresAt: row.temp_expires_ms === null ? null : new Date(row.temp_expires_ms),
        totals,
      },
      now,
    ),
    currency: row.currency,
  }
}
