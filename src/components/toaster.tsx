import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { useAfterLoad } from '../lib/use-after-load'

// One toaster for the app (§8 'login expired', update prompt, action results).
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 })

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
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t`Notifications (Alt+T)`}>
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
