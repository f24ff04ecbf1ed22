import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { cliFlags } from './cli'
import { CHROME_FLAGS, lighthousePages } from './lighthouse'
import { blockingMs, longTaskLines, longTasksOf, rendererMainThread, type CallFrame } from './long-tasks-lib'
import { openPhoneTab, tracedLoad } from './phone-tab'
import { exitOnInterrupt, loginOver, startServer } from './server-process'

// Where one page load's long tasks go, function by function, on a phone-like CPU:
//   npx vite build --sourcemap --outDir .scratch/dist-sm
//   npx tsx scripts/bench/long-tasks.ts --dist .scratch/dist-sm --page "hotel list" --cpu 8 --runs 2
// Loads a Lighthouse page (lighthousePages(): visitor home, login, hotel list, hotel detail) in
// Chromium with the CPU slowed down (applied, not simulated), a first visit each run, and prints
// every task over 50 ms: what ran (package or src/ folder, self time), which of our functions
// led there (inclusive), and the renderer's own work (style, layout, parsing); `--functions` adds
// each task's hottest functions by self time, and `--top N` lists N of each; `--threshold MS`
// lists tasks over MS instead of 50 (at `--cpu 1`, 10 lists the tasks Lighthouse's 8x
// simulation keeps and multiplies past 50 ms: LANTERN_MIN_TASK_MS). Times are the
// slowed-down CPU's. It asserts nothing: compare runs on the same host, as ratios. V8's sampling
// profiler, which Lighthouse does not run, slows the page further: on a slow host at 8x about
// half of the traced hotel-list loads ended the app's first mount in one blocking render of
// 0.5-2.2 s that six untraced loads never showed, so check such a task without tracing
// (a PerformanceObserver for 'longtask') before chasing it.

function args() {
  const { get, has } = cliFlags()
  return {
    dist: path.resolve(get('--dist') ?? '.scratch/dist-sm'),
    page: get('--page') ?? 'hotel list',
    cpu: Number(get('--cpu') ?? 8),
    runs: Number(get('--runs') ?? 1),
    functions: has('--functions'),
    top: Number(get('--top') ?? 6),
    /** Tasks longer than this are listed (ms of the slowed-down CPU). At --cpu 1, 10 lists what Lighthouse's 8x simulation counts as blocking (it drops shorter tasks). */
    threshold: Number(get('--threshold') ?? 50),
    chrome: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  }
}

/** `function source:line`, through the build's sourcemaps when it has them. */
function frameLabeller(dist: string): (frame: CallFrame) => string {
  const maps = new Map<string, TraceMap | null>()
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let map: TraceMap | null = null
      try {
        const file = path.join(dist, new URL(url).pathname + '.map')
        if (existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'))
      } catch {
        map = null
      }
      maps.set(url, map)
    }
    return maps.get(url) ?? null
  }
  return (frame) => {
    if (!frame.url) return frame.functionName || '(native)'
    const map = mapOf(frame.url)
    const file = frame.url.split('?')[0]!.split('/').pop() ?? frame.url
    if (!map) return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    const source = (pos.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')
    return `${pos.name ?? (frame.functionName || '(anonymous)')} ${source}:${pos.line ?? 0}`
  }
}

async function main() {
  exitOnInterrupt()
  const a = args()
  const page = lighthousePages().find((p) => p.name === a.page)
  if (!page) throw new Error(`no page "${a.page}": ${lighthousePages().map((p) => p.name).join(', ')}`)
  if (!existsSync(path.join(a.dist, 'index.html'))) throw new Error(`no build in ${a.dist}`)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'long-tasks-'))
  const server = await startServer({ dataDir, env: { DIST_DIR: a.dist }, timeoutMs: 300_000 })
  const label = frameLabeller(a.dist)
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({ executablePath: a.chrome, args: CHROME_FLAGS, headless: true })
  try {
    const session = await loginOver(server.url, 'demo_agent', 'Harbor7Sky9')
    console.log(`${page.name} (${page.path}), CPU ${a.cpu}x applied, ${os.cpus().length} cores, ${new Date().toISOString()}`)
    const openTab = () => openPhoneTab(browser, server.url, page.loggedIn ? session : null)
    // One untraced load first, as Lighthouse's session check does: on a server just started, the
    // page's first API answer can miss the first paint's budget (FIRST_PAINT_BUDGET_MS), and the
    // traced page would then be the app asking for its data itself, not the painted page.
    const warm = await openTab()
    await warm.tab.goto(server.url + page.path, { waitUntil: 'networkidle0', timeout: 180_000 })
    await warm.context.close()
    for (let run = 1; run <= a.runs; run++) {
      const { context, tab } = await openTab()
      const cdp = await tab.createCDPSession()
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: a.cpu })
      const events = await tracedLoad(tab, server.url + page.path, ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel'], 3000)
      await context.close()
      const thread = rendererMainThread(events, server.url)
      if (!thread) throw new Error('the page’s main thread is not in the trace')
      const tasks = longTasksOf(events, thread.pid, thread.tid, label, { top: a.top, thresholdMs: a.threshold })
      console.log(`\nrun ${run}: ${tasks.length} tasks over ${a.threshold} ms, ${blockingMs(tasks).toFixed(0)} ms over 50 ms in all (from the first task to 3 s after the network went idle)`)
      for (const line of longTaskLines(tasks, { functions: a.functions })) console.log(line)
    }
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
