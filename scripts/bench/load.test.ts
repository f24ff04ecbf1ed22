// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slowestSeconds } from './load'

describe('the mixed load’s slowest seconds', () => {
  it('groups answers by the second they were asked in and ranks the seconds by their slowest answer', () => {
    const samples = [
      { atMs: 100, ms: 20, name: 'hotel_list' },
      { atMs: 900, ms: 480, name: 'order_list' },
      { atMs: 950, ms: 60, name: 'login' },
      { atMs: 1_200, ms: 15, name: 'credit' },
      { atMs: 2_999, ms: 90, name: 'create_order' },
      { atMs: 3_000, ms: 200, name: 'user_info' },
      { atMs: 3_500, ms: 10, name: 'login' },
    ]
    const top = slowestSeconds(samples, 2)
    expect(top).toEqual([
      { atS: 0, count: 3, max: 480, p99: 480, logins: 1, slowest: 'order_list' },
      { atS: 3, count: 2, max: 200, p99: 200, logins: 1, slowest: 'user_info' },
    ])
    expect(slowestSeconds(samples).map((w) => w.atS)).toEqual([0, 3, 2])
    expect(slowestSeconds([])).toEqual([])
  })
})
