import { describe, expect, it } from 'vitest'
import { repeatEvery } from './repeat'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('repeatEvery', () => {
  it('runs passes one after another until stopped, and stop waits for the pass under way', async () => {
    let active = 0
    let most = 0
    let runs = 0
    let finished = 0
    const job = repeatEvery({ firstMs: 5, intervalMs: 5 }, async () => {
      runs++
      active++
      most = Math.max(most, active)
      await sleep(20)
      active--
      finished++
    })
    await sleep(120)
    await job.stop()
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(most).toBe(1)
    expect(finished).toBe(runs)
    const atStop = runs
    await sleep(40)
    expect(runs).toBe(atStop)
  })

  it('does not run when stopped before the first pass', async () => {
    let runs = 0
    const job = repeatEvery({ firstMs: 30, intervalMs: 30 }, async () => {
      runs++
    })
    await job.stop()
    await sleep(60)
    expect(runs).toBe(0)
  })
})
