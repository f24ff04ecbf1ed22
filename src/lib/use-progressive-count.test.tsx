import { act, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { useProgressiveCount } from './use-progressive-count'
import { useStableValue } from './use-stable-value'

/** Records the count of every commit. */
function Probe({ list, commits }: { list: readonly number[]; commits: number[] }) {
  const count = useProgressiveCount(list.length, 4, 3)
  useLayoutEffect(() => {
    commits.push(count)
  })
  return <ul>{list.slice(0, count).map((n) => <li key={n}>{n}</li>)}</ul>
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)))

describe('useProgressiveCount', () => {
  it('commits the first items at once, then a few more per commit until all are shown', async () => {
    const commits: number[] = []
    const list = Array.from({ length: 11 }, (_, i) => i)
    const view = render(<Probe list={list} commits={commits} />)
    expect(commits[0]).toBe(4)
    await settle()
    expect(commits).toEqual([4, 7, 10, 11])
    expect(view.container.querySelectorAll('li')).toHaveLength(11)
  })

  it('never shortens: a later list renders as far as the count reached, and a longer one goes on from there', async () => {
    const commits: number[] = []
    const view = render(<Probe list={[1, 2, 3, 4, 5, 6]} commits={commits} />)
    await settle()
    expect(commits).toEqual([4, 6])
    // New prices for the same hotels: all six at once, the list does not collapse to four.
    commits.length = 0
    view.rerender(<Probe list={[7, 8, 9, 10, 11, 12]} commits={commits} />)
    await settle()
    expect(commits).toEqual([6])
    commits.length = 0
    view.rerender(<Probe list={Array.from({ length: 11 }, (_, i) => 20 + i)} commits={commits} />)
    await settle()
    // The count went 4 → 7 for the six-item list (six shown): eleven go on from seven.
    expect(commits).toEqual([7, 10, 11])
    commits.length = 0
    view.rerender(<Probe list={[1, 2]} commits={commits} />)
    await settle()
    expect(commits).toEqual([2])
  })
})

describe('useStableValue', () => {
  it('keeps the first object while the JSON is the same', () => {
    const seen: object[] = []
    function P({ v }: { v: { a: number; b?: string } }) {
      seen.push(useStableValue(v))
      return null
    }
    const view = render(<P v={{ a: 1 }} />)
    view.rerender(<P v={{ a: 1 }} />)
    view.rerender(<P v={{ a: 2 }} />)
    expect(seen[1]).toBe(seen[0])
    expect(seen[2]).toEqual({ a: 2 })
    expect(seen[2]).not.toBe(seen[0])
  })
})
