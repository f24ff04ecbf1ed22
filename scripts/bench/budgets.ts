import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  addSizes,
  BUDGETS,
  fileSizer,
  findForbidden,
  firstLoad,
  kb,
  listFiles,
  precacheUrls,
  readManifest,
  ROUTES,
  sumSizes,
  ZERO,
  type Budget,
  type MarkerHit,
  type Sizes,
} from '../check-budgets-lib'
import { printTable } from './table'

export type RouteSizes = {
  route: string
  file: string | null
  js: Sizes
  css: Sizes
  lazyJs: Sizes
  lazyCss: Sizes
  /** JS + CSS, first load plus lazy chunks. */
  total: Sizes
  files: number
}

export type BudgetResult = { id: string; description: string; limitKb: number; actualKb: number | null; pass: boolean; detail: string }

export type SizeReport = {
  dist: string
  routes: RouteSizes[]
  largestLazyChunk: { file: string; sizes: Sizes } | null
  precache: { files: number; sizes: Sizes }
  forbidden: MarkerHit[]
  budgets: BudgetResult[]
}

export function measureDist(distDir: string): SizeReport {
  const dist = path.resolve(distDir)
  const manifest = readManifest(dist)
  const size = fileSizer(dist)
  const routes: RouteSizes[] = ROUTES.map((spec) => {
    const load = firstLoad(manifest, spec)
    if (!load) return { route: spec.name, file: null, js: ZERO, css: ZERO, lazyJs: ZERO, lazyCss: ZERO, total: ZERO, files: 0 }
    const js = sumSizes(load.js, size)
    const css = sumSizes(load.css, size)
    const lazyJs = sumSizes(load.lazyJs, size)
    const lazyCss = sumSizes(load.lazyCss, size)
    return {
      route: spec.name,
      file: load.leaf,
      js,
      css,
      lazyJs,
      lazyCss,
      total: [css, lazyJs, lazyCss].reduce(addSizes, js),
      files: load.js.length + load.css.length + load.lazyJs.length + load.lazyCss.length,
    }
  })

  // Largest chunk that no route needs for its first render.
  const eager = new Set<string>()
  for (const spec of ROUTES) for (const f of firstLoad(manifest, spec)?.js ?? []) eager.add(f)
  let largestLazyChunk: SizeReport['largestLazyChunk'] = null
  for (const chunk of Object.values(manifest)) {
    if (!/\.m?js$/.test(chunk.file) || eager.has(chunk.file) || chunk.isEntry) continue
    const s = size(chunk.file)
    if (!largestLazyChunk || s.gzip > largestLazyChunk.sizes.gzip) largestLazyChunk = { file: chunk.file, sizes: s }
  }

  const all = listFiles(dist)
  const swFile = path.join(dist, 'sw.js')
  const precached = existsSync(swFile) ? precacheUrls(readFileSync(swFile, 'utf8')).filter((u) => all.includes(u.replace(/^\//, ''))) : []
  const precache = { files: precached.length, sizes: sumSizes(precached.map((u) => u.replace(/^\//, '')), size) }

  const forbidden: MarkerHit[] = []
  for (const file of all) {
    if (/mockServiceWorker/i.test(file)) forbidden.push({ file, what: 'msw', sample: '(file name)' })
    if (!/\.(m?js|css|html|map|json|webmanifest)$/.test(file)) continue
    forbidden.push(...findForbidden(readFileSync(path.join(dist, file), 'utf8'), file))
  }

  const budgets = evaluateBudgets(routes, forbidden)
  return { dist, routes, largestLazyChunk, precache, forbidden, budgets }
}

function result(b: Budget, actual: number | null, pass: boolean, detail: string): BudgetResult {
  return {
    id: b.id,
    description: b.description,
    limitKb: b.limitBytes / 1024,
    actualKb: actual === null ? null : Number(kb(actual)),
    pass,
    detail,
  }
}

export function evaluateBudgets(routes: RouteSizes[], forbidden: MarkerHit[]): BudgetResult[] {
  const out: BudgetResult[] = []
  const landing = routes.find((r) => r.route === 'landing')
  if (landing?.file) {
    const b = BUDGETS.landingFirstJs
    out.push(result(b, landing.js.gzip, landing.js.gzip <= b.limitBytes, `landing first-load JS ${kb(landing.js.gzip)} KB gzip`))
  }
  const built = routes.filter((r) => r.file)
  if (built.length) {
    const b = BUDGETS.routeWithLazy
    const worst = built.reduce((a, r) => (r.total.gzip > a.total.gzip ? r : a))
    const over = built.filter((r) => r.total.gzip > b.limitBytes)
    out.push(
      result(b, worst.total.gzip, over.length === 0, over.length ? `over: ${over.map((r) => `${r.route} ${kb(r.total.gzip)} KB`).join(', ')}` : `largest: ${worst.route} ${kb(worst.total.gzip)} KB`),
    )
  }
  out.push(result(BUDGETS.forbidden, null, forbidden.length === 0, forbidden.length ? forbidden.map((h) => `${h.what} in ${h.file}: …${h.sample}…`).join('\n') : 'none found'))
  return out
}

const fmt = (s: Sizes) => `${kb(s.gzip)} / ${kb(s.brotli)}`

export function printSizeReport(r: SizeReport): void {
  printTable(
    ['route', 'route file', 'JS first load gz / br KB', 'CSS gz / br KB', 'lazy JS gz / br KB', 'total incl. lazy gz / br KB'],
    r.routes.map((x) =>
      x.file
        ? [x.route, x.file, fmt(x.js), fmt(x.css), fmt(x.lazyJs), fmt(x.total)]
        : [x.route, 'not built yet', '-', '-', '-', '-'],
    ),
  )
  const big = r.largestLazyChunk
  console.log(`largest lazy chunk: ${big ? `${big.file} ${fmt(big.sizes)} KB gz / br` : 'none'}`)
  console.log(`precache (sw.js): ${r.precache.files} files, ${kb(r.precache.sizes.raw)} KB raw, ${fmt(r.precache.sizes)} KB gz / br`)
  console.log('')
  for (const b of r.budgets) {
    const state = b.pass ? 'ok' : 'FAILED'
    console.log(`budget ${b.id} (${b.description} ≤ ${b.limitKb} KB): ${state} — ${b.detail}`)
  }
}

/** check-budgets.mjs: print, optionally write JSON, exit 1 on any breach. */
export function runBudgetCheck(opts: { dist: string; jsonOut?: string }): { exitCode: number; report: SizeReport } {
  const report = measureDist(opts.dist)
  report.budgets = evaluateBudgets(report.routes, report.forbidden)
  printSizeReport(report)
  if (opts.jsonOut) writeFileSync(opts.jsonOut, JSON.stringify(report, null, 2))
  const breached = report.budgets.filter((b) => !b.pass)
  if (breached.length) console.error(`\nByte budget breached: ${breached.map((b) => b.id).join(', ')}`)
  return { exitCode: breached.length ? 1 : 0, report }
}
