import { useEffect } from 'react'
import { useOnline } from '../../lib/pwa/online'
import { toaster } from '../toaster'

/**
 * Something the agent opened (the chat, the contact form) cannot load offline: say so once,
 * in a toast; it opens by itself when the connection returns (src/lib/pwa/lazy-part.tsx).
 */
export function OfflineToast() {
  const { reason } = useOnline()
  useEffect(() => {
    if (reason) toaster.create({ id: 'offline-part', type: 'warning', title: reason })
  }, [reason])
  return null
}
