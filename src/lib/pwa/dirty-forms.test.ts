import { afterEach, describe, expect, it } from 'vitest'
import { dirtyFormIds, hasDirtyForms, markClean, markDirty, resetDirtyForms, subscribeDirtyForms, whenNoDirtyForms } from './dirty-forms'

afterEach(() => resetDirtyForms())

describe('dirty-forms registry', () => {
  it('tracks forms by id and notifies only on change', () => {
    let calls = 0
    const off = subscribeDirtyForms(() => calls++)
    markDirty('a')
    markDirty('a')
    markDirty('b')
    expect(dirtyFormIds()).toEqual(['a', 'b'])
    markClean('a')
    markClean('zzz')
    expect(hasDirtyForms()).toBe(true)
    expect(calls).toBe(3)
    off()
  })

  it('whenNoDirtyForms waits for the last form to be saved', async () => {
    markDirty('draft:1')
    markDirty('draft:2')
    let done = false
    const wait = whenNoDirtyForms().then(() => (done = true))
    markClean('draft:1')
    await Promise.resolve()
    expect(done).toBe(false)
    markClean('draft:2')
    await wait
    expect(done).toBe(true)
  })

  it('resolves at once when nothing is dirty', async () => {
    await expect(whenNoDirtyForms()).resolves.toBeUndefined()
  })
})
