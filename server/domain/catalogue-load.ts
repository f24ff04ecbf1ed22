import { asc, sql } from 'drizzle-orm'
import { MEAL_TYPES, type MealType } from '../../src/contract/hotel'
import type { LocalizedNames } from '../../src/contract/hotel'
import { queryRows, type Db } from '../db/client'
import { regions } from '../db/schema'
import type { Catalogue, RegionEntry } from './catalogue'
import { ZERO_DECIMAL_CURRENCIES } from './money'
import { taxRate } from './pricing'
import { buildHotelIndex } from './search/hotel-index'
import { normalize } from './search/normalize'

// Reads the hotel catalogue (regions, hotels, room types, rate plans) from the database into
// the compact column arrays described in catalogue.ts. Rows come as aggregated tab-separated
// text in chunks: row-by-row reads through PGlite took minutes at 50,000 hotels.

const CHUNK = 25_000
/** hMealMinCancelDays value for "no refundable plan with this meal". */
export const NO_FREE_CANCEL = 32767

function interner() {
  const seen = new Map<string, string>()
  return (s: string) => {
    const hit = seen.get(s)
    if (hit !== undefined) return hit
    seen.set(s, s)
    return s
  }
}

/**
 * Reads a big table in id order as tab-separated text, CHUNK rows per query: each query
 * returns ONE row holding string_agg of the lines. PGlite decodes every protocol row in
 * JavaScript, which made a row-per-row read of the ~700k catalogue rows take over a minute
 * on a busy machine; one aggregated text per chunk is parsed many times faster, and PGlite
 * serves other queries between chunks. `columns` are trusted SQL expressions (constants
 * below); text columns go through clean() so a tab or newline cannot shift the fields.
 */
async function readTable(db: Db, table: string, columns: readonly string[], each: (fields: string[]) => void): Promise<void> {
  let after = 0
  for (;;) {
    const rows = await queryRows<{ last: number | string | null; body: string | null; n: number | string }>(
      db,
      sql.raw(
        `select max(id) as last, count(*) as n, string_agg(line, E'\n') as body from ` +
          `(select id, concat_ws(E'\t', ${columns.join(', ')}) as line from ${table} where id > ${after} order by id limit ${CHUNK}) s`,
      ),
    )
    const row = rows[0]
    if (!row || !row.body) return
    for (const line of row.body.split('\n')) each(line.split('\t'))
    if (Number(row.n) < CHUNK) return
    after = Number(row.last)
  }
}

/** A text column with tabs and line breaks turned into spaces. */
const clean = (column: string) => `translate(${column}, E'\t\n\r', '   ')`

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const started = performance.now()
  const intern = interner()

  const regionRows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id))

  type H = { id: number; regionId: number; countryCode: string; nameEn: string; nameZh: string; addressEn: string; addressZh: string; starRating: number; lat: number; lng: number; checkInTime: string; checkOutTime: string; imageCount: number; currency: string; basePrice: string; popularity: number; phone: string }
  const hotelRows: H[] = []
  await readTable(
    db,
    'hotels',
    ['id', 'region_id', clean('country_code'), clean('name_en'), clean('name_zh'), clean('address_en'), clean('address_zh'), 'star_rating', 'lat', 'lng',
      clean('check_in_time'), clean('check_out_time'), 'image_count', clean('currency'), 'base_price', 'popularity', clean('phone')],
    (f) =>
      hotelRows.push({
        id: Number(f[0]), regionId: Number(f[1]), countryCode: f[2] as string, nameEn: f[3] as string, nameZh: f[4] as string,
        addressEn: f[5] as string, addressZh: f[6] as string, starRating: Number(f[7]), lat: Number(f[8]), lng: Number(f[9]),
        checkInTime: f[10] as string, checkOutTime: f[11] as string, imageCount: Number(f[12]), currency: f[13] as string,
        basePrice: f[14] as string, popularity: Number(f[15]), phone: f[16] as string,
      }),
  )
  const nH = hotelRows.length
  const hotelIndexById = new Map<number, number>()
  const cat = {
    hotelCount: nH,
    hotelIndexById,
    hId: new Int32Array(nH),
    hRegion: new Int32Array(nH),
    hStars: new Uint8Array(nH),
    hPopularity: new Uint8Array(nH),
    hImageCount: new Uint8Array(nH),
    hLat: new Float64Array(nH),
    hLng: new Float64Array(nH),
    hBasePrice: new Float64Array(nH),
    hCurrency: new Array<string>(nH),
    hCountry: new Array<string>(nH),
    hNameEn: new Array<string>(nH),
    hNameZh: new Array<string>(nH),
    hAddressEn: new Array<string>(nH),
    hAddressZh: new Array<string>(nH),
    hCheckIn: new Array<string>(nH),
    hCheckOut: new Array<string>(nH),
    hPhone: new Array<string>(nH),
    hNameNorm: new Array<string>(nH),
  }
  hotelRows.forEach((r, h) => {
    hotelIndexById.set(r.id, h)
    cat.hId[h] = r.id
    cat.hRegion[h] = r.regionId
    cat.hStars[h] = r.starRating
    cat.hPopularity[h] = r.popularity
    cat.hImageCount[h] = r.imageCount
    cat.hLat[h] = r.lat
    cat.hLng[h] = r.lng
    cat.hBasePrice[h] = Number(r.basePrice)
    cat.hCurrency[h] = intern(r.currency)
    cat.hCountry[h] = intern(r.countryCode)
    cat.hNameEn[h] = r.nameEn
    cat.hNameZh[h] = r.nameZh
    cat.hAddressEn[h] = r.addressEn
    cat.hAddressZh[h] = r.addressZh
    cat.hCheckIn[h] = intern(r.checkInTime)
    cat.hCheckOut[h] = intern(r.checkOutTime)
    cat.hPhone[h] = r.phone
    cat.hNameNorm[h] = `${normalize(r.nameEn)} ${normalize(r.nameZh)}`
  })
  hotelRows.length = 0

  // Room types: read in id order, then grouped by hotel (counting sort), `sort` order within.
  type R = { id: number; hotelId: number; code: string; nameEn: string; nameZh: string; bedTypeEn: string; bedTypeZh: string; maxOccupancy: number; maxChildren: number; baseAllotment: number; priceFactor: string; sort: number }
  const roomRows: R[] = []
  await readTable(
    db,
    'room_types',
    ['id', 'hotel_id', clean('code'), clean('name_en'), clean('name_zh'), clean('bed_type_en'), clean('bed_type_zh'), 'max_occupancy', 'max_children', 'base_allotment', 'price_factor', 'sort'],
    (f) => {
      const hotelId = Number(f[1])
      if (!hotelIndexById.has(hotelId)) return
      roomRows.push({
        id: Number(f[0]), hotelId, code: intern(f[2] as string), nameEn: intern(f[3] as string), nameZh: intern(f[4] as string),
        bedTypeEn: intern(f[5] as string), bedTypeZh: intern(f[6] as string), maxOccupancy: Number(f[7]), maxChildren: Number(f[8]),
        baseAllotment: Number(f[9]), priceFactor: f[10] as string, sort: Number(f[11]),
      })
    },
  )
  roomRows.sort((a, b) => (hotelIndexById.get(a.hotelId) as number) - (hotelIndexById.get(b.hotelId) as number) || a.sort - b.sort || a.id - b.id)
  const nR = roomRows.length
  const rooms = {
    roomCount: nR,
    rId: new Int32Array(nR),
    rHotel: new Int32Array(nR),
    rCode: new Array<string>(nR),
    rNameEn: new Array<string>(nR),
    rNameZh: new Array<string>(nR),
    rBedEn: new Array<string>(nR),
    rBedZh: new Array<string>(nR),
    rMaxOcc: new Uint8Array(nR),
    rMaxChildren: new Uint8Array(nR),
    rBaseAllotment: new Uint8Array(nR),
    rFactor: new Float64Array(nR),
  }
  const roomStart = new Int32Array(nH + 1)
  const roomIndexById = new Map<number, number>()
  roomRows.forEach((r, i) => {
    const h = hotelIndexById.get(r.hotelId) as number
    roomIndexById.set(r.id, i)
    rooms.rId[i] = r.id
    rooms.rHotel[i] = h
    rooms.rCode[i] = intern(r.code)
    rooms.rNameEn[i] = intern(r.nameEn)
    rooms.rNameZh[i] = intern(r.nameZh)
    rooms.rBedEn[i] = intern(r.bedTypeEn)
    rooms.rBedZh[i] = intern(r.bedTypeZh)
    rooms.rMaxOcc[i] = r.maxOccupancy
    rooms.rMaxChildren[i] = r.maxChildren
    rooms.rBaseAllotment[i] = r.baseAllotment
    rooms.rFactor[i] = Number(r.priceFactor)
    roomStart[h + 1] = (roomStart[h + 1] as number) + 1
  })
  for (let h = 0; h < nH; h++) roomStart[h + 1] = (roomStart[h + 1] as number) + (roomStart[h] as number)
  roomRows.length = 0

  type P = { id: number; roomTypeId: number; code: string; nameEn: string; nameZh: string; mealType: MealType; mealCount: number; refundable: boolean; freeCancelDays: number | null; priceFactor: string }
  const planRows: P[] = []
  await readTable(
    db,
    'rate_plans',
    ['id', 'room_type_id', clean('code'), clean('name_en'), clean('name_zh'), clean('meal_type'), 'meal_count', "case when refundable then 1 else 0 end", 'coalesce(free_cancel_days, -1)', 'price_factor'],
    (f) => {
      const roomTypeId = Number(f[1])
      if (!roomIndexById.has(roomTypeId)) return
      const days = Number(f[8])
      planRows.push({
        id: Number(f[0]), roomTypeId, code: intern(f[2] as string), nameEn: intern(f[3] as string), nameZh: intern(f[4] as string),
        mealType: f[5] as MealType, mealCount: Number(f[6]), refundable: f[7] === '1', freeCancelDays: days < 0 ? null : days, priceFactor: f[9] as string,
      })
    },
  )
  planRows.sort((a, b) => (roomIndexById.get(a.roomTypeId) as number) - (roomIndexById.get(b.roomTypeId) as number) || a.id - b.id)
  const nP = planRows.length
  const plans = {
    planCount: nP,
    pId: new Int32Array(nP),
    pCode: new Array<string>(nP),
    pNameEn: new Array<string>(nP),
    pNameZh: new Array<string>(nP),
    pMeal: new Uint8Array(nP),
    pMealCount: new Uint8Array(nP),
    pRefundable: new Uint8Array(nP),
    pCancelDays: new Int16Array(nP),
    pFactor: new Float64Array(nP),
  }
  const planStart = new Int32Array(nR + 1)
  planRows.forEach((p, i) => {
    const r = roomIndexById.get(p.roomTypeId) as number
    plans.pId[i] = p.id
    plans.pCode[i] = intern(p.code)
    plans.pNameEn[i] = intern(p.nameEn)
    plans.pNameZh[i] = intern(p.nameZh)
    plans.pMeal[i] = Math.max(0, MEAL_TYPES.indexOf(p.mealType))
    plans.pMealCount[i] = p.mealCount
    plans.pRefundable[i] = p.refundable ? 1 : 0
    plans.pCancelDays[i] = p.refundable && p.freeCancelDays !== null ? p.freeCancelDays : -1
    plans.pFactor[i] = Number(p.priceFactor)
    planStart[r + 1] = (planStart[r + 1] as number) + 1
  })
  for (let r = 0; r < nR; r++) planStart[r + 1] = (planStart[r + 1] as number) + (planStart[r] as number)
  planRows.length = 0

  // Hotels per city and country, most popular first (the "recommended" order).
  const byPopularity = Array.from({ length: nH }, (_, h) => h).sort(
    (a, b) => (cat.hPopularity[b] as number) - (cat.hPopularity[a] as number) || (cat.hId[a] as number) - (cat.hId[b] as number),
  )
  const cityLists = new Map<number, number[]>()
  const countryLists = new Map<string, number[]>()
  for (const h of byPopularity) {
    const city = cat.hRegion[h] as number
    const country = cat.hCountry[h] as string
    let c = cityLists.get(city)
    if (!c) cityLists.set(city, (c = []))
    c.push(h)
    let k = countryLists.get(country)
    if (!k) countryLists.set(country, (k = []))
    k.push(h)
  }
  const hotelsByCity = new Map([...cityLists].map(([id, list]) => [id, Int32Array.from(list)]))
  const hotelsByCountry = new Map([...countryLists].map(([code, list]) => [code, Int32Array.from(list)]))

  const regionEntries: RegionEntry[] = regionRows.map((r) => {
    const names = r.names as LocalizedNames
    const primary = [...new Set(Object.values(names).map(normalize).filter(Boolean))]
    // search_text holds the names, aliases (city key / country code) and districts, lower-cased.
    const extra = r.type === 'country' ? [normalize(r.countryCode)] : []
    const nameSet = new Set(primary)
    const rest = [...new Set([...extra, ...districtsOf(r.searchText, names)].filter((v) => v && !nameSet.has(v)))]
    return {
      id: r.id,
      type: r.type,
      countryCode: r.countryCode,
      parentId: r.parentId,
      names,
      lat: r.lat,
      lng: r.lng,
      isHot: r.isHot,
      sort: r.sort,
      timezone: r.timezone,
      hotelCount: r.type === 'city' ? (hotelsByCity.get(r.id)?.length ?? 0) : (hotelsByCountry.get(r.countryCode)?.length ?? 0),
      variants: [...primary, ...rest],
      primaryCount: primary.length,
    }
  })
  const regionById = new Map(regionEntries.map((r) => [r.id, r]))
  const hotCities = regionEntries.filter((r) => r.type === 'city' && r.isHot).sort((a, b) => a.sort - b.sort)

  // Derived facts the hotel list uses to avoid per-plan loops (see the type's comments).
  const nM = MEAL_TYPES.length
  const hTax = new Float64Array(nH)
  const hZeroDecimals = new Uint8Array(nH)
  const hMealMask = new Uint8Array(nH)
  const hMealMinCancelDays = new Int16Array(nH * nM).fill(NO_FREE_CANCEL)
  const rCheapestPlan = new Int32Array(nR).fill(-1)
  for (let h = 0; h < nH; h++) {
    hTax[h] = taxRate(cat.hCountry[h] as string)
    hZeroDecimals[h] = ZERO_DECIMAL_CURRENCIES.has(cat.hCurrency[h] as string) ? 1 : 0
    for (let r = roomStart[h] as number; r < (roomStart[h + 1] as number); r++) {
      let cheapest = -1
      for (let p = planStart[r] as number; p < (planStart[r + 1] as number); p++) {
        const m = plans.pMeal[p] as number
        hMealMask[h] = (hMealMask[h] as number) | (1 << m)
        const days = plans.pCancelDays[p] as number
        const k = h * nM + m
        if (days >= 0 && days < (hMealMinCancelDays[k] as number)) hMealMinCancelDays[k] = days
        if (cheapest < 0 || (plans.pFactor[p] as number) < (plans.pFactor[cheapest] as number)) cheapest = p
      }
      rCheapestPlan[r] = cheapest
    }
  }

  const base = { ...cat, roomStart, ...rooms, planStart, ...plans, hTax, hZeroDecimals, hMealMask, hMealMinCancelDays, rCheapestPlan }
  const hotelIndex = buildHotelIndex(base.hNameEn, base.hNameZh, base.hPopularity)
  return {
    regions: regionEntries,
    regionById,
    hotCities,
    ...base,
    hotelsByCity,
    hotelsByCountry,
    hotelIndex,
    loadedAt: new Date(),
    loadMs: performance.now() - started,
  }
}

/**
 * The region's search_text minus its names: what remains are aliases and district names
 * ("the bund", "lujiazui"). search_text is a space-joined list, so district words are
 * recovered by removing each name from it; multi-word districts stay whole enough for
 * substring matching because the remainder keeps their order.
 */
function districtsOf(searchText: string, names: LocalizedNames): string[] {
  let rest = ` ${searchText} `
  for (const name of Object.values(names)) rest = rest.split(` ${name.toLowerCase()} `).join(' ')
  const cleaned = normalize(rest)
  return cleaned ? [cleaned] : []
}
