import { existsSync } from 'node:fs'
import { firstLoad, readManifest, ROUTES } from '../check-budgets-lib'
import { benchContext } from './endpoints'
import { mainThreadOf, type LhMainThread } from './lighthouse-report'
import { median } from './stats'
import type { Session } from './server-process'

// Lighthouse 12 (node API) with Debian's Chromium: mobile and desktop presets, N runs per
// page, median of each figure. Logged-in pages send the session cookie of a login.

export type LhPage = { name: string; path: string; loggedIn: boolean; route: string }

/** Pages measured; a page whose route is not in the build yet is reported, not run. */
export function lighthousePages(): LhPage[] {
  const c = benchContext()
  const q = `checkIn=${c.checkIn}&checkOut=${c.checkOut}&adult=2&room=1&nation=CN`
  return [
    { name: 'visitor home', path: '/en-US/', loggedIn: false, route: 'landing' },
    { name: 'login', path: '/en-US/login', loggedIn: false, route: 'login' },
    { name: 'hotel list', path: `/en-US/hotel/list?addressType=region&addressValue=100001&${q}`, loggedIn: true, route: 'hotel list' },
    { name: 'hotel detail', path: `/en-US/hotel/info/1?${q}`, loggedIn: true, route: 'hotel detail' },
  ]
}

export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage',
]

/**
 * Every run is a first visit: Lighthouse's default reset leaves IndexedDB and localStorage,
 * where the app keeps its query cache and session user, so runs after the first restored the
 * previous run's data and skipped requests a first visit makes. Cookies stay (the session).
 */
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'] as const

/**
 * The CPU slowdown that makes this host behave like Lighthouse's mobile target (a mid-tier phone),
 * from the host's BenchmarkIndex: Lighthouse's own calculator (docs/throttling.md, "Calibrating
 * the CPU slowdown"; lighthouse-cpu-throttling-calculator). The mobile preset's fixed 4x assumes a
 * host of BenchmarkIndex ~1530; on a slower host it slows the page more than a phone would, on a
 * faster one less. Clamped to [1, 8].
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return MOBILE_PRESET_CPU
  const m = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650
  return Math.round(Math.min(8, Math.max(1, m)) * 100) / 100
}

/** The mobile preset's CPU slowdown (Lighthouse 12 `throttling.mobileSlow4G`). */
export const MOBILE_PRESET_CPU = 4

/** How each page is measured: `mobile` with the calibrated CPU slowdown (the goal's figure), the
 * preset's fixed 4x for comparison with runs on other hosts, and `desktop`. */
export type LhPreset = 'mobile' | 'mobile 4x' | 'desktop'

export type LhFigures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

export type LhResult =
  | { page: string; preset: LhPreset; cpu: number; runs: number; status: 'measured'; median: LhFigures; all: LhFigures[]; failingAudits: string[]; mainThread?: LhMainThread }
  | { page: string; preset: LhPreset; status: 'not built yet' | 'failed'; detail: string }

/** The host's CPU as Lighthouse measured it, and the mobile slowdown chosen from it. */
export type LhCalibration = { benchmarkIndexes: number[]; benchmarkIndex: number; cpuMultiplier: number; forced: boolean }

export function medianFigures(all: LhFigures[]): LhFigures {
  const keys = Object.keys(all[0] ?? {}) as Array<keyof LhFigures>
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as LhFigures
}

export type Lhr = {
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined>
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { items?: Array<Record<string, unknown>> } } | undefined>
  runtimeError?: { code: string; message: string }
}

export async function runLighthouse(opts: {
  url: string
  dist: string
  session: Session
  runs: number
  /** Runs of the fixed-4x reference (0: none). */
  referenceRuns: number
  /** A fixed mobile CPU slowdown instead of the calibrated one. */
  cpuMultiplier?: number
  chromePath: string
  log: (s: string) => void
}): Promise<{ calibration: LhCalibration; results: LhResult[] }> {
  if (!existsSync(opts.chromePath)) throw new Error(`Chromium not found at ${opts.chromePath} (set CHROME_PATH)`)
  const { default: lighthouse, desktopConfig, defaultConfig } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const manifest = readManifest(opts.dist)
  const chrome = await chromeLauncher.launch({ chromePath: opts.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const out: LhResult[] = []
  let calibration: LhCalibration = { benchmarkIndexes: [], benchmarkIndex: NaN, cpuMultiplier: opts.cpuMultiplier ?? MOBILE_PRESET_CPU, forced: opts.cpuMultiplier !== undefined }
  try {
    // The session goes into the browser's cookie jar. A Cookie request header (Lighthouse's
    // extraHeaders) reaches the server but not document.cookie, so the app saw no CSRF cookie,
    // took the agent for a visitor and rendered the visitor pages (runs before 2026-11-21).
    const { default: puppeteer } = await import('puppeteer-core')
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const cdp = await browser.target().createCDPSession()
    const setSessionCookies = async (loggedIn: boolean) => {
      await cdp.send('Storage.clearCookies')
      if (!loggedIn) return
      await cdp.send('Storage.setCookies', {
        cookies: [
          { name: 'token', value: opts.session.token, url: opts.url, httpOnly: true, sameSite: 'Lax' },
          { name: 'csrftoken', value: opts.session.csrf, url: opts.url, sameSite: 'Lax' },
        ],
      })
    }
    /** A logged-in page must really get the session: its user_info answers 200. */
    const sessionWorks = async (path: string): Promise<boolean> => {
      const tab = await browser.newPage()
      try {
        const tabCdp = await tab.createCDPSession()
        await tabCdp.send('Storage.clearDataForOrigin', { origin: new URL(opts.url).origin, storageTypes: CLEAR_STORAGE.join(',') })
        const seen = tab.waitForResponse((r) => new URL(r.url()).pathname === '/b2b/user_info' && r.status() === 200, { timeout: 30_000 })
        await tab.goto(opts.url + path)
        await seen
        return true
      } catch {
        return false
      } finally {
        await tab.close()
      }
    }
    // Calibration: Lighthouse's BenchmarkIndex of this host, from two quick runs of the visitor
    // home (they also warm the server); the mobile runs then use the slowdown it calls for.
    const home = lighthousePages()[0]!
    await setSessionCookies(false)
    for (let i = 0; i < 2; i++) {
      const lhr = (await lighthouse(opts.url + home.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig))?.lhr as unknown as Lhr | undefined
      const bi = lhr?.environment?.benchmarkIndex
      if (typeof bi === 'number' && Number.isFinite(bi)) calibration.benchmarkIndexes.push(bi)
    }
    const bi = median(calibration.benchmarkIndexes)
    calibration = { ...calibration, benchmarkIndex: bi, cpuMultiplier: opts.cpuMultiplier ?? cpuMultiplierFor(bi) }
    opts.log(`  host BenchmarkIndex ${Number.isFinite(bi) ? `${bi.toFixed(0)} (${calibration.benchmarkIndexes.map((b) => b.toFixed(0)).join(', ')})` : 'not measured'}: mobile CPU slowdown ${calibration.cpuMultiplier}x${calibration.forced ? ' (forced)' : ''}, preset ${MOBILE_PRESET_CPU}x`)
    // The default (mobile) config's network throttling, with the chosen CPU slowdown.
    const mobileConfig = (cpu: number) => ({ extends: 'lighthouse:default' as const, settings: { throttling: { ...defaultConfig.settings?.throttling, cpuSlowdownMultiplier: cpu } } })
    const presets: Array<{ preset: LhPreset; runs: number; cpu: number; config: Parameters<typeof lighthouse>[2] }> = [
      { preset: 'mobile', runs: opts.runs, cpu: calibration.cpuMultiplier, config: mobileConfig(calibration.cpuMultiplier) },
      ...(opts.referenceRuns > 0 ? [{ preset: 'mobile 4x' as const, runs: opts.referenceRuns, cpu: MOBILE_PRESET_CPU, config: mobileConfig(MOBILE_PRESET_CPU) }] : []),
      { preset: 'desktop', runs: opts.runs, cpu: 1, config: desktopConfig },
    ]
    for (const page of lighthousePages()) {
      const spec = ROUTES.find((r) => r.name === page.route)
      const built = spec ? firstLoad(manifest, spec) : null
      await setSessionCookies(page.loggedIn)
      if (built && page.loggedIn && !(await sessionWorks(page.path))) {
        for (const { preset } of presets) out.push({ page: page.name, preset, status: 'failed', detail: 'the page did not get the session (no user_info 200)' })
        opts.log(`  ${page.name}: failed, the page did not get the session`)
        continue
      }
      for (const { preset, runs, cpu, config } of presets) {
        if (!built) {
          out.push({ page: page.name, preset, status: 'not built yet', detail: `no route file for ${page.route} in the build` })
          continue
        }
        const all: LhFigures[] = []
        const threads: LhMainThread[] = []
        const failing = new Set<string>()
        let failure = ''
        for (let i = 0; i < runs; i++) {
          const flags = {
            port: chrome.port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            clearStorageTypes: [...CLEAR_STORAGE],
          }
          const once = async () => (await lighthouse(opts.url + page.path, flags, config))?.lhr as unknown as Lhr | undefined
          // A trace can fail to record on a loaded machine (NO_NAVSTART…): up to two retries
          // before the page's figures are given up.
          let lhr = await once()
          for (let retry = 0; retry < 2 && (!lhr || lhr.runtimeError); retry++) lhr = await once()
          if (!lhr || lhr.runtimeError) {
            failure = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result'
            break
          }
          // What keeps accessibility / best practices / SEO below 100 (weighted audits only).
          for (const cat of ['accessibility', 'best-practices', 'seo']) {
            for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
              const a = lhr.audits[ref.id]
              if (ref.weight > 0 && typeof a?.score === 'number' && a.score < 1) {
                // inspector-issues lists DevTools issue types; name them so the owner knows where to look.
                const kinds = (a.details?.items ?? []).map((i) => i.issueType).filter((k): k is string => typeof k === 'string')
                failing.add(`${cat}:${ref.id}${kinds.length ? `[${[...new Set(kinds)].join('/')}]` : ''}`)
              }
            }
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
          all.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          })
          threads.push(mainThreadOf(lhr, opts.url + page.path))
        }
        if (failure) {
          out.push({ page: page.name, preset, status: 'failed', detail: failure })
          opts.log(`  ${page.name} ${preset}: failed (${failure})`)
        } else {
          const m = medianFigures(all)
          // The breakdown of the run whose TBT is the median's (the middle run of three).
          const mid = all.reduce((best, f, i) => (Math.abs(f.tbtMs - m.tbtMs) < Math.abs((all[best]?.tbtMs ?? NaN) - m.tbtMs) ? i : best), 0)
          const mainThread = threads[mid]
          out.push({ page: page.name, preset, cpu, runs: all.length, status: 'measured', median: m, all, failingAudits: [...failing], ...(mainThread ? { mainThread } : {}) })
          opts.log(`  ${page.name} ${preset} (CPU ${cpu}x): perf ${m.performance}, a11y ${m.accessibility}, LCP ${m.lcpMs.toFixed(0)} ms${failing.size ? `; below 100: ${[...failing].join(', ')}` : ''}`)
        }
      }
    }
  } finally {
    chrome.kill()
  }
  return { calibration, results: out }
}
