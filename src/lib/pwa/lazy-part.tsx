import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react'
import { isChunkLoadError } from '../chunk-reload'
import { checkOnline, isOnline, subscribeOnline } from './online'

// A part of a page whose code loads on demand (React.lazy): the booking outbox, the chat
// panel, the contact form, the logged-in home. Until the service worker holds the release's
// files (the first visit), such a chunk cannot be fetched offline, and a lazy component that
// throws took the whole page to the 500 page. Here a chunk that fails while offline (the
// browser says so, or /healthz does not answer) shows `unavailable` (nothing by default) and
// is fetched again when the connection returns. Any other error, and a chunk that fails while
// online (a broken release, §4 has already reloaded once), still goes to the route's error page.

type Phase = 'ok' | 'checking' | 'offline' | 'failed'

interface BoundaryProps {
  unavailable: ReactNode
  onRetry(): void
  children: ReactNode
}

interface BoundaryState {
  phase: Phase
  error: unknown
}

class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { phase: 'ok', error: null }
  private unsubscribe: (() => void) | null = null
  private live = true

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { phase: isChunkLoadError(error) ? 'checking' : 'failed', error }
  }

  // The error can come before the boundary was ever committed (the part's first load): then
  // React mounts it with the error state already set.
  override componentDidMount() {
    this.follow()
  }

  override componentDidUpdate(_: BoundaryProps, prev: BoundaryState) {
    if (prev.phase !== this.state.phase) this.follow()
  }

  private follow() {
    if (this.state.phase === 'checking') {
      void checkOnline().then((online) => this.live && this.setState({ phase: online ? 'failed' : 'offline' }))
    } else if (this.state.phase === 'offline') {
      this.unsubscribe = subscribeOnline(() => {
        if (isOnline()) this.props.onRetry()
      })
      // Back online between the probe and now.
      if (isOnline()) this.props.onRetry()
    }
  }

  override componentWillUnmount() {
    this.live = false
    this.unsubscribe?.()
  }

  override render() {
    const { phase, error } = this.state
    if (phase === 'ok') return this.props.children
    // To the nearest boundary above (the route's error page).
    if (phase === 'failed') throw error
    return phase === 'offline' ? this.props.unavailable : null
  }
}

/**
 * `React.lazy` for a part of a page that must not take the page down when its chunk cannot be
 * fetched offline. The caller still wraps it in `<Suspense>` for the loading state.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { unavailable?: ReactNode } = {},
): ComponentType<P> {
  // React.lazy keeps a rejected import; a retry needs a new one.
  const make = () => lazy(() => load().then((component) => ({ default: component })))
  let Lazy = make()
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0)
    const Current = Lazy
    const retry = () => {
      // Several mounted copies retry together; the first makes the new import.
      if (Lazy === Current) Lazy = make()
      setAttempt((n) => n + 1)
    }
    return (
      <PartBoundary key={attempt} unavailable={options.unavailable ?? null} onRetry={retry}>
        <Current {...props} />
      </PartBoundary>
    )
  }
  return LazyPart
}
