import type { DraftForm } from './draft-schema'

// A draft's form as flat text fields, keyed like the inputs' names (contact.phone,
// rooms.0.guests.1.lastName, specialRequests). Tabs editing the same draft save and merge it
// field by field, so an edit in one tab never replaces a field another tab changed.

export type FormFields = Record<string, string>

export function formFields(form: DraftForm): FormFields {
  const out: FormFields = {
    'contact.firstName': form.contact.firstName,
    'contact.lastName': form.contact.lastName,
    'contact.phone': form.contact.phone,
  }
  form.rooms.forEach((room, r) =>
    room.guests.forEach((g, i) => {
      out[`rooms.${r}.guests.${i}.firstName`] = g.firstName
      out[`rooms.${r}.guests.${i}.lastName`] = g.lastName
    }),
  )
  out.specialRequests = form.specialRequests
  return out
}

/** The form with the given fields set; keys the form does not have are ignored. */
export function withFields(form: DraftForm, fields: FormFields): DraftForm {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(fields, k)
  const text = (k: string, old: string) => (has(k) ? fields[k]! : old)
  return {
    contact: {
      firstName: text('contact.firstName', form.contact.firstName),
      lastName: text('contact.lastName', form.contact.lastName),
      phone: text('contact.phone', form.contact.phone),
    },
    rooms: form.rooms.map((room, r) => ({
      guests: room.guests.map((g, i) => ({
        ...g,
        firstName: text(`rooms.${r}.guests.${i}.firstName`, g.firstName),
        lastName: text(`rooms.${r}.guests.${i}.lastName`, g.lastName),
      })),
    })),
    specialRequests: text('specialRequests', form.specialRequests),
  }
}

/** Field keys whose values differ (surrounding spaces ignored: they are trimmed when sent). */
export function changedFields(a: DraftForm, b: DraftForm): string[] {
  const fa = formFields(a)
  const fb = formFields(b)
  return Object.keys(fa).filter((k) => (fa[k] ?? '').trim() !== (fb[k] ?? '').trim())
}

/** One field this tab wants to save: its new value and the stored value it was typed over. */
export interface FieldWrite {
  value: string
  base: string
}

/**
 * Compare-and-set per field, run inside the store's read-modify-write: a field is written when
 * the stored value is still the one this tab last saw (`base`), or already equal. Otherwise
 * another tab changed it meanwhile: the stored value is kept and reported in `refused`.
 */
export function applyFieldWrites(form: DraftForm, writes: Record<string, FieldWrite>): { form: DraftForm; written: FormFields; refused: FormFields } {
  const stored = formFields(form)
  const written: FormFields = {}
  const refused: FormFields = {}
  for (const [key, w] of Object.entries(writes)) {
    if (!(key in stored)) continue
    const now = stored[key]!
    if (now === w.base || now === w.value) written[key] = w.value
    else refused[key] = now
  }
  return { form: withFields(form, written), written, refused }
}
