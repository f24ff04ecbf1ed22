import type { QueryClient } from '@tanstack/react-query'
import { i18n } from '../i18n/i18n'
import { installInstallListeners } from './install'
import { syncManifestLink } from './manifest-link'
import { installPrivateCacheCleanup } from './private-cache'
import { installQueryOnlineTracking } from './query-online'
import { installStoragePersistence } from './storage'

// Everything PWA that runs once at boot (src/main.tsx), before the first render; the service
// worker itself is registered after it (src/pwa.ts → register.ts).
export function installPwa(queryClient: QueryClient): void {
  installInstallListeners()
  installQueryOnlineTracking(queryClient)
  installStoragePersistence()
  installPrivateCacheCleanup()
  syncManifestLink(i18n)
}

export { useOnline, isOnline, subscribeOnline, reportNetworkFailure, checkOnline } from './online'
export { markDirty, markClean, useDirtyForm, hasDirtyForms } from './dirty-forms'
