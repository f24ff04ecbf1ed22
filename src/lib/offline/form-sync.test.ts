import { describe, expect, it } from 'vitest'
import { draftFixture } from './draft.fixture'
import { createDraftStore, memoryDraftStorage, type DraftStore } from './drafts'
import { applyFieldWrites, formFields, withFields } from './form-fields'
import { createFormSync } from './form-sync'

// Two "tabs": two draft stores on one storage (one IndexedDB), each with its own form sync.
// Stores on the same BroadcastChannel name hear each other's writes, as tabs do.

const draft = draftFixture()
let channelNo = 0

async function twoTabs() {
  const storage = memoryDraftStorage()
  const channel = `drafts-test-${++channelNo}`
  const one = createDraftStore(storage, channel)
  const two = createDraftStore(storage, channel)
  await Promise.all([one.ready, two.ready])
  await one.create(draft)
  await two.reload()
  const tab = (store: DraftStore) => {
    const sync = createFormSync(store, store.find(draft.id)!, 10_000)
    // What the page does (useSyncedForm): every stored change reaches the form.
    store.subscribe(() => {
      const d = store.find(draft.id)
      if (d) sync.incoming(d.form)
    })
    return sync
  }
  return { storage, one, two, a: tab(one), b: tab(two) }
}

/** Until the other store has reloaded after a broadcast. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

const fields = (sync: { getSnapshot(): { values: typeof draft.form } }) => formFields(sync.getSnapshot().values)

describe('form fields', () => {
  it('flattens and sets fields by input name; unknown keys are ignored', () => {
    const f = withFields(draft.form, { 'contact.phone': '+86 1', 'rooms.0.guests.2.lastName': 'Lin', 'rooms.9.guests.0.firstName': 'x' })
    expect(f.contact.phone).toBe('+86 1')
    expect(f.rooms[0]!.guests[2]).toMatchObject({ lastName: 'Lin', type: 'CHD', age: 7 })
    expect(Object.keys(formFields(f))).toHaveLength(3 + 6 + 1)
  })

  it('writes a field only over the value the writer last saw', () => {
    const stored = withFields(draft.form, { specialRequests: 'theirs' })
    const r = applyFieldWrites(stored, { specialRequests: { value: 'mine', base: '' }, 'contact.phone': { value: '123456', base: '' } })
    expect(r.refused).toEqual({ specialRequests: 'theirs' })
    expect(r.form.specialRequests).toBe('theirs')
    expect(r.form.contact.phone).toBe('123456')
  })
})

describe('one tab', () => {
  it('typing on while its own save is being written is not a conflict, and all of it is saved', async () => {
    const { one, a } = await twoTabs()
    a.focus('specialRequests')
    a.edit('specialRequests', 'Late arrival')
    const first = a.flush()
    // The next keystrokes arrive before that save has landed.
    a.edit('specialRequests', 'Late arrival around midnight')
    await first
    a.edit('specialRequests', 'Late arrival around midnight, please keep the room')
    await a.flush()
    expect(a.getSnapshot().conflicts).toEqual([])
    expect(one.find(draft.id)!.form.specialRequests).toBe('Late arrival around midnight, please keep the room')
  })
})

describe('one draft in two tabs', () => {
  it('each tab takes the fields the other saved, and a third tab sees both edits', async () => {
    const { storage, two, a, b } = await twoTabs()
    a.edit('specialRequests', 'Late arrival 23:00, tab one')
    await a.flush()
    await until(() => fields(b).specialRequests === 'Late arrival 23:00, tab one')

    b.edit('contact.phone', '+86 139 0000 0000')
    await b.flush()
    await until(() => fields(a)['contact.phone'] === '+86 139 0000 0000')

    const third = createDraftStore(storage, null)
    await third.ready
    expect(third.find(draft.id)?.form.specialRequests).toBe('Late arrival 23:00, tab one')
    expect(third.find(draft.id)?.form.contact.phone).toBe('+86 139 0000 0000')
    expect((await two.get(draft.id))?.form.specialRequests).toBe('Late arrival 23:00, tab one')
  })

  it('does not take the field the agent is in, nor report its own saves as conflicts', async () => {
    const { a, b } = await twoTabs()
    a.focus('specialRequests')
    a.edit('specialRequests', 'ab')
    await a.flush()
    a.edit('specialRequests', 'abc') // typed on while the first save is announced
    await new Promise((r) => setTimeout(r, 30))
    expect(a.getSnapshot().conflicts).toEqual([])

    await until(() => fields(b).specialRequests === 'ab')
    b.edit('specialRequests', 'From tab two')
    await b.flush()
    await until(() => a.getSnapshot().conflicts.length > 0)
    expect(a.getSnapshot().conflicts).toEqual(['specialRequests'])
    expect(fields(a).specialRequests).toBe('abc') // not yanked away
  })

  it('never overwrites a change it has not heard of yet: the save is refused and shown as a conflict', async () => {
    const { one, two, a } = await twoTabs()
    // Tab two writes without tab one hearing of it yet (its broadcast is still on the way).
    await two.update(draft.id, (d) => ({ form: withFields(d.form, { specialRequests: 'From tab two' }) }))
    a.edit('specialRequests', 'From tab one')
    await a.flush()
    expect((await one.get(draft.id))?.form.specialRequests).toBe('From tab two')
    expect(a.getSnapshot().conflicts).toEqual(['specialRequests'])
    expect(fields(a).specialRequests).toBe('From tab one')
  })

  it('the agent chooses: keep what they typed, or use the saved version', async () => {
    const { one, two, a } = await twoTabs()
    a.focus('specialRequests')
    a.edit('specialRequests', 'From tab one')
    await two.update(draft.id, (d) => ({ form: withFields(d.form, { specialRequests: 'From tab two' }) }))
    await until(() => a.getSnapshot().conflicts.length > 0)
    // While the conflict is open, typing here saves nothing.
    a.edit('specialRequests', 'From tab one!')
    await a.flush()
    expect((await one.get(draft.id))?.form.specialRequests).toBe('From tab two')

    await a.keepMine()
    expect((await one.get(draft.id))?.form.specialRequests).toBe('From tab one!')
    expect(a.getSnapshot().conflicts).toEqual([])

    await two.update(draft.id, (d) => ({ form: withFields(d.form, { specialRequests: 'Again from two' }) }))
    await until(() => a.getSnapshot().conflicts.length > 0)
    a.useSaved()
    expect(fields(a).specialRequests).toBe('Again from two')
    expect(a.getSnapshot().conflicts).toEqual([])
  })
})
