import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { postFavouriteAdd } from './api/favourite-add'
import { deleteFavourite } from './api/favourite-delete'
import { favouriteKeys } from './api/favourite-list'
import { postHistoryAdd } from './api/history-add'
import { historyKeys, historyQueryOptions } from './api/history-get'
import { getSession } from '../../lib/session/session-store'
import type { FavouriteRecord, HistoryItem } from '../../contract'
import { mergeFavourites, mergeHistory } from './merge'
import { createOutbox, idbOutboxStorage, type Op, type Outbox } from './outbox'

// The app's one outbox for history and favourites, and when it replays: at start, when the
// browser comes back online, every minute, and right after each change (architecture.md: never
// rely on Background Sync alone).

let shared: Outbox | undefined
export function historyOutbox(): Outbox {
  return (shared ??= createOutbox(idbOutboxStorage(), { visit: postHistoryAdd, favAdd: postFavouriteAdd, favDel: deleteFavourite }, undefined, 'b2b-history-outbox'))
}

export function useOutboxOps(user: string | undefined): Op[] {
  const outbox = historyOutbox()
  const all = useSyncExternalStore(outbox.subscribe, outbox.ops, outbox.ops)
  return user ? all.filter((o) => o.user === user) : []
}

/** Lays queued changes into the cached lists, so they still show once they leave the queue, until the refetch. */
function holdInCache(queryClient: QueryClient, ops: readonly Op[]) {
  queryClient.setQueryData<FavouriteRecord[]>(favouriteKeys.all, (old) => (old ? mergeFavourites(old, ops) : old))
  const favourites = queryClient.getQueryData<FavouriteRecord[]>(favouriteKeys.all) ?? []
  queryClient.setQueriesData<HistoryItem[]>({ queryKey: historyKeys.all }, (old) => (old ? mergeHistory(old, ops, favourites, old[0]?.currencyCode ?? 'CNY') : old))
}

/** Replays now (when online) and refreshes the lists the server changed; resolves to how many changes are still queued. */
export async function replay(queryClient: QueryClient, user: string): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 0
  const outbox = historyOutbox()
  await outbox.ready
  // Hold the merged lists in the cache while the queue drains (no blink before the refetch).
  const mine = outbox.ops().filter((o) => o.user === user)
  if (mine.length) holdInCache(queryClient, mine)
  const result = await outbox.flush(user)
  const changed = result.sent > 0 || result.dropped > 0
  // A visit changes the history only: every hotel page records one, and refetching the
  // favourites after it was a request and a parse of the list per hotel page for nothing.
  if (changed) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      result.favourites > 0 && queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
    ])
  }
  // The drawer asks for the history only when opened; fetched here too (kept in the persisted
  // cache), the history shows offline even if the drawer was never opened online.
  const history = historyQueryOptions(getSession().currency)
  if (changed || !queryClient.getQueryData(history.queryKey)) await queryClient.prefetchQuery(history)
  afterReplay?.(result.kept)
  return result.kept
}

// Set by startReplay: every replay (the drawer's, a visit's, a favourite's, the timer's) reports
// how many changes it left queued, so the retries follow all of them.
let afterReplay: ((kept: number) => void) | undefined

const REPLAY_EVERY_MS = 60_000
/**
 * After a replay that left changes queued while the browser says it is online (the 'online'
 * event can come before requests get through, or the server was briefly unavailable): the
 * next tries, sooner than the minute.
 */
export const RETRY_AFTER_MS = [2_000, 5_000, 15_000, 30_000]

/** Installs the replay triggers for a logged-in user; returns the cleanup. */
export function startReplay(queryClient: QueryClient, user: string): () => void {
  let retry: number | undefined
  let failures = 0
  const run = () => {
    window.clearTimeout(retry)
    retry = undefined
    void replay(queryClient, user).catch(() => undefined)
  }
  afterReplay = (kept) => {
    if (kept === 0) failures = 0
    else if (retry === undefined && navigator.onLine !== false) retry = window.setTimeout(run, RETRY_AFTER_MS[Math.min(failures++, RETRY_AFTER_MS.length - 1)])
  }
  run()
  window.addEventListener('online', run)
  const timer = window.setInterval(run, REPLAY_EVERY_MS)
  // Another tab sent a change: it goes into the lists cached here before it leaves this tab's
  // queue (as replay() does in the tab that sends), so nothing shows the old state meanwhile.
  const stopSent = historyOutbox().onRemoteSent((op) => {
    if (op.user === user) holdInCache(queryClient, [op])
  })
  // Another tab sent queued changes: the lists cached here no longer hold what the server has.
  const stopRemote = historyOutbox().onRemoteChange(() => {
    void queryClient.invalidateQueries({ queryKey: historyKeys.all })
    void queryClient.invalidateQueries({ queryKey: favouriteKeys.all })
  })
  return () => {
    window.removeEventListener('online', run)
    window.clearInterval(timer)
    window.clearTimeout(retry)
    afterReplay = undefined
    stopSent()
    stopRemote()
  }
}
