import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query'

describe('useMediaQuery', () => {
  const original = window.matchMedia
  afterEach(() => {
    window.matchMedia = original
  })

  it('answers on the first render and follows changes', () => {
    const listeners = new Set<() => void>()
    const list = {
      matches: true,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }
    window.matchMedia = vi.fn(() => list) as unknown as typeof window.matchMedia
    const seen: boolean[] = []
    function Probe() {
      const wide = useMediaQuery('(min-width: 12345px)')
      seen.push(wide)
      return <output>{wide ? 'wide' : 'narrow'}</output>
    }
    const { unmount } = render(<Probe />)
    // No first render with a guess that a second one corrects (a flash of the other layout).
    expect(seen[0]).toBe(true)
    act(() => {
      list.matches = false
      listeners.forEach((fn) => fn())
    })
    expect(screen.getByRole('status').textContent).toBe('narrow')
    unmount()
    expect(listeners.size).toBe(0)
  })
})
