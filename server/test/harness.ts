import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { createApp, type App } from '../app'
import { loadConfig, type Config } from '../config'
import { createTestDb, type TestDb } from './test-db'

// An app on a fresh test database, driven with app.request() (no port), plus helpers for
// cookies and logins. Logs go to an in-memory array so tests can assert on them.

export const ORIGIN = 'http://localhost'

export type TestApp = {
  app: App
  db: TestDb
  config: Config
  logs: Array<Record<string, unknown>>
  request(pathname: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export async function createTestApp(
  options: { env?: Record<string, string>; distDir?: string; hotels?: number } = {},
): Promise<TestApp> {
  const db = await createTestDb({ hotels: options.hotels })
  const distDir = options.distDir ?? mkdtempSync(path.join(tmpdir(), 'b2b-dist-empty-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DIST_DIR: distDir, ...options.env })
  const logs: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const logger = pino({ level: 'info' }, sink)
  const app = createApp({ db, config, logger })
  return {
    app,
    db,
    config,
    logs,
    request: async (pathname, init) => app.request(pathname, init),
    close: () => db.destroy(),
  }
}

/** name → value of the Set-Cookie headers of a response. */
export function setCookies(res: Response): Map<string, { value: string; raw: string }> {
  const out = new Map<string, { value: string; raw: string }>()
  for (const raw of res.headers.getSetCookie()) {
    const [pair] = raw.split(';')
    const eq = pair?.indexOf('=') ?? -1
    if (pair && eq > 0) out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), raw })
  }
  return out
}

export function form(data: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
  }
}

export type LoggedIn = { token: string; csrf: string; cookie: string; res: Response }

export async function login(t: TestApp, username: string, password: string): Promise<LoggedIn> {
  const res = await t.request('/b2b/login', form({ username, password }))
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`)
  const cookies = setCookies(res)
  const token = cookies.get('token')?.value ?? ''
  const csrf = cookies.get('csrftoken')?.value ?? ''
  return { token, csrf, cookie: `token=${token}; csrftoken=${csrf}`, res }
}
