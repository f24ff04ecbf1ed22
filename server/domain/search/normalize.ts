// Text normalisation and n-grams for the destination and hotel-name lookup (§7 fuzzy).
//
// normalize(): NFKD (full-width Latin → ASCII, accents split off), combining marks dropped
// ("Hồ Chí Minh" → "ho chi minh", "Pekín" → "pekin"), lower case, apostrophes removed
// ("Xi'an" → "xian"), other punctuation → space. CJK, kana and Hangul stay as they are.

const MARKS = /\p{M}+/gu
const APOSTROPHES = /['’‘`´]/g
const NON_WORD = /[^\p{L}\p{N}]+/gu

export function normalize(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(APOSTROPHES, '').replace(NON_WORD, ' ').trim()
}

/** Han, kana, Hangul: scripts written without spaces, indexed by 1- and 2-grams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

export function isCjk(ch: string): boolean {
  return CJK.test(ch)
}

/**
 * Grams of a normalised text. Alphabetic runs give trigrams padded like pg_trgm ("  t",
 * " to", "tok", …, "yo "); CJK runs give every character and every adjacent pair.
 * With `prefix` the padding after the last word is left out, so a word being typed matches
 * longer words ("toky" finds "tokyo").
 */
export function grams(normalized: string, prefix = false): string[] {
  const out = new Set<string>()
  const words = normalized.split(' ').filter(Boolean)
  words.forEach((word, w) => {
    const last = prefix && w === words.length - 1
    // Split the word into script runs: a hotel name like "新宿hotel" mixes both.
    let run = ''
    let runCjk = false
    const flush = (isLastRun: boolean) => {
      if (!run) return
      if (runCjk) {
        const chars = [...run]
        chars.forEach((c, i) => {
          out.add(c)
          if (i + 1 < chars.length) out.add(c + (chars[i + 1] as string))
        })
      } else {
        const padded = `  ${run}${last && isLastRun ? '' : ' '}`
        const chars = [...padded]
        for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''))
      }
      run = ''
    }
    for (const ch of word) {
      const cjk = isCjk(ch)
      if (run && cjk !== runCjk) flush(false)
      runCjk = cjk
      run += ch
    }
    flush(true)
  })
  return [...out]
}

// Rows reused by editDistance (one search runs at a time on the event loop).
const ROW_A = new Int32Array(130)
const ROW_B = new Int32Array(130)
const ROW_C = new Int32Array(130)

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) over UTF-16
 * code units, giving up once it exceeds `max` (returns max + 1). Used for typo tolerance
 * ("Tokyp" → "tokyo"). Inputs longer than 128 units are compared by their first 128.
 */
export function editDistance(a: string, b: string, max: number): number {
  const n = Math.min(a.length, 128)
  const m = Math.min(b.length, 128)
  if (Math.abs(n - m) > max) return max + 1
  let prev2 = ROW_A
  let prev = ROW_B
  let cur = ROW_C
  for (let j = 0; j <= m; j++) prev[j] = j
  for (let i = 1; i <= n; i++) {
    cur[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1)
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, (prev2[j - 2] as number) + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const spare = prev2
    prev2 = prev
    prev = cur
    cur = spare
  }
  return Math.min(prev[m] as number, max + 1)
}

/** Typo budget for a query of this many characters. */
export function typoBudget(length: number): number {
  if (length < 4) return 0
  if (length < 8) return 1
  return 2
}

/**
 * How well a normalised query matches one normalised name, 0 (no match) to 100 (equal).
 * Exact > prefix > word prefix > substring > within the typo budget (whole name, one of its
 * words, or the start of the name as long as the query).
 */
export function matchScore(query: string, name: string): number {
  if (!query || !name) return 0
  if (name === query) return 100
  if (name.startsWith(query)) return 90 - Math.min(10, name.length - query.length) / 2
  const at = name.indexOf(query)
  if (at > 0 && name[at - 1] === ' ') return 80
  if (at > 0) return isCjk(query[0] as string) ? 78 : 70
  const budget = typoBudget(query.length)
  if (budget === 0) return 0
  // Cheap length checks before any distance (editDistance also bails out on them).
  let best = budget + 1
  if (Math.abs(name.length - query.length) <= budget) best = Math.min(best, editDistance(query, name, budget))
  if (best > 0 && name.includes(' ')) {
    for (const word of name.split(' ')) {
      if (best > 0 && Math.abs(word.length - query.length) <= budget) best = Math.min(best, editDistance(query, word, budget))
    }
  }
  // A typo in a word still being typed: compare with the name's start of the same length.
  if (best > 0 && name.length > query.length) best = Math.min(best, editDistance(query, name.slice(0, query.length), budget) + 0.5)
  if (best > budget) return 0
  return 60 - best * 10
}
