import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cliFlags } from './cli'
import { CHROME_FLAGS, lighthousePages } from './lighthouse'
import { mainThreadSummary, navigatedMainThread } from './long-tasks-lib'
import { openPhoneTab, tracedLoad } from './phone-tab'
import { exitOnInterrupt, loginOver, startServer, type ServerProcess } from './server-process'
import { median } from './stats'

// How much main-thread work one or more builds give a page's first load, without V8's sampling
// profiler (which long-tasks.ts needs to name functions, and which slows the page down):
//   npx tsx scripts/bench/main-thread.ts --dist .scratch/dist-before,dist --page "hotel list" --runs 5
// Each build gets a server of its own; their loads are interleaved, a first visit each, at full
// CPU speed and a phone's viewport. Per load it prints the time in all main-thread tasks, the
// tasks of 10 ms or more (the ones Lighthouse's 8x simulation keeps, and multiplies past 50 ms:
// it drops shorter ones, see LANTERN_MIN_TASK_MS), the 8x blocking-time estimate after the
// first contentful paint, and V8's lazy compilation on the main thread (`--compile`: traces
// V8's compile categories too, which makes every load slower, so compare such runs only with
// one another); `--tasks` lists the counted tasks with the work in each. It asserts nothing: the host's noise is large, so
// compare medians of interleaved runs.

function args() {
  const { get, has } = cliFlags()
  return {
    dists: (get('--dist') ?? 'dist').split(',').map((d) => path.resolve(d)),
    page: get('--page') ?? 'hotel list',
    runs: Number(get('--runs') ?? 3),
    compile: has('--compile'),
    listTasks: has('--tasks'),
    chrome: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  }
}

async function main() {
  exitOnInterrupt()
  const a = args()
  const page = lighthousePages().find((p) => p.name === a.page)
  if (!page) throw new Error(`no page "${a.page}": ${lighthousePages().map((p) => p.name).join(', ')}`)
  const dataDirs = a.dists.map(() => mkdtempSync(path.join(os.tmpdir(), 'main-thread-')))
  const servers: ServerProcess[] = []
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({ executablePath: a.chrome, args: CHROME_FLAGS, headless: true })
  try {
    for (const [i, dist] of a.dists.entries()) servers.push(await startServer({ dataDir: dataDirs[i], env: { DIST_DIR: dist }, timeoutMs: 300_000 }))
    const sessions = await Promise.all(servers.map((s) => loginOver(s.url, 'demo_agent', 'Harbor7Sky9')))
    console.log(`${page.name} (${page.path}), ${a.runs} interleaved loads per build, ${os.cpus().length} cores, ${new Date().toISOString()}`)
    const openTab = (i: number) => openPhoneTab(browser, servers[i]!.url, page.loggedIn ? sessions[i]! : null)
    // One untraced load per server first (long-tasks.ts says why).
    for (let i = 0; i < servers.length; i++) {
      const warm = await openTab(i)
      await warm.tab.goto(servers[i]!.url + page.path, { waitUntil: 'networkidle0', timeout: 180_000 })
      await warm.context.close()
    }
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', ...(a.compile ? ['v8', 'disabled-by-default-v8.compile'] : [])]
    const figures = a.dists.map(() => ({ busy: [] as number[], long: [] as number[], tbt: [] as number[], compile: [] as number[] }))
    for (let run = 1; run <= a.runs; run++) {
      for (let i = 0; i < servers.length; i++) {
        const { context, tab } = await openTab(i)
        const events = await tracedLoad(tab, servers[i]!.url + page.path, categories, 2500)
        await context.close()
        const thread = navigatedMainThread(events, servers[i]!.url)
        if (!thread) {
          console.log(`${path.basename(a.dists[i]!)} run ${run}: the page’s main thread is not in the trace; load left out`)
          continue
        }
        const s = mainThreadSummary(events, thread)
        const long = s.tasks.reduce((sum, t) => sum + t.durationMs, 0)
        const f = figures[i]!
        f.busy.push(s.busyMs)
        f.long.push(long)
        f.tbt.push(s.tbtEstimateMs)
        f.compile.push(s.lazyCompileMs)
        console.log(
          `${path.basename(a.dists[i]!)} run ${run}: all tasks ${s.busyMs.toFixed(0)} ms; ${s.tasks.length} tasks of 10 ms or more, ${long.toFixed(0)} ms; 8x blocking estimate ${s.tbtEstimateMs.toFixed(0)} ms` +
            (a.compile ? `; lazy compilation on the main thread ${s.lazyCompileMs.toFixed(0)} ms` : ''),
        )
        if (a.listTasks) for (const t of s.tasks) console.log(`  ${t.afterFcp ? '' : '(before FCP) '}@${t.startMs.toFixed(0)} ms ${t.durationMs.toFixed(1)} ms: ${t.work || '-'}`)
      }
    }
    console.log('\nmedians:')
    for (const [i, f] of figures.entries()) {
      console.log(
        `  ${path.basename(a.dists[i]!)}: all tasks ${median(f.busy).toFixed(0)} ms, tasks of 10 ms or more ${median(f.long).toFixed(0)} ms, 8x blocking estimate ${median(f.tbt).toFixed(0)} ms` +
          (a.compile ? `, lazy compilation ${median(f.compile).toFixed(0)} ms` : ''),
      )
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map((s) => s.stop()))
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true })
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
