import { afterEach, describe, expect, it, vi } from 'vitest'
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

  it('asks the number, plural and date formats once per locale, each in a task of its own', async () => {
    const number = spyOnIntl('NumberFormat')
    const plural = spyOnIntl('PluralRules')
    const date = spyOnIntl('DateTimeFormat')
    const done = warmUpIntl('de-AT')
    // Nothing in the calling task: each format loads its data in a later one.
    expect(number).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 0))
    expect(number).toHaveBeenCalledWith('de-AT')
    expect(plural).not.toHaveBeenCalled()
    await done
    expect(plural).toHaveBeenCalledWith('de-AT')
    expect(date).toHaveBeenCalledWith('de-AT', expect.objectContaining({ dateStyle: 'medium' }))
    // Later calls for the locale share the first; another locale gets its own.
    expect(warmUpIntl('de-AT')).toBe(done)
    await warmUpIntl('de-AT')
    expect(number).toHaveBeenCalledTimes(1)
    await warmUpIntl('fr-CA')
    expect(number).toHaveBeenLastCalledWith('fr-CA')
    expect(number).toHaveBeenCalledTimes(2)
  })
})
