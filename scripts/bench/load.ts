import { randomUUID } from 'node:crypto'
import { createOrderRequest, prepareBookings } from './booking-load'
import { benchContext, ENDPOINTS, httpParts, type BenchContext, type BenchRequest } from './endpoints'
import { probe } from './http-bench'
import { loginOver, type Session } from './server-process'
import { summarize, type LatencySummary } from './stats'

// The mixed load: N virtual users, each logs in once (demo_agent) and then repeats the
// agent's cycle (search, view, book, pay, list orders, plus the account calls the header
// makes) with a think time between steps. Steps whose endpoint does not answer yet are
// probed once, reported and left out. Adding a step is one entry in LOAD_STEPS.

export type LoadStep = {
  name: string
  auth: boolean
  request: (ctx: BenchContext, vu: VuState) => BenchRequest
  /** Remembers what later steps need (the order id of a booking…). */
  after?: (body: unknown, vu: VuState) => void
  /** Runs once before the probe (create_order reads bookable offers). */
  prepare?: (url: string, token: string) => Promise<void>
  /** False: the user has nothing to do in this step now (no unpaid order…); it is passed over. */
  ready?: (vu: VuState) => boolean
  /** Runs once the request has an answer (any status) or failed. */
  settled?: (req: BenchRequest) => void
}

/** orderId/orderTotal: the user's last booking while it is unpaid. */
export type VuState = { session: Session; orderId?: string | number; orderTotal?: number }

/**
 * The one agency every user books for (demo_agent): its available credit as the load knows
 * it, never more than the server last reported minus the payments sent since (`inFlight`:
 * sent, not answered yet). Users pay only what it covers, as an agent would: the demo agency
 * has 120,000 CNY of credit, far less than 300 s of bookings cost. Reset per run.
 */
const agency = { creditLeft: undefined as number | undefined, inFlight: 0 }

function sawCredit(available: number): void {
  const known = available - agency.inFlight
  agency.creditLeft = agency.creditLeft === undefined ? known : Math.min(agency.creditLeft, known)
}

const byName = (name: string): LoadStep => {
  const ep = ENDPOINTS.find((e) => e.name === name)
  if (!ep) throw new Error(`no endpoint ${name}`)
  return { name, auth: ep.auth, request: (c) => ep.request(c) }
}

export const LOAD_STEPS: LoadStep[] = [
  byName('user_info'),
  {
    ...byName('credit'),
    after: (body) => {
      const avail = (body as { data?: { availCredit?: number } }).data?.availCredit
      if (typeof avail === 'number') sawCredit(avail)
    },
  },
  byName('exchange_rates'),
  byName('hotel_fuzzy'),
  byName('region/fuzzy'),
  byName('hotel_list'),
  byName('rate search (hotel 1)'),
  // Booking and payments (not built yet): fill in the bodies when the contract lands.
  {
    name: 'create_order',
    auth: true,
    prepare: prepareBookings,
    request: (c) => createOrderRequest(c),
    after: (body, vu) => {
      vu.orderId = (body as { data?: { orderNum?: string } }).data?.orderNum ?? vu.orderId
      vu.orderTotal = (body as { data?: { totalPrice?: number } }).data?.totalPrice ?? vu.orderTotal
    },
  },
  // Pays the VU's last order by credit (fresh Idempotency-Key), once: only a booking not paid
  // yet, and only while the agency's credit covers it (see `agency`).
  {
    name: 'order_pay',
    auth: true,
    ready: (vu) => vu.orderId !== undefined && agency.creditLeft !== undefined && agency.creditLeft >= (vu.orderTotal ?? 0),
    request: (_c, vu) => {
      const total = vu.orderTotal ?? 0
      const json = { orderNum: String(vu.orderId ?? 'HL000000000000'), route: 'credit', expectedTotal: total }
      if (agency.creditLeft !== undefined) agency.creditLeft -= total
      agency.inFlight += total
      vu.orderId = undefined
      vu.orderTotal = undefined
      return { method: 'POST', path: '/booking/v2/order_pay', headers: { 'Idempotency-Key': randomUUID() }, json }
    },
    settled: (req) => {
      agency.inFlight -= (req.json as { expectedTotal: number }).expectedTotal
    },
  },
  byName('order_list'),
]

export type LoadResult = {
  users: number
  seconds: number
  thinkMs: number
  steps: string[]
  skipped: Array<{ name: string; detail: string }>
  logins: { ok: number; failed: number } & LatencySummary
  requests: number
  errors: number
  errorRate: number
  rps: number
  perStep: Array<{ name: string; errors: number } & LatencySummary>
  /** The requests sent after the last login had its answer: the load without the arrivals. */
  afterLogins: { fromS: number } & LatencySummary
  /** The three one-second windows (by when a request was sent) with the slowest answers. */
  slowestSeconds: SlowSecond[]
  firstErrors: string[]
} & LatencySummary

export type SlowSecond = { atS: number; count: number; max: number; p99: number; logins: number; slowest: string }

type Sample = { atMs: number; ms: number; name: string }

/** Groups samples by the second they were sent in and returns the `top` seconds with the slowest answer. */
export function slowestSeconds(samples: Sample[], top = 3): SlowSecond[] {
  const bySecond = new Map<number, Sample[]>()
  for (const s of samples) {
    const k = Math.floor(s.atMs / 1000)
    let list = bySecond.get(k)
    if (!list) bySecond.set(k, (list = []))
    list.push(s)
  }
  return [...bySecond]
    .map(([atS, list]) => {
      const worst = list.reduce((a, b) => (b.ms > a.ms ? b : a))
      return { atS, count: list.length, max: worst.ms, p99: summarize(list.map((s) => s.ms)).p99, logins: list.filter((s) => s.name === 'login').length, slowest: worst.name }
    })
    .sort((a, b) => b.max - a.max)
    .slice(0, top)
}

export async function runLoad(url: string, opts: { users: number; seconds: number; thinkMs: number; token: string; log: (s: string) => void }): Promise<LoadResult> {
  const ctx = benchContext()
  const active: LoadStep[] = []
  const skipped: LoadResult['skipped'] = []
  // The probes run the steps in order as one user, so a step that needs an earlier one's
  // result (order_pay pays the order create_order made) is probed with it.
  const probeState: VuState = { session: { token: opts.token, csrf: '', cookie: '' } }
  agency.creditLeft = undefined
  agency.inFlight = 0
  for (const step of LOAD_STEPS) {
    await step.prepare?.(url, opts.token)
    let sent: BenchRequest | undefined
    const p = await probe(url, { name: step.name, auth: step.auth, request: (c) => (sent = step.request(c, probeState)) }, opts.token)
    if (sent) step.settled?.(sent)
    if (p.ok) {
      active.push(step)
      step.after?.(JSON.parse(p.body) as unknown, probeState)
    } else skipped.push({ name: step.name, detail: p.status === 404 ? 'not available yet' : `rejected: ${p.detail}` })
  }
  opts.log(`  load: ${opts.users} users × ${opts.seconds} s, steps: ${active.map((s) => s.name).join(', ')}`)

  const all: number[] = []
  const timeline: Sample[] = []
  let lastLoginDoneMs = 0
  const loginTimes: number[] = []
  const per = new Map<string, { samples: number[]; errors: number }>(active.map((s) => [s.name, { samples: [], errors: 0 }]))
  let errors = 0
  let loginFailed = 0
  const firstErrors: string[] = []
  const noteError = (what: string) => {
    errors++
    if (firstErrors.length < 5) firstErrors.push(what)
  }
  const t0 = performance.now()
  const endAt = t0 + opts.seconds * 1000
  const think = () => new Promise((r) => setTimeout(r, opts.thinkMs * (0.5 + Math.random())))

  async function vu(i: number) {
    // Spread the logins over the first seconds, as users arrive.
    await new Promise((r) => setTimeout(r, (i * 1000 * Math.min(5, opts.seconds / 4)) / opts.users))
    let state: VuState
    const l0 = performance.now()
    try {
      state = { session: await loginOver(url, 'demo_agent', 'Harbor7Sky9') }
      const t = performance.now() - l0
      loginTimes.push(t)
      all.push(t)
      timeline.push({ atMs: l0 - t0, ms: t, name: 'login' })
      lastLoginDoneMs = Math.max(lastLoginDoneMs, performance.now() - t0)
    } catch (e) {
      loginFailed++
      noteError(`login: ${(e as Error).message.slice(0, 200)}`)
      return
    }
    let k = i % Math.max(1, active.length)
    while (performance.now() < endAt && active.length) {
      const step = active[k % active.length]!
      k++
      if (step.ready && !step.ready(state)) continue
      const req = step.request(ctx, state)
      const { headers, body } = httpParts(req, step.auth ? state.session.token : undefined)
      const s0 = performance.now()
      const rec = per.get(step.name)!
      try {
        const res = await fetch(url + req.path, { method: req.method, headers, body })
        const text = await res.text()
        const t = performance.now() - s0
        all.push(t)
        rec.samples.push(t)
        timeline.push({ atMs: s0 - t0, ms: t, name: step.name })
        if (res.status >= 400) {
          rec.errors++
          noteError(`${step.name}: ${res.status} ${text.slice(0, 160)}`)
        } else if (step.after) {
          step.after(JSON.parse(text) as unknown, state)
        }
      } catch (e) {
        rec.errors++
        noteError(`${step.name}: ${(e as Error).message}`)
      } finally {
        step.settled?.(req)
      }
      await think()
    }
  }
  await Promise.all(Array.from({ length: opts.users }, (_, i) => vu(i)))
  const elapsed = (performance.now() - t0) / 1000
  const requests = all.length + loginFailed
  return {
    users: opts.users,
    seconds: opts.seconds,
    thinkMs: opts.thinkMs,
    steps: active.map((s) => s.name),
    skipped,
    logins: { ok: loginTimes.length, failed: loginFailed, ...summarize(loginTimes) },
    requests,
    errors,
    errorRate: requests ? errors / requests : 0,
    rps: requests / elapsed,
    perStep: [...per].map(([name, r]) => ({ name, errors: r.errors, ...summarize(r.samples) })),
    afterLogins: { fromS: lastLoginDoneMs / 1000, ...summarize(timeline.filter((x) => x.atMs >= lastLoginDoneMs).map((x) => x.ms)) },
    slowestSeconds: slowestSeconds(timeline),
    firstErrors,
    ...summarize(all),
  }
}
