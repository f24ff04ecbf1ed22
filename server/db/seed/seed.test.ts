import { asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CURRENCIES } from '../../../src/contract/currencies'
import { LOCALES } from '../../../src/contract/locales'
import { agencyCredit } from '../../domain/credit'
import { verifyPassword } from '../../domain/passwords'
import { nightlyPrice } from '../../domain/pricing'
import { createTestDb, TEST_SEED_HOTELS, type TestDb } from '../../test/test-db'
import { queryRows } from '../client'
import { agencies, exchangeRates, hotels, ratePlans, regions, roomTypes, users } from '../schema'
import { DEMO_ACCOUNTS } from './accounts'
import { ALWAYS_FAIL_CONFIRMATION_HOTEL_IDS } from './catalogue'
import { SEED_CITIES } from './cities'
import { seedIfEmpty } from './index'

let a: TestDb
let b: TestDb

beforeAll(async () => {
  // Two independent databases seeded the same way, for the determinism checks.
  ;[a, b] = await Promise.all([createTestDb(), createTestDb()])
})
afterAll(async () => {
  await Promise.all([a?.destroy(), b?.destroy()])
})

describe(`migrations and seed (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reports the active driver', () => {
    expect(a.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
  })

  it('seeds the expected counts', async () => {
    const n = async (table: typeof hotels | typeof users | typeof agencies | typeof exchangeRates | typeof roomTypes | typeof ratePlans | typeof regions) =>
      (await a.db.select({ n: count() }).from(table))[0]?.n
    expect(await n(hotels)).toBe(TEST_SEED_HOTELS)
    expect(await n(users)).toBe(6)
    expect(await n(agencies)).toBe(3)
    expect(await n(exchangeRates)).toBe(CURRENCIES.length)
    expect(await n(regions)).toBe(250 + SEED_CITIES.length)
    expect(a.seed?.counts?.roomTypes).toBe(await n(roomTypes))
    expect(a.seed?.counts?.ratePlans).toBe(await n(ratePlans))
  })

  it('creates the six demo accounts with their roles', async () => {
    const rows = await a.db.select().from(users).orderBy(asc(users.username))
    const byName = new Map(rows.map((u) => [u.username, u]))
    expect([...byName.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((d) => d.username).sort())
    expect(byName.get('demo_agent')).toMatchObject({ isMainUser: true, permissions: [1, 2, 3, 4], status: 'active' })
    expect(byName.get('demo_sub')).toMatchObject({ isMainUser: false, permissions: [1, 2] })
    expect(byName.get('demo_viewer')).toMatchObject({ isMainUser: false, permissions: [] })
    expect(byName.get('demo_admin')).toMatchObject({ isSuperuser: true })
    expect(byName.get('demo_verify')).toMatchObject({ alwaysVerify: true, email: 'verify@example.com', isMainUser: true })
    expect(byName.get('demo_frozen')).toMatchObject({ status: 'disabled' })
    const agent = byName.get('demo_agent')
    expect(agent?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(agent?.passwordHash, 'Harbor7Sky9')).toBe(true)
    expect(await verifyPassword(agent?.passwordHash, 'harbor7sky9')).toBe(false)
  })

  it('gives demo_agent 120,000.00 CNY of available credit (§1)', async () => {
    const [agency] = await a.db.select().from(agencies).where(eq(agencies.code, 'BLT001'))
    const credit = await agencyCredit(a.db, agency!.id)
    expect(credit).toMatchObject({ fixedCredit: 100000, tempCredit: 20000, available: 120000, currency: 'CNY' })
    // The temporary part lapses after 30 days.
    const later = await agencyCredit(a.db, agency!.id, new Date(Date.now() + 31 * 86_400_000))
    expect(later?.available).toBe(100000)
  })

  it('has regions in all six locales, 12 hot cities and real coordinates', async () => {
    const cities = await a.db.select().from(regions).where(eq(regions.type, 'city'))
    expect(cities).toHaveLength(SEED_CITIES.length)
    expect(cities.filter((c) => c.isHot)).toHaveLength(12)
    for (const city of cities) {
      for (const locale of LOCALES) expect(city.names[locale], `${city.names['en-US']} ${locale}`).toBeTruthy()
    }
    const tokyo = cities.find((c) => c.names['en-US'] === 'Tokyo')
    expect(tokyo).toMatchObject({ countryCode: 'JP', parentId: 392 })
    expect(tokyo?.names).toMatchObject({ 'zh-CN': '东京', ja: '東京', ko: '도쿄', es: 'Tokio', ar: 'طوكيو' })
    expect(tokyo?.lat).toBeCloseTo(35.69, 1)
    expect(tokyo?.lng).toBeCloseTo(139.69, 1)
    const [japan] = await a.db.select().from(regions).where(eq(regions.id, 392))
    expect(japan?.names).toMatchObject({ 'en-US': 'Japan', 'zh-CN': '日本', ja: '日本' })
  })

  it('builds hotels within the catalogue rules', async () => {
    const rows = await a.db.select().from(hotels)
    const currencyByCountry: Record<string, string> = { CN: 'CNY', JP: 'JPY', KR: 'KRW', TH: 'THB', FR: 'EUR', GB: 'GBP', AE: 'AED' }
    for (const h of rows) {
      expect(h.starRating).toBeGreaterThanOrEqual(2)
      expect(h.starRating).toBeLessThanOrEqual(5)
      expect(h.imageCount).toBeGreaterThanOrEqual(1)
      expect(h.imageCount).toBeLessThanOrEqual(5)
      expect(['14:00', '15:00']).toContain(h.checkInTime)
      expect(['11:00', '12:00']).toContain(h.checkOutTime)
      expect(/[\u4e00-\u9fff]/.test(h.nameZh)).toBe(true)
      if (currencyByCountry[h.countryCode]) expect(h.currency).toBe(currencyByCountry[h.countryCode])
      expect(h.supplierBehavior).toBe(ALWAYS_FAIL_CONFIRMATION_HOTEL_IDS.includes(h.id) ? 'always_fail_confirm' : 'normal')
    }
    const perHotel = await a.db
      .select({ hotelId: roomTypes.hotelId, n: count() })
      .from(roomTypes)
      .groupBy(roomTypes.hotelId)
    expect(perHotel).toHaveLength(TEST_SEED_HOTELS)
    for (const { n } of perHotel) {
      expect(n).toBeGreaterThanOrEqual(2)
      expect(n).toBeLessThanOrEqual(6)
    }
    const perRoom = await a.db.select({ n: count() }).from(ratePlans).groupBy(ratePlans.roomTypeId)
    for (const { n } of perRoom) {
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(4)
    }
    const nonRefundable = await a.db.select().from(ratePlans).where(eq(ratePlans.refundable, false)).limit(5)
    for (const r of nonRefundable) expect(r.freeCancelDays).toBeNull()
  })

  it('moves the id sequences past the seeded ids', async () => {
    const [row] = await a.db
      .insert(hotels)
      .values({
        regionId: 100001, countryCode: 'CN', nameEn: 'Test Hotel', nameZh: '测试酒店', addressEn: '1 Test Road',
        addressZh: '测试路1号', starRating: 3, lat: 31.2, lng: 121.4, checkInTime: '14:00', checkOutTime: '12:00',
        imageCount: 1, currency: 'CNY', basePrice: '400.00',
      })
      .returning({ id: hotels.id })
    expect(row?.id).toBe(TEST_SEED_HOTELS + 1)
    await a.db.delete(hotels).where(eq(hotels.id, row!.id))
  })

  it('never seeds a seeded database again', async () => {
    const again = await seedIfEmpty(a.db, { hotels: 500 })
    expect(again.seeded).toBe(false)
    expect((await a.db.select({ n: count() }).from(hotels))[0]?.n).toBe(TEST_SEED_HOTELS)
    // Re-applying migrations is a no-op too.
    await a.migrate()
    expect((await a.db.select({ n: count() }).from(users))[0]?.n).toBe(6)
  })

  it('is deterministic: two databases hold the same catalogue and prices', async () => {
    const pick = (db: TestDb) =>
      db.db
        .select({ id: hotels.id, nameEn: hotels.nameEn, nameZh: hotels.nameZh, basePrice: hotels.basePrice, lat: hotels.lat })
        .from(hotels)
        .orderBy(asc(hotels.id))
    expect(await pick(a)).toEqual(await pick(b))
    const rates = (db: TestDb) =>
      db.db
        .select({ id: ratePlans.id, code: ratePlans.code, factor: ratePlans.priceFactor, room: roomTypes.code })
        .from(ratePlans)
        .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
        .orderBy(asc(ratePlans.id))
    expect(await rates(a)).toEqual(await rates(b))

    const [hotel] = await a.db.select().from(hotels).where(eq(hotels.id, 5))
    const [room] = await a.db.select().from(roomTypes).where(eq(roomTypes.hotelId, 5)).limit(1)
    const [rate] = await b.db.select().from(ratePlans).where(eq(ratePlans.roomTypeId, room!.id)).limit(1)
    const [hotelB] = await b.db.select().from(hotels).where(eq(hotels.id, 5))
    expect(nightlyPrice(hotel!, room!, rate!, '2027-03-12')).toEqual(nightlyPrice(hotelB!, room!, rate!, '2027-03-12'))
  })

  it('has a trigram index usable for fuzzy names', async () => {
    const [first] = await a.db.select({ nameEn: hotels.nameEn }).from(hotels).where(eq(hotels.id, 1))
    const typo = first!.nameEn.slice(0, -1)
    const rows = await queryRows<{ id: number }>(a.db, sql`select id from hotels where name_en % ${typo} order by similarity(name_en, ${typo}) desc limit 1`)
    expect(rows[0]?.id).toBe(1)
  })
})
