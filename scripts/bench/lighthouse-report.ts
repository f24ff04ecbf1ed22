import type { LhCalibration, LhResult, Lhr } from './lighthouse'
import { ms } from './stats'

// What the bench prints of its Lighthouse runs: a row per page and preset, and for the mobile
// pages where their main thread went (scripts/bench/lighthouse.ts runs them).

/**
 * Where a run's main thread went, from Lighthouse's own diagnostics, in the throttled device's
 * milliseconds (Lighthouse scales them by the CPU slowdown): what to shrink to lower TBT.
 */
export type LhMainThread = {
  /** `mainthread-work-breakdown`: time by kind of work (script evaluation, style & layout, …). */
  byGroup: Array<{ group: string; ms: number }>
  /** `long-tasks` (Lighthouse lists the 20 longest, each ≥ 50 ms) by the script they are
   * attributed to, the build hash left out: their time, and the part over 50 ms each. */
  longTasks: Array<{ file: string; tasks: number; ms: number; overMs: number }>
}

/** `assets/react-DU-teErA.js` → `react`; a page's own URL → `page`; no script → `(no script)`. */
export function scriptLabel(url: unknown, pageUrl = ''): string {
  if (typeof url !== 'string' || !url || url === 'Unattributable') return '(no script)'
  if (pageUrl && url.split('?')[0] === pageUrl.split('?')[0]) return 'page'
  const file = url.split('?')[0]!.split('/').pop() ?? url
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '') || file
}

/** The main-thread diagnostics of one Lighthouse result (empty lists when an audit is missing). */
export function mainThreadOf(lhr: Pick<Lhr, 'audits'>, pageUrl = ''): LhMainThread {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
  const byGroup = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((i) => ({ group: String(i.groupLabel ?? i.group ?? '?'), ms: num(i.duration) }))
    .filter((g) => g.ms > 0)
    .sort((a, b) => b.ms - a.ms)
  const files = new Map<string, { file: string; tasks: number; ms: number; overMs: number }>()
  for (const t of lhr.audits['long-tasks']?.details?.items ?? []) {
    const file = scriptLabel(t.url, pageUrl)
    const f = files.get(file) ?? { file, tasks: 0, ms: 0, overMs: 0 }
    f.tasks += 1
    f.ms += num(t.duration)
    f.overMs += Math.max(0, num(t.duration) - 50)
    files.set(file, f)
  }
  return { byGroup, longTasks: [...files.values()].sort((a, b) => b.ms - a.ms) }
}

/** One line for the table: the main thread's biggest kinds of work, then long tasks by script. */
export function mainThreadLine(m: LhMainThread): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const total = m.byGroup.reduce((sum, g) => sum + g.ms, 0)
  const groups = m.byGroup.slice(0, 4).map((g) => `${g.group.toLowerCase()} ${s(g.ms)}`).join(', ')
  const tasks = m.longTasks.slice(0, 5).map((t) => `${t.file} ${s(t.ms)} in ${t.tasks}`).join(', ')
  return `${s(total)}: ${groups || 'no breakdown'}; long tasks by script: ${tasks || 'none'}`
}

/** The table's Lighthouse rows: the calibration, then each page and preset. */
export function lighthouseRows(lighthouse: LhResult[] | { error: string } | undefined, calibration: LhCalibration | undefined, stamp: string): string[][] {
  const rows: string[][] = []
  if (lighthouse && !Array.isArray(lighthouse)) rows.push(['lighthouse', 'all pages', `could not run: ${lighthouse.error}`, stamp])
  else {
    const c = calibration
    if (c) rows.push(['lighthouse', 'host BenchmarkIndex → mobile CPU slowdown', `${Number.isFinite(c.benchmarkIndex) ? c.benchmarkIndex.toFixed(0) : 'not measured'} → ${c.cpuMultiplier}x${c.forced ? ' (forced by --lighthouse-cpu)' : ' (Lighthouse calculator; the preset assumes 4x)'}`, stamp])
    for (const l of lighthouse ?? []) {
      rows.push([
        `lighthouse ${l.preset}${l.status === 'measured' && l.preset === 'mobile' ? ` (CPU ${l.cpu}x)` : ''}`,
        l.page,
        l.status === 'measured'
          ? `perf ${l.median.performance}, a11y ${l.median.accessibility}, BP ${l.median.bestPractices}, SEO ${l.median.seo}, LCP ${ms(l.median.lcpMs)} ms, TBT ${ms(l.median.tbtMs)} ms, CLS ${l.median.cls.toFixed(3)}${l.failingAudits.length ? ` (below 100: ${l.failingAudits.map((a) => a.split(':')[1]).join(', ')})` : ''}`
          : l.status === 'failed' ? `failed: ${l.detail.slice(0, 120)}` : l.status,
        l.status === 'measured' ? `${stamp}, ${l.runs === 1 ? '1 run' : `median of ${l.runs}`}` : stamp,
      ])
      // Where the phone's main thread went, for the pages whose TBT is the mobile score's weight.
      if (l.status === 'measured' && l.preset === 'mobile' && l.mainThread) {
        rows.push([`lighthouse mobile main thread (CPU ${l.cpu}x)`, l.page, mainThreadLine(l.mainThread), `${stamp}, the median-TBT run`])
      }
    }
  }
  return rows
}
