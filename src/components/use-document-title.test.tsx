import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useNoIndex } from './use-document-title'

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'))

describe('useNoIndex', () => {
  afterEach(() => {
    for (const m of document.head.querySelectorAll('meta[name="robots"]')) m.remove()
  })

  it('marks the document noindex while mounted, and only then', () => {
    const view = renderHook(({ on }) => useNoIndex(on), { initialProps: { on: true } })
    expect(robots()).toEqual(['noindex'])
    view.rerender({ on: false })
    expect(robots()).toEqual([])
    view.rerender({ on: true })
    view.unmount()
    expect(robots()).toEqual([])
  })

  it('adds nothing for an indexable page', () => {
    renderHook(() => useNoIndex(false))
    expect(robots()).toEqual([])
  })
})
