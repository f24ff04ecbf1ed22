import { createStore, del, entries, get, update, type UseStore } from 'idb-keyval'
import { draftSchema, type Draft } from './draft-schema'

// Booking drafts and their outbox (drafts in state 'queued') in IndexedDB. Every write is a
// read-modify-write inside one IndexedDB transaction (idb-keyval `update`), so two tabs cannot
// lose each other's changes, and a draft the server acknowledged ('submitted') is never moved
// back to another state by a tab that was behind. Other tabs hear about changes through a
// BroadcastChannel and reload. The form is written field by field over the value the writer
// last saw (form-fields.ts, autosave.ts), never as a whole: a tab holding an older copy of the
// form would otherwise put back fields another tab had changed.

export interface DraftStorage {
  all(): Promise<unknown[]>
  get(id: string): Promise<unknown>
  /** Atomically replaces the stored value with fn(old); undefined from fn keeps the old one. */
  update(id: string, fn: (old: unknown) => unknown): Promise<void>
  remove(id: string): Promise<void>
}

export function idbDraftStorage(): DraftStorage | null {
  if (typeof indexedDB === 'undefined') return null
  let store: UseStore | undefined
  const s = () => (store ??= createStore('b2b-drafts', 'drafts'))
  return {
    all: async () => (await entries(s())).map(([, v]) => v),
    get: (id) => get(id, s()),
    update: (id, fn) => update(id, (old) => fn(old), s()),
    remove: (id) => del(id, s()),
  }
}

/** In-memory storage for tests and for browsers without IndexedDB (nothing survives a reload). */
export function memoryDraftStorage(): DraftStorage {
  const map = new Map<string, unknown>()
  return {
    all: async () => [...map.values()].map((v) => structuredClone(v)),
    get: async (id) => structuredClone(map.get(id)),
    update: async (id, fn) => {
      const next = fn(structuredClone(map.get(id)))
      if (next !== undefined) map.set(id, structuredClone(next))
    },
    remove: async (id) => void map.delete(id),
  }
}

export type DraftPatch = Partial<Omit<Draft, 'id' | 'user' | 'createdAt'>>

/** Applies a patch unless it would undo the server's acknowledgement. */
export function mergeDraft(old: Draft, patch: DraftPatch, now: string): Draft {
  if (old.state === 'submitted') {
    // Acknowledged: the order exists. Only the payment choice may still change.
    return patch.paymentMethod ? { ...old, paymentMethod: patch.paymentMethod, updatedAt: now } : old
  }
  return { ...old, ...patch, updatedAt: now }
}

const CHANNEL = 'b2b-drafts'

/** Same drafts with the same contents, in the same order (both parsed by the draft schema, so keys come in one order). */
function sameDrafts(a: readonly Draft[], b: readonly Draft[]): boolean {
  return a.length === b.length && a.every((d, i) => JSON.stringify(d) === JSON.stringify(b[i]))
}

export function createDraftStore(storage: DraftStorage | null, channelName: string | null = CHANNEL) {
  const backing = storage ?? memoryDraftStorage()
  let drafts: Draft[] = []
  let loaded = false
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  const channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null

  const parse = (v: unknown): Draft | undefined => {
    const r = draftSchema.safeParse(v)
    return r.success ? r.data : undefined
  }

  async function reload(): Promise<void> {
    const raw = await backing.all().catch(() => [])
    const next = raw.map(parse).filter((d): d is Draft => Boolean(d)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    // The outbox reloads on every pass (app start, 'online', every 30 s) and on other tabs'
    // messages; nearly always nothing changed. The same snapshot then stays and nobody is told,
    // so the drafts' readers (page header, outbox, history) do not render again (#9 TBT).
    if (loaded && sameDrafts(drafts, next)) return
    drafts = next
    loaded = true
    emit()
  }
  const ready = reload()
  if (channel) channel.onmessage = () => void reload()
  const changed = async () => {
    await reload()
    channel?.postMessage('changed')
  }

  return {
    ready,
    isLoaded: () => loaded,
    /** Snapshot, newest first (stable between changes, for useSyncExternalStore). */
    list: () => drafts,
    find: (id: string) => drafts.find((d) => d.id === id),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    reload,
    /** The stored draft, read from IndexedDB (not the snapshot). */
    async get(id: string): Promise<Draft | undefined> {
      return parse(await backing.get(id))
    },
    async create(draft: Draft): Promise<Draft> {
      const valid = draftSchema.parse(draft)
      await backing.update(valid.id, (old) => (old === undefined ? valid : undefined))
      await changed()
      return valid
    },
    /** Patches a stored draft; returns the stored result (undefined when it does not exist). */
    async update(id: string, patch: DraftPatch | ((d: Draft) => DraftPatch)): Promise<Draft | undefined> {
      let result: Draft | undefined
      await backing.update(id, (old) => {
        const current = parse(old)
        if (!current) return undefined
        result = mergeDraft(current, typeof patch === 'function' ? patch(current) : patch, new Date().toISOString())
        return result
      })
      await changed()
      return result
    },
    async remove(id: string): Promise<void> {
      await backing.remove(id)
      await changed()
    },
  }
}
export type DraftStore = ReturnType<typeof createDraftStore>

let shared: DraftStore | undefined
/** The app's one draft store. */
export function draftStore(): DraftStore {
  return (shared ??= createDraftStore(idbDraftStorage()))
}

export function newDraftId(): string {
  return crypto.randomUUID()
}
