import { Box } from '@chakra-ui/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/** How long work must be in flight before the bar shows, so instant answers do not flash it. */
export const PROGRESS_DELAY_MS = 150

type RouterLike = {
  state: { status: string }
  subscribe: (event: 'onBeforeLoad' | 'onResolved', fn: () => void) => () => void
}

/**
 * Calls `show(true)` once a query, mutation or route load has been in flight for 150 ms and
 * `show(false)` when all are done. Returns the unsubscribe.
 */
export function watchBusy(queryClient: QueryClient, router: RouterLike, show: (visible: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0 || router.state.status === 'pending'
  /** `starting`: a route load begins (the router marks itself pending just after telling us). */
  const update = (starting = false) => {
    if (starting || busy()) {
      if (visible || timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        if (!busy()) return
        visible = true
        show(true)
      }, PROGRESS_DELAY_MS)
      return
    }
    clearTimeout(timer)
    timer = undefined
    if (visible) {
      visible = false
      show(false)
    }
  }
  // The caches announce every step of every query (added, fetching, observer added, updated…):
  // dozens of events in one task while a page loads, and busy() looks at every query each time
  // (~50 ms of an 8x phone's main thread on the hotel list, #9 TBT). One check after the task's
  // events is enough.
  let queued = false
  let stopped = false
  const check = () => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      if (!stopped) update()
    })
  }
  const stops = [
    queryClient.getQueryCache().subscribe(check),
    queryClient.getMutationCache().subscribe(check),
    router.subscribe('onBeforeLoad', () => update(true)),
    router.subscribe('onResolved', () => update()),
  ]
  update()
  return () => {
    stopped = true
    clearTimeout(timer)
    stops.forEach((stop) => stop())
  }
}

// §7 global progress indicator: a thin bar at the top while any query, mutation or route load
// is in flight. It toggles its own `data-visible` attribute instead of re-rendering: the query
// cache changes many times while a page loads, and each React update it caused interrupted the
// page's time-sliced render, which then started over (#9 TBT).
export function ProgressBar() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => watchBusy(queryClient, router, (visible) => bar.current?.toggleAttribute('data-visible', visible)), [queryClient, router])

  return (
    <Box
      ref={bar}
      // Decorative: pages announce their own loading states with accessible text.
      aria-hidden="true"
      data-testid="global-progress"
      position="fixed"
      insetInlineStart="0"
      top="0"
      height="3px"
      width="100%"
      zIndex="max"
      pointerEvents="none"
      overflow="hidden"
      opacity="0"
      transition="opacity 0.2s"
      css={{ '&[data-visible]': { opacity: 1 } }}
    >
      <Box
        height="100%"
        width="40%"
        bg="brand.500"
        css={{
          '[data-visible] > &': {
            animation: 'portal-progress 1.1s ease-in-out infinite',
          },
          '[dir=rtl] &': { animationDirection: 'reverse' },
        }}
      />
    </Box>
  )
}
