import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useHasDirtyForms } from '../../lib/pwa/dirty-forms'
import { updates, useUpdatePhase } from '../../lib/pwa/update'
import { UPDATE_PROMPT_CLEARANCE } from '../toaster'

/**
 * Toasts open in the prompt's corner and used to cover it (and its Reload button) on phones and
 * desktops alike: while it shows, the toaster sits above its top edge, however tall its text.
 */
function useToastClearance(box: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const el = box.current
    if (!shown || !el) return
    const root = document.documentElement
    const measure = () => root.style.setProperty(UPDATE_PROMPT_CLEARANCE, `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top + 8)}px`)
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(el)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(UPDATE_PROMPT_CLEARANCE)
    }
  }, [box, shown])
}

/**
 * "A new version is available — Reload" (issue 7 Updates). Reload waits while a form has unsaved
 * changes and happens by itself right after they are saved.
 */
export function UpdatePrompt() {
  const { t } = useLingui()
  const phase = useUpdatePhase()
  const dirty = useHasDirtyForms()
  const box = useRef<HTMLDivElement>(null)
  useToastClearance(box, phase !== 'idle')
  if (phase === 'idle') return null
  return (
    <Box
      ref={box}
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      position="fixed"
      zIndex="toast"
      insetInline={{ base: '3', lg: 'auto' }}
      insetInlineEnd={{ lg: '6' }}
      bottom={{ base: 'calc(4.5rem + env(safe-area-inset-bottom))', lg: '6' }}
      maxW={{ lg: 'sm' }}
      bg="gray.900"
      color="white"
      borderRadius="lg"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <HStack gap="3" justify="space-between">
        <Text textStyle="sm">
          {phase === 'deferred'
            ? t`The new version loads as soon as your changes are saved.`
            : phase === 'applying'
              ? t`Loading the new version…`
              : t`A new version of the portal is available.`}
        </Text>
        {phase === 'available' && (
          <Button size="sm" minH="11" colorPalette="teal" onClick={() => void updates.apply()} title={dirty ? t`Waits until your changes are saved` : undefined}>
            {t`Reload`}
          </Button>
        )}
        {phase !== 'available' && <Spinner size="sm" color="teal.300" aria-hidden="true" />}
      </HStack>
    </Box>
  )
}
