import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part'

// The online store, driven by the test: `online` is what a probe finds.
const net = vi.hoisted(() => ({ online: true, listeners: new Set<() => void>() }))
vi.mock('./online', () => ({
  checkOnline: async () => net.online,
  isOnline: () => net.online,
  subscribeOnline: (listener: () => void) => {
    net.listeners.add(listener)
    return () => net.listeners.delete(listener)
  },
}))

function setOnline(online: boolean) {
  net.online = online
  act(() => net.listeners.forEach((l) => l()))
}

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>page error: {this.state.error.message}</p> : this.props.children
  }
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/part-x1.js')
const Part = ({ label }: { label: string }) => <p>part {label}</p>

function mount(Lazy: React.ComponentType<{ label: string }>) {
  return render(
    <PageBoundary>
      <p>the page</p>
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="one" />
      </Suspense>
    </PageBoundary>,
  )
}

beforeEach(() => {
  net.online = true
  net.listeners.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('lazyPart (a lazy part that fails offline keeps the page)', () => {
  it('renders the part once its chunk loads', async () => {
    mount(lazyPart(async () => Part))
    expect(await screen.findByText('part one')).toBeTruthy()
  })

  it('offline: shows `unavailable` instead of the page error, and loads the part when back online', async () => {
    net.online = false
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Part)
    mount(lazyPart(load, { unavailable: <p>not saved offline</p> }))
    expect(await screen.findByText('not saved offline')).toBeTruthy()
    expect(screen.getByText('the page')).toBeTruthy()
    expect(screen.queryByText(/page error/)).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)

    setOnline(true)
    expect(await screen.findByText('part one')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows nothing by default, and stays so while still offline', async () => {
    net.online = false
    const load = vi.fn().mockRejectedValue(chunkError())
    const { container } = mount(lazyPart(load))
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
    expect(container.textContent).toBe('the page')
    setOnline(false)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a chunk that fails while online goes to the page error (a broken release)', async () => {
    mount(lazyPart(() => Promise.reject(chunkError())))
    expect(await screen.findByText(/page error: Failed to fetch dynamically imported module/)).toBeTruthy()
  })

  it('any other error goes to the page error, offline too', async () => {
    net.online = false
    const Broken = () => {
      throw new Error('bug in the part')
    }
    mount(lazyPart(async () => Broken))
    expect(await screen.findByText('page error: bug in the part')).toBeTruthy()
  })
})
