import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../contract'
import { formatDate } from '../dates'
import { formatMoney } from '../money'
import { getSession } from '../session/session-store'
import { warmUpIntl } from './intl-warm-up'

/** A spy on one of Intl's constructors that still builds the real object. */
function spyOnIntl<K extends 'NumberFormat' | 'PluralRules' | 'DateTimeFormat'>(name: K) {
  const Real = Intl[name] as unknown as new (...args: unknown[]) => object
  return vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
    return new Real(...args)
  } as never)
}

describe('warmUpIntl', () => {
  afterEach(() => vi.restoreAllMocks())

  it('builds the number, plural and date formats the pages use once per locale, each in a task of its own', async () => {
    const number = spyOnIntl('NumberFormat')
    const plural = spyOnIntl('PluralRules')
    const date = spyOnIntl('DateTimeFormat')
    const done = warmUpIntl('de-AT')
    // Nothing in the calling task: each format loads its data in a later one.
    expect(number).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 0))
    expect(number).toHaveBeenCalledWith('de-AT', expect.objectContaining({ currency: getSession().currency, numberingSystem: 'latn' }))
    expect(plural).not.toHaveBeenCalled()
    await done
    expect(plural).toHaveBeenCalledWith('de-AT')
    expect(date).toHaveBeenCalledWith('de-AT', expect.objectContaining({ dateStyle: 'medium', numberingSystem: 'latn' }))
    // A page's prices (in the session's currency) and stay dates then reuse them: nothing is built.
    number.mockClear()
    date.mockClear()
    formatDate('2026-03-04', 'de-AT' as Locale)
    formatMoney(12.5, getSession().currency, 'de-AT' as Locale)
    expect(date).not.toHaveBeenCalled()
    expect(number).not.toHaveBeenCalled()
    // Later calls for the locale share the first; another locale gets its own.
    expect(warmUpIntl('de-AT')).toBe(done)
    await warmUpIntl('de-AT')
    expect(number).not.toHaveBeenCalled()
    await warmUpIntl('fr-CA')
    expect(number).toHaveBeenLastCalledWith('fr-CA', expect.objectContaining({ numberingSystem: 'latn' }))
    expect(number).toHaveBeenCalledTimes(1)
  })
})
