import { useEffect, useRef, useSyncExternalStore } from 'react'
import { createStore, get, set, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { ADDRESS_TYPES, MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS, isoDateSchema } from '../../contract'
import { beijingDate } from '../../lib/dates'
import { DEFAULT_ADULTS, DEFAULT_NATION, DEFAULT_ROOMS, defaultStayDates, stayProblem } from '../../lib/stay-search'
import { lazySchema } from '../../contract/lazy-schema'

// The search form and the last 10 searches, kept in IndexedDB (architecture.md "Data that must
// survive offline"), so they come back after a reload, offline too. Memory is the source of
// truth for rendering; every change is written through.

export const destinationSchema = lazySchema(() => z.object({ type: z.enum(ADDRESS_TYPES), value: z.string().check(z.regex(/^\d{1,10}$/)), text: z.string().check(z.maxLength(200)) }))
export type Destination = z.infer<typeof destinationSchema>

const childAge = z.int().check(z.gte(0), z.lte(17))

export const searchFormSchema = lazySchema(() => z.object({
  destination: z.nullable(destinationSchema),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  adultNum: z.int().check(z.gte(1), z.lte(MAX_ADULTS_PER_ROOM)),
  roomNum: z.int().check(z.gte(1), z.lte(MAX_ROOMS)),
  // null: a child added in the form whose age the agent has not chosen yet (no search until it is).
  childrenAges: z.array(z.nullable(childAge)).check(z.maxLength(MAX_CHILDREN_PER_ROOM)),
  nation: z.string().check(z.regex(/^[A-Z]{2}$/)),
}))
export type SearchForm = z.infer<typeof searchFormSchema>

export const recentSearchSchema = lazySchema(() => z.extend(searchFormSchema, {
  destination: destinationSchema,
  childrenAges: z.array(childAge).check(z.maxLength(MAX_CHILDREN_PER_ROOM)),
  at: z.string(),
}))
export type RecentSearch = z.infer<typeof recentSearchSchema>
export const MAX_RECENT = 10

export function defaultSearchForm(now: Date): SearchForm {
  return { destination: null, ...defaultStayDates(now), adultNum: DEFAULT_ADULTS, roomNum: DEFAULT_ROOMS, childrenAges: [], nation: DEFAULT_NATION }
}

/** A stored form whose dates have gone by gets the §4 default dates; the rest is kept. */
export function freshen(form: SearchForm, now: Date): SearchForm {
  if (stayProblem(form.checkIn, form.checkOut, beijingDate(now)) === null) return form
  return { ...form, ...defaultStayDates(now) }
}

/** Newest first, one entry per destination + dates + guests, at most 10. */
export function addRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const key = (r: RecentSearch) =>
    [r.destination.type, r.destination.value, r.checkIn, r.checkOut, r.adultNum, r.roomNum, r.childrenAges.join('.'), r.nation].join('|')
  const k = key(entry)
  return [entry, ...list.filter((r) => key(r) !== k)].slice(0, MAX_RECENT)
}

export interface KeyValue {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

function idbKeyValue(): KeyValue | null {
  if (typeof indexedDB === 'undefined') return null
  let store: UseStore | undefined
  const s = () => (store ??= createStore('b2b-search', 'kv'))
  return { get: (key) => get(key, s()), set: (key, value) => set(key, value, s()) }
}

interface Snapshot {
  form: SearchForm
  recent: RecentSearch[]
  /** True once IndexedDB has been read (or there is none). */
  hydrated: boolean
}

export function createSearchStore(kv: KeyValue | null, now: () => Date = () => new Date()) {
  let snapshot: Snapshot = { form: defaultSearchForm(now()), recent: [], hydrated: kv === null }
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  let touched = false

  const ready: Promise<void> = kv
    ? Promise.all([kv.get('form'), kv.get('recent')])
        .then(([form, recent]) => {
          const f = searchFormSchema.safeParse(form)
          const r = z.array(recentSearchSchema).safeParse(recent)
          snapshot = {
            // A change made before the read finished wins over the stored one.
            form: touched ? snapshot.form : f.success ? freshen(f.data, now()) : snapshot.form,
            recent: r.success ? r.data.slice(0, MAX_RECENT) : snapshot.recent,
            hydrated: true,
          }
        })
        .catch(() => {
          snapshot = { ...snapshot, hydrated: true }
        })
        .finally(emit)
    : Promise.resolve()

  const write = (key: 'form' | 'recent', value: unknown) => {
    // Quota or private mode: the form still works in memory for this tab.
    if (kv) void kv.set(key, value).catch(() => undefined)
  }

  return {
    ready,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setForm(patch: Partial<SearchForm>) {
      touched = true
      snapshot = { ...snapshot, form: { ...snapshot.form, ...patch } }
      write('form', snapshot.form)
      emit()
    },
    /** A submitted search: becomes the form and the newest recent search. */
    commit(form: SearchForm & { destination: Destination; childrenAges: number[] }) {
      touched = true
      const recent = addRecent(snapshot.recent, { ...form, at: now().toISOString() })
      snapshot = { ...snapshot, form, recent }
      write('form', form)
      write('recent', recent)
      emit()
    },
  }
}
export type SearchStore = ReturnType<typeof createSearchStore>

let shared: SearchStore | undefined
export function searchStore(): SearchStore {
  return (shared ??= createSearchStore(idbKeyValue()))
}

/**
 * The store's snapshot. With `current` (the search a page shows, say the list's URL), the form
 * shows it from the first render and it becomes the stored form after mounting, again only when
 * it really changes. A snapshot equal in content to the last one is returned as that same
 * object, so that write renders nothing again (#9: the search form's second render).
 */
export function useSearchStore(store: SearchStore = searchStore(), current?: Partial<SearchForm>): Snapshot {
  const currentKey = current ? JSON.stringify(current) : ''
  const applied = useRef('')
  const last = useRef<{ key: string; view: Snapshot } | null>(null)
  // Asked at each read, so once `current` is written it stops covering the stored form, even
  // without a render in between.
  const view = () => {
    const s = store.getSnapshot()
    const cover = current && applied.current !== currentKey ? current : undefined
    const shown = cover ? { ...s, form: { ...s.form, ...cover } } : s
    const key = JSON.stringify(shown)
    if (last.current?.key !== key) last.current = { key, view: shown }
    return last.current.view
  }
  const snapshot = useSyncExternalStore(store.subscribe, view, view)
  useEffect(() => {
    if (!current) return
    applied.current = currentKey
    store.setForm(current)
    // The key stands for `current`: re-apply only when the page's search really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey, store])
  return snapshot
}
