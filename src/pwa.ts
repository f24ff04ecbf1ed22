import { msg } from '@lingui/core/macro'
import { registerSW } from 'virtual:pwa-register'
import { toaster } from './components/toaster'
import { i18n } from './lib/i18n/i18n'

// Service worker (registerType 'prompt'): a new version waits until the user chooses to reload,
// so nobody loses a half-filled form to an automatic refresh.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const updateSW = registerSW({
    onNeedRefresh() {
      toaster.create({
        type: 'info',
        title: i18n._(msg`A new version of the portal is available`),
        duration: Number.POSITIVE_INFINITY,
        closable: true,
        action: { label: i18n._(msg`Reload`), onClick: () => void updateSW(true) },
      })
    },
  })
}
