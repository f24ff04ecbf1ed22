import { Country } from 'country-state-city'
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '../../domain/passwords'
import type { Db } from '../client'
import {
  agencies,
  appMeta,
  creditAccounts,
  exchangeRates,
  hotels,
  ratePlans,
  regions,
  roomTypes,
  users,
} from '../schema'
import { DEMO_ACCOUNTS, SEED_AGENCIES } from './accounts'
import { createCatalogue, type CityContext, type HotelSeed, type RatePlanSeed, type RoomTypeSeed } from './catalogue'
import { seedBlogPosts } from './blog'
import { SEED_CITIES } from './cities'
import { seedPayments } from './payments'
import { SEED_RATES } from './exchange-rates'
import { buildRegionRows } from './regions'

// First-start seed: demo accounts, regions, the generated hotel catalogue and exchange
// rates. Runs in one transaction under an advisory lock and writes an app_meta marker last,
// so a seeded database is never seeded again and a crash leaves nothing half-done.

export const SEED_VERSION = 1
const SEED_LOCK_KEY = 727_270_001
const HOTELS_PER_FLUSH = 1000

export type SeedOptions = {
  hotels: number
  /** Clock for expiry dates (tests pin it). */
  now?: Date
}

export type SeedCounts = {
  agencies: number
  users: number
  regions: number
  hotels: number
  roomTypes: number
  ratePlans: number
  exchangeRates: number
}

export type SeedResult = { seeded: boolean; ms: number; counts: SeedCounts | null }

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, 'seed'))
  return rows.length > 0
}

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  // Blog articles are topped up on every start (seed/blog.ts), so older databases get them too.
  await seedBlogPosts(db)
  if (await isSeeded(db)) return { seeded: false, ms: performance.now() - started, counts: null }

  const now = options.now ?? new Date()
  // Work that needs no database happens before the lock is taken.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
  const regionRows = buildRegionRows(SEED_CITIES)

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    // Another process may have seeded while this one hashed passwords.
    if (await isSeeded(tx)) return null

    await tx.insert(exchangeRates).values(
      Object.entries(SEED_RATES).map(([code, perCny]) => ({ code, perCny: String(perCny), updatedAt: now })),
    )

    const agencyRows = await tx
      .insert(agencies)
      .values(SEED_AGENCIES.map(({ fixedCredit: _f, tempCredit: _t, tempCreditDays: _d, ...a }) => a))
      .returning({ id: agencies.id, code: agencies.code })
    const agencyId = new Map(agencyRows.map((a) => [a.code, a.id]))
    const idOf = (code: string) => {
      const id = agencyId.get(code)
      if (id === undefined) throw new Error(`Seed agency ${code} missing`)
      return id
    }

    await tx.insert(creditAccounts).values(
      SEED_AGENCIES.map((a) => ({
        agencyId: idOf(a.code),
        fixedCredit: a.fixedCredit,
        tempCredit: a.tempCredit,
        tempCreditExpiresAt: a.tempCreditDays === null ? null : new Date(now.getTime() + a.tempCreditDays * 86_400_000),
        currency: 'CNY',
        updatedAt: now,
      })),
    )

    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        username: a.username,
        passwordHash: passwordHashes[i] as string,
        agencyId: idOf(a.agencyCode),
        isMainUser: a.isMainUser,
        isSuperuser: a.isSuperuser,
        permissions: [...a.permissions],
        status: a.status,
        alwaysVerify: a.alwaysVerify,
        email: a.email,
        phone: a.phone,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordChangedAt: now,
        // Seeded as having logged in once (IP unknown), so §8 604 "first login" does not ask
        // every demo account for an emailed code; demo_verify always asks anyway.
        lastLoginAt: a.alwaysVerify ? null : now,
        createdAt: now,
      })),
    )

    // Demo coupons and the payment signing secret (payments issue).
    await seedPayments(tx, idOf, now)

    for (let i = 0; i < regionRows.length; i += 200) {
      await tx.insert(regions).values(regionRows.slice(i, i + 200))
    }

    const cityContexts: CityContext[] = SEED_CITIES.map((city) => {
      const row = regionRows.find((r) => r.type === 'city' && r.names['en-US'] === city.names['en-US'] && r.countryCode === city.country)
      if (!row || row.lat === null || row.lng === null) throw new Error(`Region row for ${city.key} missing`)
      return { id: row.id, city, lat: row.lat, lng: row.lng, phoneCode: Country.getCountryByCode(city.country)?.phonecode ?? '00' }
    })
    const catalogue = createCatalogue(cityContexts)
    let hotelBuf: HotelSeed[] = []
    let roomBuf: RoomTypeSeed[] = []
    let rateBuf: RatePlanSeed[] = []
    let roomCount = 0
    let rateCount = 0
    const flush = async () => {
      await insertChunks(tx, hotels, hotelBuf, 1000)
      await insertChunks(tx, roomTypes, roomBuf, 5000)
      await insertChunks(tx, ratePlans, rateBuf, 10000)
      roomCount += roomBuf.length
      rateCount += rateBuf.length
      hotelBuf = []
      roomBuf = []
      rateBuf = []
    }
    for (let id = 1; id <= options.hotels; id++) {
      const bundle = catalogue.hotel(id)
      hotelBuf.push(bundle.hotel)
      roomBuf.push(...bundle.roomTypes)
      rateBuf.push(...bundle.ratePlans)
      if (hotelBuf.length >= HOTELS_PER_FLUSH) await flush()
    }
    await flush()

    // Explicit ids were inserted into identity columns: move the sequences past them.
    for (const table of ['hotels', 'room_types', 'rate_plans']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
      )
    }

    const result: SeedCounts = {
      agencies: SEED_AGENCIES.length,
      users: DEMO_ACCOUNTS.length,
      regions: regionRows.length,
      hotels: options.hotels,
      roomTypes: roomCount,
      ratePlans: rateCount,
      exchangeRates: Object.keys(SEED_RATES).length,
    }
    await tx.insert(appMeta).values({
      key: 'seed',
      value: { version: SEED_VERSION, ...result, seededAt: now.toISOString() },
      updatedAt: now,
    })
    return result
  })
  return { seeded: counts !== null, ms: performance.now() - started, counts }
}

/**
 * Bulk insert for the catalogue: one json parameter per chunk expanded by
 * json_populate_recordset, several times faster than binding thousands of parameters.
 * Keys are the tables' column names (snake_case).
 */
async function insertChunks<T extends PgTable>(tx: Db, table: T, rows: readonly T['$inferInsert'][], size: number) {
  if (rows.length === 0) return
  const columns = getTableColumns(table)
  // Only the columns the rows carry, so the others keep their defaults.
  const entries = Object.entries(columns).filter(([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined)
  const names = entries.map(([, c]) => c.name)
  const tableName = getTableName(table)
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size).map((row) => {
      const out: Record<string, unknown> = {}
      for (const [key, column] of entries) {
        const value = (row as Record<string, unknown>)[key]
        if (value !== undefined) out[column.name] = value
      }
      return out
    })
    const cols = sql.join(names.map((n) => sql.identifier(n)), sql`, `)
    await tx.execute(
      sql`insert into ${sql.identifier(tableName)} (${cols}) select ${cols} from json_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::json)`,
    )
  }
}
