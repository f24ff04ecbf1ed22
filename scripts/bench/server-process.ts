import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

// The real server (`node scripts/start.mjs`) as a child process on its own port and data
// directory, for the benchmark and the durability suite. Only processes started here are
// ever signalled, by their own pid.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

const live = new Set<ChildProcess>()
let reaping = false

/**
 * Ends `child` when this process exits, for whatever reason (a finished run, an exception), so
 * no server outlives the tool that started it. With exitOnInterrupt, a signal or a closed
 * stdout is such an exit too.
 */
export function reapOnExit(child: ChildProcess): void {
  live.add(child)
  child.once('exit', () => live.delete(child))
  if (reaping) return
  reaping = true
  process.once('exit', () => {
    for (const c of live) c.kill('SIGTERM')
  })
}

/**
 * For command-line tools: Ctrl-C, SIGTERM or SIGHUP, or output piped into a reader that stops
 * early (`| head`: EPIPE), exits the process, so reapOnExit ends its servers. Left to Node's
 * defaults, the signal killed the tool at once and its server kept running.
 */
export function exitOnInterrupt(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + os.constants.signals[signal]))
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(141)
  })
}

export type ServerProcess = {
  child: ChildProcess
  pid: number
  url: string
  /** Output so far (stdout + stderr), for error messages. */
  output(): string
  /** Resolves with the exit code / signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
  kill(signal?: NodeJS.Signals): Promise<void>
}

export type StartOptions = {
  dataDir?: string
  databaseUrl?: string
  seedHotels?: number
  env?: Record<string, string>
  /** How long to wait for /healthz 200. */
  timeoutMs?: number
  port?: number
}

export async function startServer(opts: StartOptions): Promise<ServerProcess & { readyMs: number }> {
  const port = opts.port ?? (await freePort())
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    SKIP_BUILD: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...(opts.seedHotels !== undefined ? { SEED_HOTELS: String(opts.seedHotels) } : {}),
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...opts.env,
  }
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl
  else delete env.DATABASE_URL
  const t0 = performance.now()
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  reapOnExit(child)
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let done = false
  void exited.then(() => (done = true))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000)
  for (;;) {
    if (done) throw new Error(`server exited before it was ready:\n${out.slice(-3000)}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server not ready after ${opts.timeoutMs ?? 180_000} ms:\n${out.slice(-3000)}`)
    }
    const ok = await fetch(`${url}/healthz`).then((r) => r.status === 200, () => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 50))
  }
  const readyMs = performance.now() - t0
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!done) child.kill(signal)
    await exited
  }
  return {
    child,
    pid: child.pid ?? 0,
    url,
    readyMs,
    output: () => out,
    exited,
    kill,
    async stop() {
      if (done) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : null
  } catch {
    return null
  }
}

/** A fresh PostgreSQL database next to DATABASE_URL's, dropped by the returned function. */
export async function freshPostgres(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(baseUrl)
  admin.pathname = '/postgres'
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export type Session = { token: string; csrf: string; cookie: string }

/** Logs in over HTTP and returns the session (Bearer token and cookie header). */
export async function loginOver(url: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/b2b/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${text.slice(0, 300)}`)
  const token = (JSON.parse(text) as { data?: { token?: string } }).data?.token ?? ''
  let csrf = ''
  for (const c of res.headers.getSetCookie()) {
    const m = /^csrftoken=([^;]*)/.exec(c)
    if (m?.[1]) csrf = decodeURIComponent(m[1])
  }
  return { token, csrf, cookie: `token=${token}; csrftoken=${csrf}` }
}
