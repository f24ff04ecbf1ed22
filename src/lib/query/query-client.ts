import { QueryClient, dehydrate, type Query } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { createStore, del, get, set } from 'idb-keyval'
import type { HttpMethod } from '../api/client'

// The TanStack Query cache, persisted to IndexedDB so data seen before still shows offline
// (architecture.md "Data that must survive offline").

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** HTTP method behind the query; only GET results are persisted. */
      method?: HttpMethod
      /** Public data that survives logout (everything else is dropped, §4). */
      public?: boolean
      /**
       * A POST lookup whose answer may be shown again later, e.g. offline (hotel lists, rates;
       * issue 7). Such answers carry their time, so the UI can say "prices as of HH:MM".
       */
      persist?: boolean
    }
  }
}

const DAY = 24 * 60 * 60 * 1000
/**
 * How long the saved cache is read back after the app last saved it: an agent can be a few days
 * without a network (travelling) and still open the orders, history and favourites seen before.
 */
export const SAVED_CACHE_MAX_AGE_MS = 7 * DAY

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries idempotent GETs (§7 retry 3); do not multiply them.
        retry: false,
        staleTime: 30_000,
        // A query unused for a day leaves memory, and so the saved cache (it stays the size of a
        // day's work). A restored one is kept a day from the restore, however old its data.
        gcTime: DAY,
      },
      mutations: { retry: false },
    },
  })
}

/** Successful GET queries go to disk; POST-backed lookups only when they opt in (meta.persist). */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && (query.meta?.method === 'GET' || query.meta?.persist === true)
}

/** Drops everything that belongs to the logged-in user (§4 logout); public data stays. */
export function clearPrivateQueries(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (q) => !q.meta?.public })
  queryClient.removeQueries({ predicate: (q) => !q.meta?.public })
}

/**
 * Restores the cache from IndexedDB and keeps saving it. The returned promise resolves when the
 * restore is done (or failed: a broken cache must not block the app). The buster is the app
 * version, so a new release never reads an old cache shape.
 */
export function persistQueryCache(queryClient: QueryClient, buster: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve()
  const store = createStore('b2b-portal', 'query-cache')
  const key = 'tanstack-query'
  const dehydrateOptions = { shouldDehydrateQuery: (q: Query) => shouldPersistQuery(q) }
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (k) => get<string>(k, store).then((v) => v ?? null),
      setItem: (k, value) => set(k, value, store),
      removeItem: (k) => del(k, store),
    },
    key,
    throttleTime: 1000,
  })
  const [, restored] = persistQueryClient({ queryClient, persister, buster, maxAge: SAVED_CACHE_MAX_AGE_MS, dehydrateOptions })
  // The persister writes at most once a second, the last change up to a second late. A page
  // closed or reloaded within that second (a hotel's rates just arrived, or a logout just
  // dropped the private data) would leave the older cache on disk, so the cache is written at
  // once when the page is hidden or left. Not before the restore: it would overwrite the saved
  // cache with an empty one.
  let ready = false
  const flush = () => {
    if (!ready) return
    void set(key, JSON.stringify({ buster, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }), store).catch(() => undefined)
  }
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  window.addEventListener('pagehide', flush)
  return restored.then(
    () => void (ready = true),
    () => undefined,
  )
}
