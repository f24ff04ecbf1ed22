import { Box, chakra, CloseButton, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { createToastStore, type ToastItem, type ToastType } from '../lib/toast-store'
import { useAfterLoad } from '../lib/use-after-load'
import { makeLineIcon } from './icons/icons'
import { MOBILE_NAV_HEIGHT } from './pwa/mobile-nav'

// One toaster for the app (§8 'login expired', action results): at the bottom, at the inline
// end from md up (the left in ar), across the screen below md. Plain elements and the store in
// src/lib/toast-store.ts (#9: Zag's toast machine and Chakra's Toaster were ~6.6 KB gzip of
// every route's first load).
// The bottom offset is a variable: over the phone's bottom navigation the region sits above it,
// and while the update prompt shows (same corner, src/components/pwa/update-prompt.tsx), above that.

/** Set by the update prompt while it shows: from the viewport's bottom to just above its top. */
export const UPDATE_PROMPT_CLEARANCE = '--update-prompt-clearance'

export const toaster = createToastStore({ max: 3 })

/** The mobile navigation (shown below lg) plus the usual 1rem gap. */
const ABOVE_MOBILE_NAV = { 'body:has([data-testid="mobile-nav"]) &': { '--toast-offset-bottom': { base: `calc(${MOBILE_NAV_HEIGHT} + 1rem + env(safe-area-inset-bottom, 0px))`, lg: '1rem' } } }
const BOTTOM = `max(env(safe-area-inset-bottom, 0px), var(--toast-offset-bottom, 1rem), var(${UPDATE_PROMPT_CLEARANCE}, 0px))`

const hasToasts = () => toaster.getCount() > 0

/**
 * The toast region mounts once the page has loaded, or at once when a toast is waiting (it then
 * shows the toasts made before it). Mounted with the app, its first update and styles were
 * ~65 ms of one task of the first page load on a throttled phone (#9 TBT).
 */
export function Toaster() {
  const loaded = useAfterLoad()
  const waiting = useSyncExternalStore(toaster.subscribe, hasToasts, () => false)
  return loaded || waiting ? <ToastRegion /> : null
}

function ToastRegion() {
  const { t } = useLingui()
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    // Alt+T reaches the notifications from anywhere (the region's name says so).
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return
      event.preventDefault()
      const target = region.current?.querySelector<HTMLElement>('[data-part="root"]') ?? region.current
      target?.focus()
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? toaster.pause('hidden') : toaster.resume('hidden'))
    onVisibility()
    document.addEventListener('keydown', onKey, true)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      document.removeEventListener('visibilitychange', onVisibility)
      toaster.resume('hidden')
    }
  }, [])

  useEffect(() => {
    // A toast removed from under the pointer or with the focus in it fires no leave or blur:
    // the countdowns go on once neither is on the region any more.
    const el = region.current
    if (!el) return
    if (!el.matches(':hover')) toaster.resume('hover')
    if (!el.contains(document.activeElement)) toaster.resume('focus')
  }, [toasts])

  return createPortal(
    <Box
      as="section"
      ref={region}
      tabIndex={-1}
      aria-label={t`Notifications (Alt+T)`}
      aria-live="polite"
      aria-relevant="additions text"
      position="fixed"
      zIndex="toast"
      bottom={BOTTOM}
      insetInlineStart={{ base: 'calc(env(safe-area-inset-left, 0px) + 1rem)', md: 'auto' }}
      insetInlineEnd="calc(env(safe-area-inset-right, 0px) + 1rem)"
      pointerEvents={toasts.length > 0 ? undefined : 'none'}
      outline="none"
      css={ABOVE_MOBILE_NAV}
      onPointerEnter={() => toaster.pause('hover')}
      onPointerLeave={() => toaster.resume('hover')}
      onFocus={() => toaster.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toaster.resume('focus')
      }}
    >
      <Flex as="ol" direction="column" gap="3" listStyleType="none" m="0" p="0">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} closeLabel={t`Dismiss notification`} />
        ))}
      </Flex>
    </Box>,
    document.body,
  )
}

const TYPE_STYLE: Record<ToastType, { bg: string; color: string }> = {
  info: { bg: 'bg.panel', color: 'fg' },
  success: { bg: 'green.solid', color: 'green.contrast' },
  warning: { bg: 'orange.solid', color: 'orange.contrast' },
  error: { bg: 'red.solid', color: 'red.contrast' },
}

const TYPE_ICON = {
  info: makeLineIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 7.5v.5" />),
  success: makeLineIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.7 2.7L16 9.5" />),
  warning: makeLineIcon(<path d="M12 3.5l9 16H3zM12 10v4.5M12 17v.5" />),
  error: makeLineIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16v.5" />),
} satisfies Record<ToastType, unknown>

function ToastCard({ toast, closeLabel }: { toast: ToastItem; closeLabel: string }) {
  const id = useId()
  const Indicator = TYPE_ICON[toast.type]
  const solid = toast.type !== 'info'
  return (
    <Flex
      as="li"
      data-scope="toast"
      data-part="root"
      data-type={toast.type}
      data-state={toast.open ? 'open' : 'closed'}
      role="status"
      aria-atomic="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={toast.description ? `${id}-description` : undefined}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toaster.dismiss(toast.id)
      }}
      position="relative"
      width={{ base: 'full', md: 'sm' }}
      alignItems="flex-start"
      gap="3"
      py="4"
      ps="4"
      pe={toast.closable ? '10' : '4'}
      borderRadius="l2"
      boxShadow="xl"
      bg={TYPE_STYLE[toast.type].bg}
      color={TYPE_STYLE[toast.type].color}
      focusVisibleRing="outside"
      _open={{ animationName: 'slide-from-bottom, fade-in', animationDuration: 'moderate' }}
      _closed={{ animationName: 'fade-out', animationDuration: 'faster', opacity: 0 }}
      _motionReduce={{ animation: 'none' }}
    >
      <Indicator boxSize="5" />
      <Flex direction="column" gap="1" flex="1" minWidth="0">
        <Text id={`${id}-title`} textStyle="sm" fontWeight="medium">
          {toast.title}
        </Text>
        {toast.description && (
          <Text id={`${id}-description`} textStyle="sm" opacity="0.85">
            {toast.description}
          </Text>
        )}
      </Flex>
      {toast.action && (
        <chakra.button
          type="button"
          alignSelf="center"
          flexShrink={0}
          minH="8"
          px="3"
          borderRadius="l2"
          borderWidth="1px"
          borderColor={solid ? 'whiteAlpha.600' : 'border'}
          textStyle="sm"
          fontWeight="medium"
          cursor="pointer"
          focusVisibleRing="outside"
          _hover={{ bg: solid ? 'whiteAlpha.200' : 'bg.muted' }}
          onClick={() => {
            toast.action?.onClick()
            toaster.dismiss(toast.id)
          }}
        >
          {toast.action.label}
        </chakra.button>
      )}
      {toast.closable && (
        <CloseButton
          size="xs"
          variant="plain"
          position="absolute"
          top="1"
          insetEnd="1"
          color="currentColor"
          opacity="0.7"
          _hover={{ opacity: 1 }}
          aria-label={closeLabel}
          onClick={() => toaster.dismiss(toast.id)}
        />
      )}
    </Flex>
  )
}
