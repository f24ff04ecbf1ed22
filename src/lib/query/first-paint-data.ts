import { hashKey, type QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query'

// #9: a page the server painted first (a hotel list or hotel opened by URL) comes with the API
// answer it was painted from, under the app's query key (server/routes/client-first-paint.ts).
// The page's loader puts it in the query cache, so the app shows the same data at once instead
// of asking again and showing skeletons over the painted page meanwhile. It is used once, by
// the query it belongs to; any other (another currency, a later navigation) asks as usual.

type Handoff = { queryKey: QueryKey; data: unknown; updatedAt: number }
type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } }

let pending: Handoff | null | undefined

function read(doc: Document): Handoff | null {
  const el = doc.getElementById('first-paint-data')
  if (!el) return null
  el.remove()
  try {
    const value = JSON.parse(el.textContent ?? '') as Partial<Handoff>
    return Array.isArray(value.queryKey) && typeof value.updatedAt === 'number' ? (value as Handoff) : null
  } catch {
    return null
  }
}

/**
 * Puts the server's answer in the cache when it is this query's and passes its schema. The query
 * is built from its options first: set with a bare key it had no `meta`, so a hotel's facts
 * (fresh for an hour, never fetched again to take their options) were not saved for offline.
 */
export function seedFromFirstPaint<T>(queryClient: QueryClient, options: { queryKey: QueryKey; meta?: QueryMeta }, schema: Schema<T>, doc: Document = document): void {
  const { queryKey, meta } = options
  if (pending === undefined) pending = read(doc)
  if (!pending) return
  const handoff = pending
  // Only the first page the app shows may use it: later pages are other data.
  pending = null
  if (hashKey(handoff.queryKey) !== hashKey(queryKey)) return
  const parsed = schema.safeParse(handoff.data)
  if (!parsed.success) return
  queryClient.getQueryCache().build(queryClient, { queryKey, meta })
  queryClient.setQueryData(queryKey, parsed.data, { updatedAt: Math.min(handoff.updatedAt, Date.now()) })
}

/** Tests: forget what was read. */
export function resetFirstPaintData(): void {
  pending = undefined
}
