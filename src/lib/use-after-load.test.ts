import { describe, expect, it } from 'vitest'
import { afterLoad } from './use-after-load'

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const events = new EventTarget()
    let idle: (() => void) | undefined
    const win = {
      document: { readyState: 'loading' },
      addEventListener: events.addEventListener.bind(events),
      requestIdleCallback: (fn: () => void) => {
        idle = fn
        return 1
      },
    } as unknown as Window
    let done = false
    void afterLoad(win).then(() => (done = true))
    await Promise.resolve()
    expect(idle).toBeUndefined()
    events.dispatchEvent(new Event('load'))
    expect(idle).toBeTypeOf('function')
    await Promise.resolve()
    expect(done).toBe(false)
    idle?.()
    await Promise.resolve()
    expect(done).toBe(true)
  })
})
