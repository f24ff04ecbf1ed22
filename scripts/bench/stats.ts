// Percentiles over recorded samples (nearest-rank), so p95 is a real p95 (autocannon's own
// summary has p97.5 but no p95).

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN
}

export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number }

export function summarize(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  }
}

export const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : v.toFixed(0)) : '-')

/**
 * The host's single-thread speed as the time of a fixed JavaScript workload (sorting, JSON,
 * string building; median of `runs`), so that runs on different machines can be put side by
 * side: a host twice as slow here serves and renders about twice as slowly.
 */
export function hostSpeedMs(runs = 5): number {
  const times: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    let seed = 42
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ id: i, name: `hotel ${i}`, price: Math.round(rand() * 1e5) / 100, tags: [i % 7, i % 11] }))
    rows.sort((a, b) => a.price - b.price || a.id - b.id)
    const text = JSON.stringify(rows)
    const back = JSON.parse(text) as typeof rows
    let out = ''
    for (const row of back.slice(0, 20_000)) out += `${row.name}:${row.price.toFixed(2)};`
    if (out.length === 0) throw new Error('host speed workload produced nothing')
    times.push(performance.now() - t0)
  }
  return summarize(times).p50
}
