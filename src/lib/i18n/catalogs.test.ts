// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { LOCALES } from '../../contract'

// §1 / architecture.md: every message is translated in all six catalogs, and the catalogs are
// what `lingui extract` would produce from the source right now (no stale or missing ids).

type Entry = { message?: string; translation?: string; obsolete?: boolean }
type CatalogApi = {
  path: string
  read(locale: string): Promise<Record<string, Entry> | undefined>
  collect(): Promise<Record<string, Entry> | undefined>
}

/** lingui.config.ts catalogs, by their file name (messages, marketing, work, pay, auth). */
const CATALOGS = ['messages', 'marketing', 'work', 'pay', 'auth'] as const
const catalogs: Partial<Record<(typeof CATALOGS)[number], CatalogApi>> = {}
const reads: Partial<Record<(typeof CATALOGS)[number], Record<string, Record<string, Entry>>>> = {}

/** Top-level ICU argument names: "{count, plural, …}" → count, "{name}" → name. */
function argumentNames(message: string): string[] {
  const names = new Set<string>()
  let depth = 0
  for (let i = 0; i < message.length; i++) {
    const ch = message[i]
    if (ch === '{') {
      if (depth === 0) {
        const m = /^\{\s*([A-Za-z0-9_]+)\s*[,}]/.exec(message.slice(i))
        if (m?.[1]) names.add(m[1])
      }
      depth++
    } else if (ch === '}') depth--
  }
  return [...names].sort()
}

beforeAll(async () => {
  const config = getConfig({ cwd: process.cwd(), configPath: 'lingui.config.ts' })
  for (const c of (await getCatalogs(config)) as unknown as CatalogApi[]) {
    const name = CATALOGS.find((n) => c.path.endsWith(`/${n}`))
    if (!name) throw new Error(`catalog ${c.path} is not in CATALOGS of catalogs.test.ts`)
    catalogs[name] = c
    const read: Record<string, Record<string, Entry>> = {}
    for (const locale of LOCALES) read[locale] = (await c.read(locale)) ?? {}
    reads[name] = read
  }
}, 60_000)

describe.each(CATALOGS)('message catalog %s', (name) => {
  let catalog: CatalogApi
  let read: Record<string, Record<string, Entry>>
  beforeAll(() => {
    catalog = catalogs[name]!
    read = reads[name]!
    expect(catalog, `lingui.config.ts has no ${name} catalog`).toBeDefined()
  })

  it('exist for all six locales', () => {
    for (const locale of LOCALES) expect(Object.keys(read[locale] ?? {}).length, locale).toBeGreaterThan(0)
  })

  it.each(LOCALES)('%s has a non-empty translation for every message', (locale) => {
    const source = read['en-US'] ?? {}
    const target = read[locale] ?? {}
    const missing = Object.keys(source).filter((id) => !target[id]?.translation?.trim())
    expect(missing.map((id) => source[id]?.message ?? id)).toEqual([])
    expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort())
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s keeps every placeholder and is not a copy of English', (locale) => {
    const source = read['en-US'] ?? {}
    const target = read[locale] ?? {}
    let copies = 0
    for (const [id, entry] of Object.entries(source)) {
      const message = entry.message ?? ''
      const translation = target[id]?.translation ?? ''
      expect(argumentNames(translation), `${locale}: ${message}`).toEqual(argumentNames(message))
      if (translation === message) copies++
    }
    // A few strings are legitimately identical (e.g. "B2B", "Hotel" and "Total" in Spanish, city
    // names); wholesale copying is not: at most 1% of the catalog.
    expect(copies, `${locale} copies of English`).toBeLessThanOrEqual(Math.max(3, Math.ceil(Object.keys(source).length / 100)))
  })

  it.each(LOCALES)('%s compiles without ICU syntax errors', (locale) => {
    const entries = read[locale] ?? {}
    const messages = Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.translation ?? '']))
    const { errors } = createCompiledCatalog(locale, messages, { namespace: 'es' })
    expect(errors.map((e) => `${e.id}: ${String(e.error)}`)).toEqual([])
  })

  it('match what `lingui extract` would produce from the current source', async () => {
    const collected = (await catalog.collect()) ?? {}
    // A work, pay or marketing text the rest of the app also uses is kept in messages only (scripts/i18n-dedupe.mjs).
    const inMessages = name !== 'messages' ? new Set(Object.keys(reads.messages?.['en-US'] ?? {})) : new Set<string>()
    const extracted = Object.fromEntries(Object.entries(collected).filter(([id]) => !inMessages.has(id)))
    const source = read['en-US'] ?? {}
    const current = new Set(Object.keys(source).filter((id) => !source[id]?.obsolete))
    const added = Object.keys(extracted).filter((id) => !current.has(id)).map((id) => extracted[id]?.message ?? id)
    const removed = [...current].filter((id) => !(id in extracted)).map((id) => source[id]?.message ?? id)
    // Run `npm run extract` and translate the new messages when this fails.
    expect({ added, removed }).toEqual({ added: [], removed: [] })
  }, 60_000)
})

describe.each(['work', 'pay', 'marketing', 'auth'] as const)('the %s catalog', (name) => {
  it('holds no text that messages (loaded by every page) already has', () => {
    const messages = new Set(Object.keys(reads.messages?.['en-US'] ?? {}))
    const twice = Object.entries(reads[name]?.['en-US'] ?? {}).filter(([id]) => messages.has(id))
    expect(twice.map(([id, e]) => e.message ?? id)).toEqual([])
  })
})

// The route files (src/routes), their code, and the layouts above one, for the catalog checks below.
const ROUTES_DIR = path.resolve(__dirname, '../../routes')
const routeFiles = () => (readdirSync(ROUTES_DIR, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
/** A `-` file is a route's component (TanStack Router's ignore prefix), such as the visitor shell. */
const isComponentFile = (f: string) => /(^|\/)-/.test(f)
const routeCode = (f: string) => { try { return readFileSync(path.join(ROUTES_DIR, f), 'utf8') } catch { return '' } }
/** The layouts above a route file: $locale.tsx and $locale/_checkout.tsx for $locale/_checkout/book/…. */
const ancestors = (f: string) => f.split('/').slice(0, -1).map((_, i, dirs) => `${dirs.slice(0, i + 1).join('/')}.tsx`)

describe('routes showing payment texts', () => {
  // A payment text on a route that did not load `pay` would show its message id.
  it('each await the pay catalog in beforeLoad (lingui.config.ts PAY_FEATURES)', () => {
    const paying = routeFiles().filter((f) => /from '[./]*features\/payment\//.test(routeCode(f)))
    expect(paying.length).toBeGreaterThan(5)
    const loads = (f: string) => /beforeLoad: \(\{ params \}\) => loadPayCatalog\(/.test(routeCode(f))
    // The route itself, or a layout above it.
    const missing = paying.filter((f) => !loads(f) && !ancestors(f).some(loads))
    expect(missing).toEqual([])
  })
})

describe('routes showing the visitor pages', () => {
  // A text of src/features/visitor or src/features/landing (marketing.po, lingui.config.ts
  // MARKETING_SOURCES) on a route that did not load `marketing` would show its message id.
  it('load the marketing catalog in beforeLoad; the visitor shell waits for it when the session ends on the page', () => {
    const showing = routeFiles().filter((f) => !isComponentFile(f) && /from '[./]*(features\/(visitor|landing)\/|-visitor-shell')/.test(routeCode(f)))
    expect(showing.length).toBeGreaterThan(10)
    const loads = (f: string) => /beforeLoad: [^\n]*loadMarketingCatalog\(/.test(routeCode(f))
    expect(showing.filter((f) => !loads(f) && !ancestors(f).some(loads))).toEqual([])
    expect(routeCode('$locale/-visitor-shell.tsx')).toMatch(/useMarketingCatalog\(\)/)
  })
})

describe('routes showing sign-in texts', () => {
  // A text of src/features/auth (auth.po, lingui.config.ts AUTH_FEATURES) on a route that did not
  // load `auth` would show its message id. The login flow's popover, modal and dialogs get it
  // with the flow's module (auth-flow.tsx loadAuthFlow).
  it('each load the auth catalog in beforeLoad', () => {
    const showing = routeFiles().filter((f) => !isComponentFile(f) && /from '[./]*features\/auth\/components\//.test(routeCode(f)))
    expect(showing.length).toBeGreaterThanOrEqual(5)
    expect(showing.filter((f) => !/beforeLoad:[\s\S]*?loadAuthCatalog\(/.test(routeCode(f)))).toEqual([])
    expect(readFileSync(path.resolve(__dirname, '../../features/auth/flow/auth-flow.tsx'), 'utf8')).toMatch(/Promise\.all\(\[import\('\.\/auth-flow-host'\), loadAuthCatalog\(/)
  })
})
