import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { hotels, orders } from '../db/schema'
import { releaseAllotment } from '../domain/orders/allotment'
import { cancelStep, expireUnpaid } from '../domain/orders/cancel'
import { purgeExpiredIdempotencyKeys } from '../domain/orders/idempotency'
import { refundOrder } from '../domain/orders/payments'
import { transitionOrder, type OrderRow } from '../domain/orders/transition'
import { beijingToday } from '../domain/rates-dates'
import { repeatEvery, type Repeating } from './repeat'

// The order scheduler (issue #5): the simulated supplier confirms paid orders, cancellations
// make progress, stays complete after check-out and unpaid orders expire at their deadline.
//
// Safe with several server instances on one PostgreSQL: each piece of work is claimed
// inside its own transaction with SELECT … FOR UPDATE SKIP LOCKED, so two instances never
// take the same order, and a crash mid-way rolls that order back for the next tick. PGlite
// has one connection, so there it is trivially serial. Tests call runSchedulerOnce() with
// an explicit clock instead of starting the timer.

export type SchedulerTimings = Pick<Config, 'cancelStepDelayMs'>
export type SchedulerReport = { confirmed: number; confirmFailed: number; cancelSteps: number; completed: number; expired: number; purgedKeys: number }

/** Most orders one job handles per tick, so a backlog cannot starve the others. */
const BATCH = 200

type Job = { where: (now: Date) => SQL; order: SQL; run: (tx: Db, row: OrderRow, now: Date) => Promise<keyof SchedulerReport> }

function jobs(t: SchedulerTimings): Job[] {
  return [
    {
      // Supplier answer for paid orders whose confirmation is due.
      where: (now) => and(eq(orders.status, 'PENDING'), lte(orders.supplierConfirmDueAt, now)) as SQL,
      order: asc(orders.supplierConfirmDueAt),
      run: supplierAnswer,
    },
    {
      where: (now) => and(inArray(orders.cancelStatus, ['WAITING', 'IN_PROGRESS']), lte(orders.cancelDueAt, now)) as SQL,
      order: asc(orders.cancelDueAt),
      run: async (tx, row, now) => {
        await cancelStep(tx, row, now, t.cancelStepDelayMs)
        return 'cancelSteps'
      },
    },
    {
      // After check-out (Beijing date), unless a cancellation is under way.
      where: (now) =>
        and(eq(orders.status, 'CONFIRMED'), sql`${orders.checkOut} <= ${beijingToday(now)}::date`, or(isNull(orders.cancelStatus), eq(orders.cancelStatus, 'FAILURE'))) as SQL,
      order: asc(orders.checkOut),
      run: async (tx, row, now) => {
        await transitionOrder(tx, row.id, 'CHECKED_OUT', 'checked_out', {}, now)
        return 'completed'
      },
    },
    {
      where: (now) => and(eq(orders.status, 'UNPAID'), lte(orders.payDeadline, now)) as SQL,
      order: asc(orders.payDeadline),
      run: async (tx, row, now) => {
        await expireUnpaid(tx, row, now)
        return 'expired'
      },
    },
  ]
}

/** The simulated supplier: confirms with two numbers, or refuses for hotels set to always fail. */
async function supplierAnswer(tx: Db, row: OrderRow, now: Date): Promise<keyof SchedulerReport> {
  const [hotel] = await tx.select({ behavior: hotels.supplierBehavior }).from(hotels).where(eq(hotels.id, row.hotelId)).limit(1)
  if (hotel?.behavior === 'always_fail_confirm') {
    const failed = await transitionOrder(tx, row.id, 'SUPPLIER_FAILED', 'supplier_refused', { supplierConfirmDueAt: null, penaltyAmount: '0' }, now)
    await releaseAllotment(tx, { roomTypeId: row.roomTypeId, checkIn: row.checkIn, nights: row.nights, rooms: row.roomNum })
    // Automatic full refund to the original payment route.
    await refundOrder(tx, failed, Number(failed.paidAmount), 'confirm_failed', now)
    return 'confirmFailed'
  }
  await transitionOrder(
    tx,
    row.id,
    'SUPPLIER_CONFIRMED',
    'supplier_confirmed',
    {
      supplierConfirmDueAt: null,
      supplierOrderNum: `SUP${String(row.id).padStart(9, '0')}`,
      confirmationNum: String(randomInt(10_000_000, 99_999_999)),
    },
    now,
  )
  return 'confirmed'
}

/** Claims one due order (SKIP LOCKED) and runs the job on it in one transaction; false when none is due. */
async function runOne(db: Db, job: Job, now: Date, report: SchedulerReport): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(job.where(now)).orderBy(job.order).limit(1).for('update', { skipLocked: true })
    if (!row) return false
    report[await job.run(tx, row, now)]++
    return true
  })
}

/** One pass over every job at instant `now`. */
export async function runSchedulerOnce(db: Db, now: Date = new Date(), timings: SchedulerTimings = { cancelStepDelayMs: 3000 }): Promise<SchedulerReport> {
  const report: SchedulerReport = { confirmed: 0, confirmFailed: 0, cancelSteps: 0, completed: 0, expired: 0, purgedKeys: 0 }
  for (const job of jobs(timings)) {
    let n = 0
    while (n < BATCH && (await runOne(db, job, now, report))) n++
  }
  report.purgedKeys = await purgeExpiredIdempotencyKeys(db, now)
  return report
}

export type Scheduler = Repeating

/** Runs the scheduler every SCHEDULER_INTERVAL_MS until stopped; a failing pass is logged and retried next tick. */
export function startScheduler(db: Db, config: Pick<Config, 'schedulerIntervalMs' | 'cancelStepDelayMs'>, logger: Pick<Logger, 'error' | 'debug'>): Scheduler {
  return repeatEvery({ firstMs: config.schedulerIntervalMs, intervalMs: config.schedulerIntervalMs }, async () => {
    try {
      const report = await runSchedulerOnce(db, new Date(), config)
      if (Object.values(report).some((n) => n > 0)) logger.debug({ scheduler: report }, 'scheduler pass')
    } catch (err: unknown) {
      logger.error({ err }, 'scheduler pass failed')
    }
  })
}
