import { createRequire } from 'node:module'
import { benchContext, ENDPOINTS, httpParts, type BenchEndpoint } from './endpoints'
import { summarize, type LatencySummary } from './stats'

// The server section: each endpoint of ENDPOINTS under autocannon (10 connections on
// loopback) after a probe request. Latencies come from every response, not autocannon's
// summary, so p95 is exact.

type AutocannonResult = { requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number; duration: number }
type AutocannonInstance = Promise<AutocannonResult> & {
  on(event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void): void
}
type AutocannonFn = (opts: Record<string, unknown>) => AutocannonInstance
const autocannon = createRequire(import.meta.url)('autocannon') as AutocannonFn

export type EndpointResult =
  | ({ name: string; status: 'measured'; rps: number; requests: number; non2xx: number; errors: number; p95GoalMs?: number } & LatencySummary)
  | { name: string; status: 'not available yet' | 'rejected'; detail: string }

export async function probe(url: string, ep: BenchEndpoint, token: string, ctx = benchContext()): Promise<{ ok: true; body: string } | { ok: false; status: number; detail: string }> {
  const req = ep.request(ctx)
  const { headers, body } = httpParts(req, ep.auth ? token : undefined)
  const res = await fetch(url + req.path, { method: req.method, headers, body })
  const text = await res.text()
  if (res.status >= 200 && res.status < 300) return { ok: true, body: text }
  let message = text.slice(0, 200)
  try {
    message = (JSON.parse(text) as { header?: { message?: string } }).header?.message ?? message
  } catch {
    // not an envelope
  }
  return { ok: false, status: res.status, detail: `${res.status} ${message}` }
}

export async function benchEndpoint(url: string, ep: BenchEndpoint, token: string, seconds: number, connections = 10, ctx = benchContext()): Promise<EndpointResult> {
  const p = await probe(url, ep, token, ctx)
  if (!p.ok) return { name: ep.name, status: p.status === 404 ? 'not available yet' : 'rejected', detail: p.detail }
  const req = ep.request(ctx)
  const { headers, body } = httpParts(req, ep.auth ? token : undefined)
  const samples: number[] = []
  const instance = autocannon({ url: url + req.path, method: req.method, headers, body, connections, duration: seconds })
  instance.on('response', (_c, _status, _bytes, ms) => samples.push(ms))
  const r = await instance
  return {
    name: ep.name,
    status: 'measured',
    rps: r.requests.total / r.duration,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    p95GoalMs: ep.p95GoalMs,
    ...summarize(samples),
  }
}

export async function benchAll(url: string, token: string, seconds: number, log: (s: string) => void, ctx = benchContext()): Promise<EndpointResult[]> {
  const out: EndpointResult[] = []
  for (const ep of ENDPOINTS) {
    const r = await benchEndpoint(url, ep, token, seconds, 10, ctx)
    log(r.status === 'measured' ? `  ${ep.name}: p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s` : `  ${ep.name}: ${r.status} (${r.detail})`)
    out.push(r)
  }
  return out
}
