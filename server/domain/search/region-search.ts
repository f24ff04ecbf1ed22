import type { RegionHit } from '../../../src/contract/hotel'
import type { Catalogue, RegionEntry } from '../catalogue'
import { matchScore, normalize } from './normalize'

// GET /static/v2/region/fuzzy (§7): cities and countries whose name in any §1 locale, alias
// or district matches the keyword, tolerant of case, accents and small typos. There are a
// few hundred regions, so every request scores all of them (well under a millisecond).

/** District and alias matches rank below any match on the region's own name. */
const SECONDARY_WEIGHT = 0.55

export function searchRegions(cat: Catalogue, keyword: string, limit: number): RegionEntry[] {
  const query = normalize(keyword)
  if (!query) return []
  const scored: Array<{ r: RegionEntry; score: number }> = []
  for (const r of cat.regions) {
    let best = 0
    r.variants.forEach((v, i) => {
      if (best >= 100) return
      const s = matchScore(query, v) * (i < r.primaryCount ? 1 : SECONDARY_WEIGHT)
      if (s > best) best = s
    })
    if (best > 0) scored.push({ r, score: best })
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      // Places that have hotels first, then cities before countries, hot cities, seed order.
      Number(b.r.hotelCount > 0) - Number(a.r.hotelCount > 0) ||
      Number(b.r.type === 'city') - Number(a.r.type === 'city') ||
      b.r.hotelCount - a.r.hotelCount ||
      Number(b.r.isHot) - Number(a.r.isHot) ||
      a.r.sort - b.r.sort,
  )
  return scored.slice(0, limit).map((s) => s.r)
}

export function regionHit(cat: Catalogue, r: RegionEntry): RegionHit {
  const country = r.type === 'country' ? r : (r.parentId !== null ? cat.regionById.get(r.parentId) : undefined)
  return {
    id: r.id,
    type: r.type,
    countryCode: r.countryCode,
    names: r.names,
    countryNames: country?.names ?? r.names,
    hotelCount: r.hotelCount,
  }
}
