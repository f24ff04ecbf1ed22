import { Box } from '@chakra-ui/react'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

// §7 global progress indicator: a thin bar at the top while any query, mutation or route load
// is in flight. It appears only after 150 ms so instant answers do not flash it.
export function ProgressBar() {
  const fetching = useIsFetching()
  const mutating = useIsMutating()
  const routing = useRouterState({ select: (s) => s.status === 'pending' })
  const busy = fetching + mutating > 0 || routing
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), 150)
    return () => clearTimeout(timer)
  }, [busy])

  return (
    <Box
      // Decorative: pages announce their own loading states with accessible text.
      aria-hidden="true"
      data-testid="global-progress"
      data-visible={visible || undefined}
      position="fixed"
      insetInlineStart="0"
      top="0"
      height="3px"
      width="100%"
      zIndex="max"
      pointerEvents="none"
      overflow="hidden"
      opacity={visible ? 1 : 0}
      transition="opacity 0.2s"
    >
      <Box
        height="100%"
        width="40%"
        bg="brand.500"
        css={{
          animation: visible ? 'portal-progress 1.1s ease-in-out infinite' : 'none',
          '@keyframes portal-progress': {
            '0%': { transform: 'translateX(-100%)' },
            '100%': { transform: 'translateX(250%)' },
          },
          '[dir=rtl] &': { animationDirection: 'reverse' },
        }}
      />
    </Box>
  )
}
