import { createStore, get, set, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { isApiError } from '../../lib/api/errors'
import { lazySchema } from '../../contract/lazy-schema'

// Offline-first history and favourites (§2 drawer, architecture.md "Data that must survive
// offline"): every visit, favourite and unfavourite is queued in IndexedDB first and replayed
// in order; an operation leaves the queue only once the server has answered it. Network
// failures, 5xx and a 401 (log in again) keep it. The lists shown are the server's lists with
// the queue laid over them, so a change made offline shows at once and survives a reload.

export const opSchema = lazySchema(() => z.object({
  id: z.string(),
  /** Whose change it is: never replay one agent's favourites in another's session. */
  user: z.string(),
  kind: z.enum(['visit', 'fav-add', 'fav-del']),
  hotelId: z.int().check(z.positive()),
  at: z.string(),
  /** What the drawer shows before the server knows the hotel (offline). */
  hotel: z.optional(z.object({ name: z.string(), nameCN: z.string(), image: z.string() })),
}))
export type Op = z.infer<typeof opSchema>
export type OpInput = Omit<Op, 'id' | 'at' | 'user'> & { at?: string }

/** The same changes, whatever the order of their fields (a stored copy has the schema's order). */
function sameOps(a: readonly Op[], b: readonly Op[]): boolean {
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1))) : value
  return a.length === b.length && JSON.stringify(a, sorted) === JSON.stringify(b, sorted)
}

export interface OutboxTransport {
  visit(hotelId: number, at: string): Promise<unknown>
  favAdd(hotelId: number): Promise<unknown>
  favDel(hotelId: number): Promise<unknown>
}

export interface OutboxStorage {
  load(): Promise<unknown>
  save(ops: Op[]): Promise<void>
}

export function idbOutboxStorage(): OutboxStorage | null {
  if (typeof indexedDB === 'undefined') return null
  let store: UseStore | undefined
  const s = () => (store ??= createStore('b2b-history', 'outbox'))
  return { load: () => get('ops', s()), save: (ops) => set('ops', ops, s()) }
}

/** Why a failed call stays queued: anything but a definite refusal of this very operation. */
export function keepAfterFailure(error: unknown): boolean {
  if (!isApiError(error)) return true
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unauthenticated' || error.kind === 'auth-expired' || error.kind === 'forbidden') return true
  // 5xx and 429: the server may accept it later. Other 4xx / business refusals are final.
  return error.status >= 500 || error.status === 429 || error.status === 0
}

/** `favourites`: how many of the sent and dropped changes were favourites (a visit changes only the history). */
export type FlushResult = { sent: number; dropped: number; kept: number; favourites: number }

type Locks = { request<T>(name: string, options: { ifAvailable?: boolean }, fn: (lock: unknown) => Promise<T>): Promise<T> }

export function createOutbox(
  storage: OutboxStorage | null,
  transport: OutboxTransport,
  newId: () => string = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  /** BroadcastChannel name shared by the tabs: each tells the others when it changed the queue. */
  channelName?: string,
) {
  let ops: Op[] = []
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  const remoteListeners = new Set<() => void>()
  const sentListeners = new Set<(op: Op) => void>()
  const channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null
  let chain: Promise<unknown> = Promise.resolve()
  // Every change in this tab goes through one promise chain: no lost update between add and flush.
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn)
    chain = next.catch(() => undefined)
    return next
  }
  // Other tabs of the app share the stored queue. Each change re-reads it under a Web Lock (a
  // tab that wrote its own copy used to drop another tab's offline changes), and one tab at a
  // time replays (two tabs used to send the same change twice, and could reorder a toggle).
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks
  const exclusive = <T>(name: string, fn: () => Promise<T>, ifAvailable = false): Promise<T | undefined> =>
    locks ? locks.request(name, { ifAvailable }, (lock) => (lock ? fn() : Promise.resolve(undefined))) : fn()
  const update = (change: (list: Op[]) => Op[] = (list) => list, sent?: Op, beforeEmit?: () => void) =>
    exclusive('b2b-history-outbox', async () => {
      const parsed = z.array(opSchema).safeParse(await storage?.load().catch(() => undefined))
      // The same queue read again keeps its snapshot: a new array each time made every reader
      // (favourite buttons, the history drawer) render again, synchronously, at each pass (#9).
      if (parsed.success && !sameOps(parsed.data, ops)) ops = parsed.data
      const next = change(ops)
      if (next !== ops) {
        ops = next
        if (storage) await storage.save(ops).catch(() => undefined)
        // The other tabs are told which change the server now has, when that is why it left.
        channel?.postMessage(sent ? { sent } : 'changed')
      }
      beforeEmit?.()
      emit()
    })
  const ready = serial(() => update())
  // Another tab queued, sent or dropped a change: show it here now, not at this tab's next replay.
  // A change it sent is handed to the listeners before this tab's queue loses it, so they can put
  // it into the lists cached here first: between the two, a favourite button showed the server's
  // old answer (and a click on it then did the opposite of what the agent saw).
  channel?.addEventListener('message', (event: MessageEvent) => {
    const sent = opSchema.safeParse((event.data as { sent?: unknown } | null)?.sent)
    const handOver = sent.success ? () => sentListeners.forEach((l) => l(sent.data)) : undefined
    void serial(() => update(undefined, undefined, handOver)).then(() => remoteListeners.forEach((l) => l()))
  })

  async function sendOne(op: Op): Promise<void> {
    if (op.kind === 'visit') await transport.visit(op.hotelId, op.at)
    else if (op.kind === 'fav-add') await transport.favAdd(op.hotelId)
    else await transport.favDel(op.hotelId)
  }

  return {
    ready,
    ops: () => ops,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Called after another tab changed the queue (and this tab has read it again). */
    onRemoteChange(listener: () => void) {
      remoteListeners.add(listener)
      return () => remoteListeners.delete(listener)
    },
    /** Called when another tab has sent a change, just before this tab's queue drops it. */
    onRemoteSent(listener: (op: Op) => void) {
      sentListeners.add(listener)
      return () => sentListeners.delete(listener)
    },
    /** Queues a change (written to IndexedDB before this resolves). */
    add(user: string, input: OpInput): Promise<Op> {
      const op: Op = { ...input, id: newId(), user, at: input.at ?? new Date().toISOString() }
      return serial(async () => {
        // A favourite toggled twice offline cancels out: only the last intent per hotel counts.
        await update((list) => [...list.filter((o) => op.kind === 'visit' || !(o.user === user && o.hotelId === op.hotelId && o.kind !== 'visit')), op])
        return op
      })
    },
    /** Replays the user's queued changes in order; stops at the first one to keep. */
    flush(user: string): Promise<FlushResult> {
      const result: FlushResult = { sent: 0, dropped: 0, kept: 0, favourites: 0 }
      const done = new Set<string>()
      let replayed = false
      return serial(() =>
        exclusive(
          'b2b-history-flush',
          async () => {
            replayed = true
            for (;;) {
              // Read again before each send: another tab may have sent, toggled or added.
              await update()
              const mine = ops.filter((o) => o.user === user && !done.has(o.id))
              const op = mine[0]
              if (!op) break
              // The browser went offline while this replay ran (it started online, and a change
              // queued since is read here): a request now can only fail, so the change waits for
              // the next replay, which 'online' starts.
              if (globalThis.navigator?.onLine === false) {
                result.kept = mine.length
                break
              }
              done.add(op.id)
              let delivered = false
              try {
                await sendOne(op)
                result.sent++
                delivered = true
              } catch (error) {
                if (keepAfterFailure(error)) {
                  result.kept = mine.length
                  break
                }
                result.dropped++
              }
              if (op.kind !== 'visit') result.favourites++
              await update((list) => list.filter((o) => o.id !== op.id), delivered ? op : undefined)
            }
          },
          true,
        ),
      ).then(() => {
        // Another tab is replaying. It may stop before it gets to these (closed, or its call
        // failed and its retry left with it): count them as kept, so this tab tries again.
        if (!replayed) result.kept = ops.filter((o) => o.user === user).length
        return result
      })
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
