import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { kb } from '../check-budgets-lib'
import { evaluateBudgets, measureDist, type SizeReport } from './budgets'
import { benchContext } from './endpoints'
import { benchAll, type EndpointResult } from './http-bench'
import { runLighthouse, type LhCalibration, type LhResult } from './lighthouse'
import { lighthouseRows } from './lighthouse-report'
import { runLoad, type LoadResult } from './load'
import { describeOrderBook, placeOrderBook, type OrderBook } from './order-book'
import { freshPostgres, loginOver, ROOT, rssMb, startServer } from './server-process'
import { hostSpeedMs, ms } from './stats'
import { formatTable, markdownTable } from './table'

// `npm run bench`: size, server, load, cold-start, lighthouse. Prints tables and writes
// bench/results.json (+ bench/results.md, the README summary). Figures depend on the
// machine: compare runs as ratios, not absolute times. Nothing here is a test assertion.

export const SECTIONS = ['size', 'server', 'load', 'cold-start', 'lighthouse'] as const
type Section = (typeof SECTIONS)[number]

export type BenchArgs = {
  only: Section[]
  seedHotels: number
  serverSeconds: number
  /** Orders demo_agent places before the order reads are measured (order-book.ts). */
  orders: number
  loadSeconds: number
  users: number
  thinkMs: number
  lighthouseRuns: number
  /** Runs of the mobile preset's fixed 4x, for comparison across hosts. */
  lighthouseReferenceRuns: number
  /** A fixed mobile CPU slowdown; undefined: calibrated from the host's BenchmarkIndex. */
  lighthouseCpu?: number
  build: boolean
  dist: string
}

const HELP = `npm run bench -- [options]
  --only size,server,load,cold-start,lighthouse   sections to run (default: all)
  --skip lighthouse                                sections to leave out
  --seed-hotels N     hotels seeded for server/load (default $SEED_HOTELS or 50000)
  --server-seconds N  autocannon duration per endpoint (default 10)
  --orders N          orders placed before the order reads are measured (default 200)
  --load-seconds N    mixed load duration (default 30; 300 for the full run)
  --users N           virtual users of the mixed load (default 50)
  --think-ms N        mean think time between a user's steps (default 500)
  --lighthouse-runs N runs per page and preset, median reported (default 3)
  --lighthouse-cpu N  mobile CPU slowdown (default: calibrated from the host's BenchmarkIndex,
                      as Lighthouse's throttling docs describe; 4 is the preset's own)
  --lighthouse-reference-runs N  runs of mobile at the preset's fixed 4x, to compare hosts (default 1)
  --no-build          measure the existing --dist instead of building it
  --dist DIR          client build to measure and serve (default node_modules/.cache/bench/dist,
                      outside every linted/tracked folder; dist/ is left to npm test and npm start)`

export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env): BenchArgs {
  const get = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const num = (name: string, fallback: number) => {
    const v = get(name)
    if (v === undefined) return fallback
    const n = Number(v)
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} needs a number, got ${v}`)
    return n
  }
  const list = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])
  const unknown = [...list(get('--only')), ...list(get('--skip'))].filter((s) => !(SECTIONS as readonly string[]).includes(s))
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`)
  const only = list(get('--only')) as Section[]
  const skip = list(get('--skip'))
  return {
    only: (only.length ? only : [...SECTIONS]).filter((s) => !skip.includes(s)),
    seedHotels: num('--seed-hotels', Number(env.SEED_HOTELS ?? 50_000)),
    serverSeconds: num('--server-seconds', 10),
    orders: num('--orders', 200),
    loadSeconds: num('--load-seconds', 30),
    users: num('--users', 50),
    thinkMs: num('--think-ms', 500),
    lighthouseRuns: num('--lighthouse-runs', 3),
    lighthouseReferenceRuns: num('--lighthouse-reference-runs', 1),
    ...(get('--lighthouse-cpu') !== undefined ? { lighthouseCpu: Math.max(1, num('--lighthouse-cpu', 4)) } : {}),
    build: !argv.includes('--no-build'),
    dist: path.resolve(ROOT, get('--dist') ?? 'node_modules/.cache/bench/dist'),
  }
}

type DbRun = {
  db: 'pglite' | 'postgres'
  seedHotels: number
  readyMs: number
  rssAfterStartMb: number | null
  /** The orders placed before the order reads (null: the server section did not run). */
  orderBook: Omit<OrderBook, 'orderNums'> | null
  endpoints: EndpointResult[]
  load: LoadResult | null
  rssAfterLoadMb: number | null
}
type ColdStart = { db: 'pglite' | 'postgres'; seedHotels: string; readyMs: number; rssAfterStartMb: number | null; log: string }

type Results = {
  date: string
  machine: { cores: number; cpu: string; memGb: number; node: string; platform: string; speedMs: number }
  args: BenchArgs
  size?: SizeReport
  servers: DbRun[]
  coldStart: ColdStart[]
  lighthouse?: LhResult[] | { error: string }
  lighthouseCalibration?: LhCalibration
  durationS: number
  buildError?: string
}

const log = (s: string) => console.log(s)

/** Builds the client; returns an error message instead of throwing, so the server sections still run. */
function build(dist: string): string | null {
  log(`building the PWA into ${path.relative(ROOT, dist)}…`)
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' })
  return res.status === 0 ? null : `vite build failed (exit ${res.status})`
}

async function serverRuns(args: BenchArgs): Promise<DbRun[]> {
  const dbs: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])]
  const out: DbRun[] = []
  for (const db of dbs) {
    log(`\n== server on ${db}, SEED_HOTELS=${args.seedHotels} ==`)
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
    const pgdb = db === 'postgres' ? await freshPostgres(process.env.DATABASE_URL!, 'bench') : null
    try {
      const srv = await startServer({ dataDir, databaseUrl: pgdb?.url, seedHotels: args.seedHotels, env: { DIST_DIR: args.dist }, timeoutMs: 600_000 })
      const run: DbRun = { db, seedHotels: args.seedHotels, readyMs: srv.readyMs, rssAfterStartMb: rssMb(srv.pid), orderBook: null, endpoints: [], load: null, rssAfterLoadMb: null }
      log(`  ready in ${(srv.readyMs / 1000).toFixed(1)} s (seeding included), RSS ${run.rssAfterStartMb?.toFixed(0)} MB`)
      try {
        const session = await loginOver(srv.url, 'demo_agent', 'Harbor7Sky9')
        if (args.only.includes('server')) {
          const { orderNums, ...book } = await placeOrderBook(srv.url, session.token, args.orders)
          run.orderBook = book
          log(`  orders placed: ${describeOrderBook(book)}`)
          // order_detail reads one from the middle of the book.
          const ctx = benchContext(new Date(), orderNums[Math.floor(orderNums.length / 2)])
          run.endpoints = await benchAll(srv.url, session.token, args.serverSeconds, log, ctx)
        }
        if (args.only.includes('load')) {
          run.load = await runLoad(srv.url, { users: args.users, seconds: args.loadSeconds, thinkMs: args.thinkMs, token: session.token, log })
          run.rssAfterLoadMb = rssMb(srv.pid)
          log(`  load: ${run.load.requests} requests, errors ${(run.load.errorRate * 100).toFixed(2)} %, p95 ${ms(run.load.p95)} ms, RSS after ${run.rssAfterLoadMb?.toFixed(0)} MB`)
          const { afterLogins: a, slowestSeconds: slow } = run.load
          log(`  load tail: p99 ${ms(run.load.p99)} ms in all, ${ms(a.p99)} ms after the last login (from ${a.fromS.toFixed(1)} s, p95 ${ms(a.p95)} ms)`)
          log(`  slowest seconds: ${slow.map((w) => `${w.atS} s (${w.count} requests, ${w.logins} logins, max ${ms(w.max)} ms ${w.slowest}, p99 ${ms(w.p99)})`).join('; ')}`)
        }
      } finally {
        await srv.stop()
      }
      out.push(run)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await pgdb?.drop()
    }
  }
  return out
}

async function coldStarts(args: BenchArgs): Promise<ColdStart[]> {
  const dbs: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])]
  const out: ColdStart[] = []
  for (const db of dbs) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'))
    const pgdb = db === 'postgres' ? await freshPostgres(process.env.DATABASE_URL!, 'benchcold') : null
    try {
      // `npm start` defaults: SEED_HOTELS unset (config default), the build already present.
      const env: Record<string, string> = { DIST_DIR: args.dist, LOG_LEVEL: 'info', SEED_HOTELS: '' }
      const srv = await startServer({ dataDir, databaseUrl: pgdb?.url, env, timeoutMs: 300_000 })
      const rss = rssMb(srv.pid)
      const ready = /database ready.*/.exec(srv.output())?.[0] ?? ''
      await srv.stop()
      out.push({ db, seedHotels: 'default', readyMs: srv.readyMs, rssAfterStartMb: rss, log: ready.slice(0, 300) })
      log(`  cold start on ${db}: /healthz 200 after ${(srv.readyMs / 1000).toFixed(2)} s, RSS ${rss?.toFixed(0)} MB`)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await pgdb?.drop()
    }
  }
  return out
}

async function lighthouseSection(args: BenchArgs): Promise<{ calibration: LhCalibration; results: LhResult[] } | { error: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'))
  try {
    const srv = await startServer({ dataDir, env: { DIST_DIR: args.dist, SEED_HOTELS: '' }, timeoutMs: 300_000 })
    try {
      const session = await loginOver(srv.url, 'demo_agent', 'Harbor7Sky9')
      return await runLighthouse({
        url: srv.url,
        dist: args.dist,
        session,
        runs: args.lighthouseRuns,
        referenceRuns: args.lighthouseReferenceRuns,
        ...(args.lighthouseCpu !== undefined ? { cpuMultiplier: args.lighthouseCpu } : {}),
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        log,
      })
    } finally {
      await srv.stop()
    }
  } catch (e) {
    log(`  lighthouse could not run: ${(e as Error).message}`)
    return { error: (e as Error).message }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function summaryRows(r: Results): string[][] {
  const rows: string[][] = []
  if (r.buildError) rows.push(['size', 'client build', r.buildError, ''])
  const stamp = `${r.date.slice(0, 10)}, ${r.machine.cores} cores`
  rows.push(['host', 'speed: a fixed JS workload (median of 5; lower is faster)', `${ms(r.machine.speedMs)} ms`, `${stamp}, ${r.machine.cpu}`])
  if (r.size) {
    for (const x of r.size.routes) {
      rows.push(['size', `${x.route}: JS first load`, x.file ? `${kb(x.js.gzip)} KB gz / ${kb(x.js.brotli)} KB br` : 'not built yet', stamp])
      if (x.file) rows.push(['size', `${x.route}: total incl. lazy`, `${kb(x.total.gzip)} KB gz / ${kb(x.total.brotli)} KB br`, stamp])
    }
    if (r.size.largestLazyChunk) rows.push(['size', 'largest lazy chunk', `${kb(r.size.largestLazyChunk.sizes.gzip)} KB gz (${r.size.largestLazyChunk.file})`, stamp])
    rows.push(['size', 'precache', `${r.size.precache.files} files, ${kb(r.size.precache.sizes.raw)} KB raw / ${kb(r.size.precache.sizes.gzip)} KB gz`, stamp])
    for (const b of r.size.budgets) rows.push(['budget', `${b.id} ≤ ${b.limitKb} KB`, b.pass ? 'ok' : 'FAILED', stamp])
  }
  for (const s of r.servers) {
    if (s.orderBook) rows.push([`server ${s.db}`, 'orders placed before the order reads', describeOrderBook(s.orderBook), stamp])
    for (const e of s.endpoints) {
      const goal = e.status === 'measured' && e.p95GoalMs ? ` (goal p95 ≤ ${e.p95GoalMs})` : ''
      rows.push([
        `server ${s.db}`,
        e.name,
        e.status === 'measured'
          ? `p50 ${ms(e.p50)} / p95 ${ms(e.p95)} / p99 ${ms(e.p99)} ms, ${e.rps.toFixed(0)} req/s${e.non2xx ? `, ${e.non2xx} non-2xx` : ''}${goal}`
          : `${e.status}${e.status === 'rejected' ? `: ${e.detail}` : ''}`,
        `${stamp}, ${s.seedHotels} hotels, 10 conn.`,
      ])
    }
    if (s.load) {
      const l = s.load
      rows.push([`load ${s.db}`, `${l.users} users × ${l.seconds} s (think ${l.thinkMs} ms)`, `${l.requests} req, ${(l.errorRate * 100).toFixed(2)} % errors, p50 ${ms(l.p50)} / p95 ${ms(l.p95)} / p99 ${ms(l.p99)} ms, ${l.rps.toFixed(0)} req/s`, `${stamp}, steps: ${l.steps.join(', ')}`])
    }
    rows.push([`memory ${s.db}`, 'server RSS after start / after load', `${s.rssAfterStartMb?.toFixed(0) ?? '-'} MB / ${s.rssAfterLoadMb?.toFixed(0) ?? '-'} MB`, `${stamp}, ${s.seedHotels} hotels`])
    rows.push([`start ${s.db}`, `ready incl. seeding ${s.seedHotels} hotels`, `${(s.readyMs / 1000).toFixed(1)} s`, stamp])
  }
  for (const c of r.coldStart) rows.push([`cold start ${c.db}`, 'npm start on a fresh database → /healthz 200', `${(c.readyMs / 1000).toFixed(2)} s, RSS ${c.rssAfterStartMb?.toFixed(0) ?? '-'} MB`, `${stamp}, default seed`])
  rows.push(...lighthouseRows(r.lighthouse, r.lighthouseCalibration, stamp))
  return rows
}

export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(HELP)
    return 0
  }
  const args = parseArgs(argv)
  const t0 = Date.now()
  const results: Results = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? '?', memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}`, speedMs: hostSpeedMs() },
    args,
    servers: [],
    coldStart: [],
    durationS: 0,
  }
  log(`bench ${results.date} on ${results.machine.cores} cores (${results.machine.cpu}), node ${results.machine.node}, host speed ${results.machine.speedMs.toFixed(0)} ms; sections: ${args.only.join(', ')}`)
  const needsBuild = args.only.some((s) => s === 'size' || s === 'cold-start' || s === 'lighthouse')
  const buildError = args.build && needsBuild ? build(args.dist) : null
  if (buildError) results.buildError = buildError

  if (args.only.includes('size') && !buildError) {
    log('\n== size ==')
    results.size = measureDist(args.dist)
    results.size.budgets = evaluateBudgets(results.size.routes, results.size.forbidden)
  }
  if (args.only.includes('server') || args.only.includes('load')) results.servers = await serverRuns(args)
  if (args.only.includes('cold-start')) {
    log('\n== cold start ==')
    results.coldStart = await coldStarts(args)
  }
  if (args.only.includes('lighthouse')) {
    log('\n== lighthouse ==')
    const lh = buildError ? { error: `no client build: ${buildError}` } : await lighthouseSection(args)
    if ('error' in lh) results.lighthouse = lh
    else {
      results.lighthouse = lh.results
      results.lighthouseCalibration = lh.calibration
    }
  }
  results.durationS = Math.round((Date.now() - t0) / 1000)

  const head = ['section', 'what', 'figure', 'machine / conditions']
  const rows = summaryRows(results)
  log(`\n${formatTable(head, rows)}\n\nbench finished in ${results.durationS} s`)
  const dir = path.join(ROOT, 'bench')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results, null, 2))
  writeFileSync(path.join(dir, 'results.md'), `Measured ${results.date} on ${results.machine.cores} cores (${results.machine.cpu}), ${results.machine.memGb} GB, node ${results.machine.node}, host speed ${results.machine.speedMs.toFixed(0)} ms.\n\n${markdownTable(head, rows)}\n`)
  log(`wrote bench/results.json and bench/results.md`)
  return 0
}
