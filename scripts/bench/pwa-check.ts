import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { median } from './stats'

// Issue 7 measurements that Lighthouse 12 no longer makes (it dropped the PWA category and the
// installable-manifest audit): Chromium's own installability verdict over the DevTools protocol
// (Page.getInstallabilityErrors, the check behind the install prompt), the Lighthouse 11 PWA
// checks that are still meaningful, and the first paint of the app opened offline from its
// service worker with 4x CPU throttling.
//
//   npx tsx scripts/bench/pwa-check.ts --url http://127.0.0.1:8080 [--runs 5] [--json out.json]
// The server must be running (npm start). Logs in as demo_agent for the offline pages.

export type PwaCheck = { id: string; pass: boolean; detail: string }
export type PaintRun = { fpMs: number; fcpMs: number; lcpMs: number; contentMs: number }
export type PwaReport = {
  installabilityErrors: Array<{ errorId: string; errorArguments?: unknown[] }>
  checks: PwaCheck[]
  offlinePaint: Record<string, { runs: PaintRun[]; median: PaintRun }>
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage', '--no-first-run']

async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 })
}

async function manifestChecks(page: Page, cdp: CDPSession): Promise<{ errors: PwaReport['installabilityErrors']; checks: PwaCheck[] }> {
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: PwaReport['installabilityErrors'] }
  const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }>; data?: string }
  const manifest = JSON.parse(app.data ?? '{}') as Record<string, unknown> & { icons?: Array<{ sizes?: string; purpose?: string }> }
  const icons = manifest.icons ?? []
  const dom = await page.evaluate(() => ({
    themeMeta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '',
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
    appleIcon: Boolean(document.querySelector('link[rel="apple-touch-icon"]')),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }))
  const checks: PwaCheck[] = [
    { id: 'installable-manifest', pass: installabilityErrors.length === 0, detail: installabilityErrors.map((e) => e.errorId).join(', ') || 'no installability errors' },
    { id: 'manifest-parses', pass: app.errors.length === 0, detail: `${app.url} ${app.errors.map((e) => e.message).join('; ')}` },
    { id: 'service-worker', pass: await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), detail: 'page controlled by a service worker' },
    { id: 'themed-omnibox', pass: Boolean(manifest.theme_color) && dom.themeMeta !== '', detail: `manifest ${String(manifest.theme_color)}, meta ${dom.themeMeta}` },
    { id: 'maskable-icon', pass: icons.some((i) => i.purpose?.includes('maskable')), detail: icons.map((i) => `${i.sizes}/${i.purpose ?? 'any'}`).join(' ') },
    { id: 'icons-192-512', pass: ['192x192', '512x512'].every((s) => icons.some((i) => i.sizes === s)), detail: '' },
    { id: 'viewport', pass: /width=device-width/.test(dom.viewport), detail: dom.viewport },
    { id: 'content-width', pass: dom.overflow <= 0, detail: `horizontal overflow ${dom.overflow}px` },
    { id: 'apple-touch-icon', pass: dom.appleIcon, detail: '' },
    { id: 'screenshots-and-shortcuts', pass: Array.isArray(manifest.screenshots) && Array.isArray(manifest.shortcuts), detail: `${(manifest.screenshots as unknown[] | undefined)?.length ?? 0} screenshots, ${(manifest.shortcuts as unknown[] | undefined)?.length ?? 0} shortcuts` },
  ]
  return { errors: installabilityErrors, checks }
}

/** One offline cold open of `path` at 4x CPU throttling: paint timings and when `ready` shows. */
async function offlinePaint(context: BrowserContext, path: string, ready: string): Promise<PaintRun> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(`window.__lcp = 0; new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime)
  }).observe({ type: 'largest-contentful-paint', buffered: true })`)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForSelector(ready, { timeout: 60_000 })
  const contentMs = await page.evaluate(() => performance.now())
  await page.waitForTimeout(300)
  // A string, not a function: tsx would wrap inner helpers in __name(), unknown to the page.
  const t = (await page.evaluate(`({
    fpMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcpMs: window.__lcp,
  })`)) as Omit<PaintRun, 'contentMs'>
  await page.close()
  return { ...t, contentMs }
}

export async function runPwaChecks(opts: { url: string; runs: number; log?: (s: string) => void }): Promise<PwaReport> {
  const log = opts.log ?? (() => undefined)
  // A persistent profile: Chromium never offers installation in an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-check-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: ARGS,
    baseURL: opts.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const login = await page.request.post('/b2b/login', { form: { username: 'demo_agent', password: 'Harbor7Sky9' } })
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`)
    const regions = (await (await page.request.get('/static/v2/region/fuzzy?keyword=Tokyo')).json()) as { data: Array<{ id: number }> }
    const d = new Date(Date.now() + 40 * 864e5)
    const iso = (x: Date) => x.toISOString().slice(0, 10)
    const q = new URLSearchParams({ checkIn: iso(d), checkOut: iso(new Date(d.getTime() + 2 * 864e5)), addressType: 'region', addressValue: String(regions.data[0]!.id), adult: '2', room: '1', nation: 'CN' })
    const pages = { home: ['/en-US/', 'form[aria-label]'], 'hotel list': [`/en-US/hotel/list?${q}`, '[data-testid="hotel-card"]'] } as const

    await page.goto('/en-US/')
    await controlled(page)
    // Chromium decides installability after the page settles; give it the engagement it wants.
    await page.waitForTimeout(2000)
    const cdp = await context.newCDPSession(page)
    const { errors, checks } = await manifestChecks(page, cdp)
    log(`installability: ${errors.length ? errors.map((e) => e.errorId).join(', ') : 'installable'}`)
    // Seen once online, so the persisted query cache has it.
    for (const [path, ready] of Object.values(pages)) {
      await page.goto(path)
      await page.waitForSelector(ready)
    }
    await page.waitForTimeout(1500)
    await context.setOffline(true)
    const startUrl = await page.goto('/').then((r) => r?.status() ?? 0, () => 0)
    checks.push({ id: 'offline-start-url', pass: startUrl === 200, detail: `start_url "/" offline: ${startUrl || 'failed'}` })

    const offline: PwaReport['offlinePaint'] = {}
    for (const [name, [path, ready]] of Object.entries(pages)) {
      const runs: PaintRun[] = []
      for (let i = 0; i < opts.runs; i++) runs.push(await offlinePaint(context, path, ready))
      const pick = (k: keyof PaintRun) => median(runs.map((r) => r[k]))
      offline[name] = { runs, median: { fpMs: pick('fpMs'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), contentMs: pick('contentMs') } }
      log(`offline ${name} (4x CPU, median of ${opts.runs}): FP ${offline[name].median.fpMs.toFixed(0)} ms, FCP ${offline[name].median.fcpMs.toFixed(0)} ms, content ${offline[name].median.contentMs.toFixed(0)} ms`)
    }
    return { installabilityErrors: errors, checks, offlinePaint: offline }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const report = await runPwaChecks({ url: arg('--url') ?? 'http://127.0.0.1:8080', runs: Number(arg('--runs') ?? 5), log: (s) => console.log(s) })
  for (const c of report.checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.id.padEnd(26)} ${c.detail}`)
  const out = arg('--json')
  if (out) (await import('node:fs')).writeFileSync(out, JSON.stringify(report, null, 2))
  process.exitCode = report.checks.every((c) => c.pass) ? 0 : 1
}

if (process.argv[1]?.endsWith('pwa-check.ts')) void main()
