// Small deterministic random helpers shared by the seed and the pricing model. Nothing here
// may read the clock or Math.random: the same inputs must give the same catalogue forever.

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 32-bit hash of a string key (FNV-1a with a final avalanche). */
export function hash32(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Deterministic float in [0, 1) for a list of key parts. */
export function unitHash(...parts: Array<string | number>): number {
  return hash32(parts.join('|')) / 4294967296
}

export type Rng = {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  chance(p: number): boolean
  /** Distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let r = next() * total
      for (const item of items) {
        r -= weight(item)
        if (r < 0) return item
      }
      return rng.pick(items)
    },
    chance: (p) => next() < p,
    sample: (items, count) => {
      const idx = items.map((_, i) => i)
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[idx[i], idx[j]] = [idx[j] as number, idx[i] as number]
      }
      return idx
        .slice(0, Math.max(0, Math.min(count, items.length)))
        .sort((a, b) => a - b)
        .map((i) => items[i] as (typeof items)[number])
    },
  }
  return rng
}
