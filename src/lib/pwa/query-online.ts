import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/errors'
import { isOnline, reportNetworkFailure, subscribeOnline } from './online'

// TanStack Query follows our online store (not just navigator.onLine): while offline, queries
// pause and keep showing the persisted data instead of failing, and resume when back online.
// A query or mutation that fails without an answer makes the store probe /healthz.

export function installQueryOnlineTracking(queryClient: QueryClient): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribeOnline(() => setOnline(isOnline()))
  })
  const onError = (error: unknown) => {
    if (isApiError(error) && error.kind === 'network') reportNetworkFailure()
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
}
