import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freshPostgres, loginOver, startServer, type ServerProcess } from '../../../scripts/bench/server-process'

// Durability: the real server (`node scripts/start.mjs`) under a write load, killed with
// SIGKILL mid-load, restarted on the same database (PGlite data directory, or PostgreSQL
// when DATABASE_URL is set). It must start (the stale data-dir lock of the killed process
// must not block it) and every write it acknowledged must still be there: sessions (logins),
// orders (create_order) and credit payments (order_pay).

const usePostgres = Boolean(process.env.DATABASE_URL)
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

type Acked = { kind: string; check: (url: string) => Promise<boolean>; label: string }

/** One writer: logs in again and again; each 200 is an acknowledged session. */
async function loginWriter(url: string, acked: Acked[], stop: () => boolean) {
  while (!stop()) {
    try {
      const s = await loginOver(url, 'demo_agent', 'Harbor7Sky9')
      acked.push({
        kind: 'session',
        label: s.token.slice(0, 8),
        check: async (u) => (await fetch(`${u}/b2b/user_info`, { headers: { Authorization: `Bearer ${s.token}` } })).status === 200,
      })
    } catch {
      return // the server is gone
    }
  }
}

/**
 * One writer of orders (issue 5): books every bookable rate of some hotels, one room each,
 * with a fresh Idempotency-Key; each 200 is an acknowledged order that must still be found
 * by order_detail after the restart. Lane 0 also pays its orders (issue 6).
 */
async function orderWriter(url: string, acked: Acked[], stop: () => boolean, lane: number) {
  const json = (token: string, body: unknown, extra: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...extra },
    body: JSON.stringify(body),
  })
  try {
    const s = await loginOver(url, 'demo_agent', 'Harbor7Sky9')
    const checkIn = new Date(Date.now() + (30 + lane) * 86_400_000).toISOString().slice(0, 10)
    const checkOut = new Date(Date.now() + (31 + lane) * 86_400_000).toISOString().slice(0, 10)
    for (let hotelId = 1 + lane; hotelId <= 60 && !stop(); hotelId += 2) {
      const stay = { checkIn, checkOut, adultNum: 1, childNum: 0, childrenAges: [], roomNum: 1, nation: 'CN', currency: 'CNY' }
      const search = (await (await fetch(`${url}/room_rate/v2/search/${hotelId}`, json(s.token, stay))).json()) as {
        data?: { roomTypes?: Array<{ rateInfos: Array<{ sid: string; totalPrice: number | null; bookable: boolean }> }> }
      }
      for (const rate of (search.data?.roomTypes ?? []).flatMap((r) => r.rateInfos).filter((r) => r.bookable && r.totalPrice !== null)) {
        if (stop()) return
        const [h, roomTypeId, roomId] = rate.sid.split(':').map(Number)
        const order = {
          hotelId: h, roomTypeId, roomId, checkIn, checkOut, roomNum: 1, nation: 'CN', currencyCode: 'CNY', totalPrice: rate.totalPrice,
          contactsInfo: { firstName: 'Dura', lastName: 'Ble', phone: '+86 138 0000 0000' },
          roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Kill', lastName: 'Test', type: 'ADU' }] }],
        }
        const res = await fetch(`${url}/booking/v2/create_order`, json(s.token, order, { 'Idempotency-Key': crypto.randomUUID() }))
        if (res.status !== 200) continue // sold out meanwhile: nothing acknowledged
        const created = ((await res.json()) as { data: { orderNum: string; totalPrice: number } }).data
        const orderNum = created.orderNum
        acked.push({
          kind: 'order',
          label: orderNum,
          check: async (u) => {
            const r = await fetch(`${u}/booking/v2/order_detail`, json(s.token, { orderNum }))
            return r.status === 200 && ((await r.json()) as { data: { orderNum: string } }).data.orderNum === orderNum
          },
        })
        if (lane !== 0 || stop()) continue
        // Lane 0 pays each of its orders by credit: an acknowledged payment must still be paid,
        // for the amount it acknowledged, after the restart.
        const pay = { orderNum, route: 'credit', expectedTotal: created.totalPrice }
        const paid = await fetch(`${url}/booking/v2/order_pay`, json(s.token, pay, { 'Idempotency-Key': crypto.randomUUID() }))
        if (paid.status !== 200) continue // the credit ran out: nothing acknowledged
        const receipt = ((await paid.json()) as { data: { paymentStatus: string; paidAmount: number } }).data
        if (receipt.paymentStatus !== 'paid') continue
        acked.push({
          kind: 'payment',
          label: `${orderNum} ${receipt.paidAmount}`,
          check: async (u) => {
            const r = await fetch(`${u}/booking/v2/order_detail`, json(s.token, { orderNum }))
            if (r.status !== 200) return false
            const detail = ((await r.json()) as { data: { paymentStatus: string; paidAmount: number | null } }).data
            return detail.paymentStatus === 'paid' && detail.paidAmount === receipt.paidAmount
          },
        })
      }
    }
  } catch {
    // the server is gone
  }
}

/** A reader alongside, so the kill also lands in the middle of other requests. */
async function reader(url: string, stop: () => boolean) {
  while (!stop()) {
    const ok = await fetch(`${url}/static/v2/exchange_rates`).then(() => true, () => false)
    if (!ok) return
  }
}

describe(`durability on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps every acknowledged write after a SIGKILL mid-load and restarts on the same database', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'b2b-durability-'))
    const distDir = mkdtempSync(path.join(tmpdir(), 'b2b-durability-dist-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => rmSync(distDir, { recursive: true, force: true }))
    const pg = usePostgres ? await freshPostgres(process.env.DATABASE_URL!, 't_durable') : null
    if (pg) cleanups.push(() => pg.drop())
    // The order scheduler runs too (off by default under NODE_ENV=test), so the kill can land mid-pass.
    const opts = { dataDir, databaseUrl: pg?.url, seedHotels: 60, env: { DIST_DIR: distDir, SCHEDULER: 'true' }, timeoutMs: 120_000 }

    let server: ServerProcess = await startServer(opts)
    cleanups.push(() => server.kill())
    const acked: Acked[] = []
    let killed = false
    const stop = () => killed
    const writers = [
      ...Array.from({ length: 4 }, () => loginWriter(server.url, acked, stop)),
      ...Array.from({ length: 2 }, (_, lane) => orderWriter(server.url, acked, stop, lane)),
    ]
    const readers = Array.from({ length: 2 }, () => reader(server.url, stop))

    // Kill once enough writes are acknowledged, with requests in flight.
    const deadline = Date.now() + 60_000
    while (acked.length < 25 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    while (!acked.some((a) => a.kind === 'payment') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(acked.length, 'the load acknowledged too few writes before the kill').toBeGreaterThanOrEqual(25)
    expect(acked.filter((a) => a.kind === 'order').length, 'no order was acknowledged before the kill').toBeGreaterThan(0)
    expect(acked.filter((a) => a.kind === 'payment').length, 'no payment was acknowledged before the kill').toBeGreaterThan(0)
    await server.kill('SIGKILL')
    killed = true
    const exit = await server.exited
    expect(exit.signal).toBe('SIGKILL')
    await Promise.all([...writers, ...readers])
    const ackedAtKill = acked.length

    server = await startServer({ ...opts, seedHotels: 0 })
    const lost: string[] = []
    for (const a of acked) if (!(await a.check(server.url))) lost.push(`${a.kind} ${a.label}`)
    expect(lost, `${lost.length} of ${ackedAtKill} acknowledged writes lost`).toEqual([])
    // The restarted server works normally, writes included.
    await expect(loginOver(server.url, 'demo_agent', 'Harbor7Sky9')).resolves.toMatchObject({ token: expect.any(String) })
    await server.stop()
    expect((await server.exited).code).toBe(0)
  })
})
