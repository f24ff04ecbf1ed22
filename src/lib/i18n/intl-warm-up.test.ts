import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCALES, type Locale } from '../../contract'
import { formatDate, formatDateTime } from '../dates'
import { formatAmount, formatMoney } from '../money'
import { INTL_WARM_WAIT_MS, warmUpIntl } from './intl-warm-up'

/** A stand-in for the browser's Worker: records what it was started with and sent. */
class FakeWorker {
  static started: FakeWorker[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  sent: unknown[] = []
  constructor(readonly url: string) {
    FakeWorker.started.push(this)
  }
  postMessage(data: unknown) {
    this.sent.push(data)
  }
}

const settled = async (p: Promise<void>) => {
  let done = false
  void p.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('warmUpIntl', () => {
  beforeEach(() => {
    FakeWorker.started = []
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    delete document.documentElement.dataset.intlWarm
  })

  it('has the locale loaded by public/intl-warm.js on a worker, once per locale, and resolves when it answers', async () => {
    const done = warmUpIntl('de-AT')
    expect(FakeWorker.started.map((w) => [w.url, w.sent])).toEqual([['/intl-warm.js', ['de-AT']]])
    expect(await settled(done)).toBe(false)
    FakeWorker.started[0]!.onmessage!({ data: 'done' })
    expect(await settled(done)).toBe(true)
    // Later calls for the locale share the first; another locale gets its own worker.
    expect(warmUpIntl('de-AT')).toBe(done)
    void warmUpIntl('fr-CA')
    expect(FakeWorker.started.map((w) => w.sent)).toEqual([['de-AT'], ['fr-CA']])
  })

  it('does not hold boot when the worker fails or never answers', async () => {
    vi.useFakeTimers()
    const failed = warmUpIntl('it-IT')
    FakeWorker.started[0]!.onerror!(new Event('error'))
    expect(await settled(failed)).toBe(true)
    const silent = warmUpIntl('pt-BR')
    vi.advanceTimersByTime(INTL_WARM_WAIT_MS - 1)
    expect(await settled(silent)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await settled(silent)).toBe(true)
  })

  it('starts no second worker for the locale a painted page has started one for, nor without workers', async () => {
    document.documentElement.dataset.intlWarm = 'nl-NL'
    expect(await settled(warmUpIntl('nl-NL'))).toBe(true)
    expect(FakeWorker.started).toEqual([])
    vi.stubGlobal('Worker', undefined)
    expect(await settled(warmUpIntl('sv-SE'))).toBe(true)
  })
})

/** Runs public/intl-warm.js as a worker would, with `intl` as its Intl. */
function runWarmWorker(locale: string, intl: typeof Intl) {
  const posted: unknown[] = []
  let closed = false
  const self: { onmessage?: (event: { data: unknown }) => void; postMessage: (d: unknown) => void; close: () => void } = {
    postMessage: (d) => posted.push(d),
    close: () => (closed = true),
  }
  const source = readFileSync(path.resolve(__dirname, '../../../public/intl-warm.js'), 'utf8')
  vm.runInNewContext(source, { self, Intl: intl, Object })
  self.onmessage!({ data: locale })
  return { posted, closed }
}

/** Intl whose constructors record their arguments (and still build the real objects). */
function recordingIntl() {
  const calls: Array<[string, unknown[]]> = []
  const intl = Object.create(Intl) as Record<string, unknown>
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'DisplayNames', 'Collator'] as const) {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object
    intl[name] = function (...args: unknown[]) {
      calls.push([name, args])
      return new Real(...args)
    }
  }
  return { intl: intl as unknown as typeof Intl, calls }
}

describe('public/intl-warm.js', () => {
  it('uses every kind of format in each of the portal’s locales, answers and closes', () => {
    for (const locale of LOCALES) {
      const { intl, calls } = recordingIntl()
      const { posted, closed } = runWarmWorker(locale, intl)
      expect(posted).toEqual(['done'])
      expect(closed).toBe(true)
      expect(new Set(calls.map(([name]) => name))).toEqual(new Set(['NumberFormat', 'DateTimeFormat', 'PluralRules', 'DisplayNames', 'Collator']))
    }
  })

  it('builds the number and date formats with the options money.ts and dates.ts use', () => {
    const { intl, calls } = recordingIntl()
    runWarmWorker('ja', intl)
    const app: Array<[string, unknown[]]> = []
    const spy = (name: 'NumberFormat' | 'DateTimeFormat') => {
      const Real = Intl[name] as unknown as new (...args: unknown[]) => object
      return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
        app.push([name, args])
        return new Real(...args)
      } as never)
    }
    spy('NumberFormat')
    spy('DateTimeFormat')
    try {
      // A locale no other test formats in, so the modules' caches build these anew.
      const locale = 'ko' as Locale
      formatMoney(1, 'USD', locale)
      formatDate('2026-01-01', locale)
      formatDateTime('2026-01-01T08:00:00Z', locale)
      formatAmount(1, locale)
    } finally {
      vi.restoreAllMocks()
    }
    const worker = calls.map(([name, [, options]]) => [name, { ...(options as object), currency: undefined }])
    const money = app.filter(([name, [, o]]) => name === 'NumberFormat' && (o as { currency?: string }).currency)
    const dates = app.filter(([name]) => name === 'DateTimeFormat')
    expect(money.length + dates.length).toBeGreaterThanOrEqual(3)
    for (const [name, [, options]] of [...money, ...dates]) expect(worker).toContainEqual([name, { ...(options as object), currency: undefined }])
  })
})
