import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { useAfterLoad } from '../lib/use-after-load'
import { MOBILE_NAV_HEIGHT } from './pwa/mobile-nav'

// One toaster for the app (§8 'login expired', action results).
// The bottom offset is a variable: over the phone's bottom navigation the region sits above it,
// and while the update prompt shows (same corner, src/components/pwa/update-prompt.tsx), above that.

/** Set by the update prompt while it shows: from the viewport's bottom to just above its top. */
export const UPDATE_PROMPT_CLEARANCE = '--update-prompt-clearance'

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 3,
  offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: `max(var(--toast-offset-bottom, 1rem), var(${UPDATE_PROMPT_CLEARANCE}, 0px))` },
})

/** The mobile navigation (shown below lg) plus the usual 1rem gap. */
const ABOVE_MOBILE_NAV = { 'body:has([data-testid="mobile-nav"]) &': { '--toast-offset-bottom': { base: `calc(${MOBILE_NAV_HEIGHT} + 1rem + env(safe-area-inset-bottom, 0px))`, lg: '1rem' } } }

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
  // The region's and the close button's names are Zag's English defaults otherwise (§1 six languages).
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={ABOVE_MOBILE_NAV} aria-label={t`Notifications (Alt+T)`}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t`Dismiss notification`} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
