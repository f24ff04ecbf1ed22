import { mayHaveSession } from '../session/queries'
import { subscribeSession } from '../session/session-store'

// The service worker keeps the agent's own GET answers (user info, favourites…) for offline
// use (pwa.config.ts "harborline-api-private"). They must not outlive the session (§4 logout
// clears user data), so the cache is dropped when the session ends in any tab.

export const PRIVATE_API_CACHE = 'harborline-api-private'

export function dropPrivateApiCache(): Promise<boolean> {
  if (typeof caches === 'undefined') return Promise.resolve(false)
  return caches.delete(PRIVATE_API_CACHE).catch(() => false)
}

export function installPrivateCacheCleanup(): () => void {
  let hadSession = mayHaveSession()
  if (!hadSession) void dropPrivateApiCache()
  return subscribeSession(() => {
    const has = mayHaveSession()
    if (hadSession && !has) void dropPrivateApiCache()
    hadSession = has
  })
}
