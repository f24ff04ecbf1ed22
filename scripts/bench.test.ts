// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { benchContext, ENDPOINTS, httpParts } from './bench/endpoints'
import { parseArgs } from './bench/main'
import { cpuMultiplierFor, medianFigures } from './bench/lighthouse'
import { mainThreadLine, mainThreadOf, scriptLabel } from './bench/lighthouse-report'
import { hostSpeedMs, percentile, summarize } from './bench/stats'
import { formatTable, markdownTable } from './bench/table'

describe('percentiles', () => {
  it('uses nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(xs, 50)).toBe(50)
    expect(percentile(xs, 95)).toBe(95)
    expect(percentile(xs, 99)).toBe(99)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBeNaN()
  })

  it('times the host speed workload', () => {
    const t = hostSpeedMs(1)
    expect(Number.isFinite(t)).toBe(true)
    expect(t).toBeGreaterThan(0)
  })

  it('summarizes unsorted samples', () => {
    expect(summarize([5, 1, 4, 2, 3])).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5 })
  })
})

describe('bench arguments', () => {
  it('defaults to every section, 50,000 hotels and a 30-second load', () => {
    const a = parseArgs([], {})
    expect(a.only).toEqual(['size', 'server', 'load', 'cold-start', 'lighthouse'])
    expect(a).toMatchObject({ seedHotels: 50_000, orders: 200, loadSeconds: 30, users: 50, lighthouseRuns: 3, lighthouseReferenceRuns: 1, build: true })
    expect(a.lighthouseCpu).toBeUndefined()
  })

  it('takes a fixed mobile CPU slowdown when asked', () => {
    expect(parseArgs(['--lighthouse-cpu', '4', '--lighthouse-reference-runs', '0'], {})).toMatchObject({ lighthouseCpu: 4, lighthouseReferenceRuns: 0 })
    expect(parseArgs(['--lighthouse-cpu', '0.5'], {}).lighthouseCpu).toBe(1)
    expect(() => parseArgs(['--lighthouse-cpu', 'fast'], {})).toThrow(/--lighthouse-cpu/)
  })

  it('reads --only, --skip, numbers and SEED_HOTELS', () => {
    const a = parseArgs(['--only', 'size,server,load', '--skip', 'load', '--load-seconds', '300', '--orders', '20', '--no-build'], { SEED_HOTELS: '5000' })
    expect(a.only).toEqual(['size', 'server'])
    expect(a).toMatchObject({ seedHotels: 5000, loadSeconds: 300, orders: 20, build: false })
  })

  it('refuses unknown sections and bad numbers', () => {
    expect(() => parseArgs(['--only', 'size,speed'], {})).toThrow(/unknown section/)
    expect(() => parseArgs(['--users', 'many'], {})).toThrow(/--users/)
  })
})

describe('requests and tables', () => {
  it('stays in the future and encodes bodies', () => {
    const c = benchContext(new Date('2026-01-01T00:00:00Z'))
    expect(c).toEqual({ checkIn: '2026-01-31', checkOut: '2026-02-02' })
    expect(benchContext(new Date('2026-01-01T00:00:00Z'), 'HL000000000042')).toMatchObject({ orderNum: 'HL000000000042' })
    // order_detail asks for the placed order, and for none (a 404 probe) before any is placed.
    const detail = ENDPOINTS.find((e) => e.name === 'order_detail')!
    expect(detail.request(benchContext(new Date(), 'HL000000000042')).json).toEqual({ orderNum: 'HL000000000042' })
    expect(detail.request(c).json).toEqual({ orderNum: 'HL000000000000' })
    expect(httpParts({ method: 'POST', path: '/x', json: { a: 1 } }, 'tok')).toEqual({
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
    expect(httpParts({ method: 'POST', path: '/x', form: { u: 'a b' } }).body).toBe('u=a+b')
  })

  it('takes the median of each Lighthouse figure', () => {
    const f = (performance: number, lcpMs: number) => ({ performance, accessibility: 100, bestPractices: 96, seo: 100, lcpMs, tbtMs: 0, cls: 0 })
    expect(medianFigures([f(60, 3000), f(90, 1000), f(70, 2000)])).toMatchObject({ performance: 70, lcpMs: 2000 })
  })

  it('names a long task by its script, without the build hash', () => {
    expect(scriptLabel('http://127.0.0.1:8080/assets/react-DU-teErA.js')).toBe('react')
    expect(scriptLabel('http://127.0.0.1:8080/assets/_id-D8vXiV2-.js')).toBe('_id')
    expect(scriptLabel('http://127.0.0.1:8080/first-paint.js')).toBe('first-paint')
    expect(scriptLabel('http://h/en-US/hotel/list?x=1', 'http://h/en-US/hotel/list?x=1')).toBe('page')
    expect(scriptLabel('Unattributable')).toBe('(no script)')
    expect(scriptLabel(undefined)).toBe('(no script)')
  })

  it("sums a run's main thread by kind of work and its long tasks by script", () => {
    const page = 'http://h/en-US/login'
    const lhr = {
      audits: {
        'mainthread-work-breakdown': { details: { items: [
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 900 },
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 2400 },
          { group: 'other', groupLabel: 'Other', duration: 0 },
        ] } },
        'long-tasks': { details: { items: [
          { url: 'http://h/assets/react-DU-teErA.js', duration: 120, startTime: 900 },
          { url: 'http://h/assets/index-n0IDgsh3.js', duration: 480, startTime: 700 },
          { url: 'http://h/assets/react-Dvcev537.js', duration: 60, startTime: 1200 },
          { url: page, duration: 55, startTime: 100 },
        ] } },
      },
    }
    const m = mainThreadOf(lhr, page)
    expect(m.byGroup).toEqual([{ group: 'Script Evaluation', ms: 2400 }, { group: 'Style & Layout', ms: 900 }])
    expect(m.longTasks).toEqual([
      { file: 'index', tasks: 1, ms: 480, overMs: 430 },
      { file: 'react', tasks: 2, ms: 180, overMs: 80 },
      { file: 'page', tasks: 1, ms: 55, overMs: 5 },
    ])
    expect(mainThreadLine(m)).toBe('3.30 s: script evaluation 2.40 s, style & layout 0.90 s; long tasks by script: index 0.48 s in 1, react 0.18 s in 2, page 0.06 s in 1')
    // A result without the diagnostics (an audit failed) still gives a line.
    expect(mainThreadOf({ audits: {} })).toEqual({ byGroup: [], longTasks: [] })
    expect(mainThreadLine(mainThreadOf({ audits: {} }))).toBe('0.00 s: no breakdown; long tasks by script: none')
  })

  it("calibrates the mobile CPU slowdown from the host's BenchmarkIndex as Lighthouse's calculator does", () => {
    // The preset's 4x is right for a host of ~1533; slower hosts get less, faster ones more.
    expect(cpuMultiplierFor(1533)).toBe(4)
    expect(cpuMultiplierFor(1300)).toBe(3)
    expect(cpuMultiplierFor(2000)).toBe(6)
    expect(cpuMultiplierFor(1055)).toBe(2.51)
    expect(cpuMultiplierFor(800)).toBe(2)
    expect(cpuMultiplierFor(150)).toBe(1)
    expect(cpuMultiplierFor(50)).toBe(1)
    expect(cpuMultiplierFor(5000)).toBe(8)
    expect(cpuMultiplierFor(NaN)).toBe(4)
  })

  it('aligns text tables and escapes Markdown pipes', () => {
    expect(formatTable(['a', 'bb'], [['xxx', 'y']]).split('\n')).toEqual(['a    bb', '---  --', 'xxx  y'])
    expect(markdownTable(['h'], [['a|b']])).toBe('| h |\n|---|\n| a\\|b |')
  })
})
