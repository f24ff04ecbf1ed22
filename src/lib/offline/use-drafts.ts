import { useSyncExternalStore } from 'react'
import type { Draft } from './draft-schema'
import { draftStore } from './drafts'

const EMPTY: Draft[] = []

/** The agent's drafts, newest first, live across tabs; `loaded` is false until IndexedDB answered. */
export function useDrafts(user: string | undefined): { drafts: Draft[]; loaded: boolean } {
  const store = draftStore()
  const all = useSyncExternalStore(store.subscribe, store.list, () => EMPTY)
  const loaded = useSyncExternalStore(store.subscribe, store.isLoaded, () => false)
  return { drafts: user ? all.filter((d) => d.user === user) : EMPTY, loaded }
}

export function useDraft(id: string): { draft: Draft | undefined; loaded: boolean } {
  const store = draftStore()
  const all = useSyncExternalStore(store.subscribe, store.list, () => EMPTY)
  const loaded = useSyncExternalStore(store.subscribe, store.isLoaded, () => false)
  return { draft: all.find((d) => d.id === id), loaded }
}
