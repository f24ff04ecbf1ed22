import { grams, matchScore, normalize } from './normalize'

/**
 * An n-gram inverted index over hotel names (English normalised + Chinese as-is) for
 * GET /static/v2/hotel_fuzzy (§7). Postings are stored flat (CSR: gram g owns
 * postings[offsets[g]..offsets[g+1])) and hold the hotel's popularity rank rather than its
 * index, so the candidates of one hit count sort into "most popular first" with a plain
 * typed-array sort. About 45 grams per hotel: ~9 MB at 50,000 hotels.
 *
 * A query is scored in two steps: count shared grams per hotel (cheap, over postings),
 * keep the best-covered few hundred, then rank those by matchScore() on the names (exact,
 * prefix, word, substring, typo) with popularity as the tie-break. Candidates found by grams
 * alone must share more than half of them (a minimum similarity).
 */
export type HotelIndex = {
  search(keyword: string, limit: number): number[]
}

const CANDIDATES = 200

export function buildHotelIndex(
  namesEn: readonly string[],
  namesZh: readonly string[],
  popularity?: ArrayLike<number>,
): HotelIndex {
  const n = namesEn.length
  // Rank order: most popular first, then index (stable).
  const rankToHotel = Int32Array.from({ length: n }, (_, h) => h)
  if (popularity) rankToHotel.sort((a, b) => (popularity[b] as number) - (popularity[a] as number) || a - b)
  const normEn = namesEn.map(normalize)
  const normZh = namesZh.map(normalize)

  const gramIds = new Map<string, number>()
  const perHotel: Int32Array[] = new Array(n)
  const counts: number[] = []
  for (let rank = 0; rank < n; rank++) {
    const h = rankToHotel[rank] as number
    const gs = new Set([...grams(normEn[h] as string), ...grams(normZh[h] as string)])
    const ids = new Int32Array(gs.size)
    let i = 0
    for (const g of gs) {
      let id = gramIds.get(g)
      if (id === undefined) {
        id = counts.length
        gramIds.set(g, id)
        counts.push(0)
      }
      counts[id] = (counts[id] as number) + 1
      ids[i++] = id
    }
    perHotel[rank] = ids
  }
  const offsets = new Int32Array(counts.length + 1)
  for (let g = 0; g < counts.length; g++) offsets[g + 1] = (offsets[g] as number) + (counts[g] as number)
  const postings = new Int32Array(offsets[counts.length] as number)
  const fill = offsets.slice(0, counts.length)
  for (let rank = 0; rank < n; rank++) {
    for (const id of perHotel[rank] as Int32Array) {
      postings[fill[id] as number] = rank
      fill[id] = (fill[id] as number) + 1
    }
  }
  perHotel.length = 0

  const hitCounts = new Uint16Array(n)

  function search(keyword: string, limit: number): number[] {
    const query = normalize(keyword)
    if (!query) return []
    const qGrams = grams(query, true)
    const q = qGrams.length
    if (q === 0) return []
    const touched: number[] = []
    for (const g of qGrams) {
      const id = gramIds.get(g)
      if (id === undefined) continue
      const end = offsets[id + 1] as number
      for (let p = offsets[id] as number; p < end; p++) {
        const rank = postings[p] as number
        if (hitCounts[rank] === 0) touched.push(rank)
        hitCounts[rank] = (hitCounts[rank] as number) + 1
      }
    }
    // Short queries must match every gram; longer ones tolerate typos (half the grams).
    const threshold = q <= 3 ? q : Math.ceil(q * 0.5)
    const buckets: number[][] = Array.from({ length: q + 1 }, () => [])
    for (const rank of touched) {
      const c = hitCounts[rank] as number
      hitCounts[rank] = 0
      if (c >= threshold) (buckets[c] as number[]).push(rank)
    }
    // Best-covered first, most popular first within a hit count (ranks sort ascending).
    const chosen: Array<{ rank: number; shared: number }> = []
    for (let c = q; c >= threshold && chosen.length < CANDIDATES; c--) {
      const bucket = buckets[c] as number[]
      if (bucket.length === 0) continue
      const sorted = bucket.length > 1 ? Int32Array.from(bucket).sort() : bucket
      for (const rank of sorted) {
        if (chosen.length >= CANDIDATES) break
        chosen.push({ rank, shared: c })
      }
    }
    const scored: Array<{ h: number; rank: number; score: number }> = []
    for (const { rank, shared } of chosen) {
      const h = rankToHotel[rank] as number
      const exactness = Math.max(matchScore(query, normEn[h] as string), matchScore(query, normZh[h] as string))
      // A name that matchScore() does not find (not the text, a prefix or a typo of it) is only
      // a hit when it shares most of the query's grams (a multi-word name with a typo). Half is
      // not enough: two of a four-letter word's four grams are its padded first two letters,
      // so "toky" would bring every "Town" and "Tower".
      if (exactness === 0 && shared * 2 <= q) continue
      scored.push({ h, rank, score: Math.max(exactness, (shared / q) * 60) })
    }
    scored.sort((a, b) => b.score - a.score || a.rank - b.rank)
    return scored.slice(0, limit).map((s) => s.h)
  }

  return { search }
}
