import { createStore, get, set, type UseStore } from 'idb-keyval'
import { useEffect, useState } from 'react'
import { historyListSchema, type Currency, type HistoryItem } from '../../contract'

// records_get is a POST, so the persisted query cache (GETs only) does not keep it. The drawer
// keeps the last list it saw per user and currency here, to show history offline (§2 drawer,
// architecture.md "browsing history and favourites" survive offline).

let store: UseStore | undefined
const lists = () => (store ??= createStore('b2b-history-lists', 'lists'))
const key = (user: string, currency: Currency) => `history:${user}:${currency}`

export function useCachedHistory(user: string | undefined, currency: Currency, fresh: HistoryItem[] | undefined): HistoryItem[] | undefined {
  const [cached, setCached] = useState<{ key: string; items: HistoryItem[] } | undefined>()
  const k = user ? key(user, currency) : ''
  useEffect(() => {
    if (!k || typeof indexedDB === 'undefined') return
    let live = true
    get(k, lists())
      .then((v) => {
        const parsed = historyListSchema.safeParse(v)
        if (live && parsed.success) setCached({ key: k, items: parsed.data })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [k])
  useEffect(() => {
    if (k && fresh && typeof indexedDB !== 'undefined') void set(k, fresh, lists()).catch(() => undefined)
  }, [k, fresh])
  return fresh ?? (cached?.key === k ? cached.items : undefined)
}
