import { createOrderRequestSchema } from '../../contract'
import type { Draft } from '../../lib/offline/draft-schema'
import { orderRequestOf } from './submission'

// Form field keys (as rendered) and the create_order paths they come from. The same mapping
// turns the server's field errors (400 `errors`) into messages next to the right input.

export type FieldKey = string
export type FieldProblem = 'required' | 'too_long' | 'invalid_chars' | 'digits' | 'phone' | 'age' | 'too_long_text' | 'other'

/** contactsInfo.phone → contact.phone; roomInfos.0.clientInfos.1.lastName → rooms.0.guests.1.lastName. */
export function fieldKeyOf(path: ReadonlyArray<PropertyKey> | string): FieldKey | null {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean)
  if (parts[0] === 'contactsInfo' && parts[1]) return `contact.${parts[1]}`
  if (parts[0] === 'roomInfos' && parts[2] === 'clientInfos' && parts[3] !== undefined && parts[4]) return `rooms.${parts[1]}.guests.${parts[3]}.${parts[4]}`
  if (parts[0] === 'specialRequests') return 'specialRequests'
  return null
}

function problemOf(code: string, key: FieldKey, value: unknown): FieldProblem {
  if (typeof value === 'string' && /\d/.test(value) && /(^|\.)(firstName|lastName)$/.test(key)) return 'digits'
  if (key.endsWith('.age')) return 'age'
  if (key === 'specialRequests') return 'too_long_text'
  if (typeof value === 'string' && value.trim() === '') return 'required'
  if (key === 'contact.phone') return 'phone'
  if (code === 'too_big') return 'too_long'
  if (code === 'custom') return 'invalid_chars'
  return 'other'
}

function valueAt(draft: Draft, key: FieldKey): unknown {
  return key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), draft.form)
}

/** Problems per field, in form order (first = where focus goes). */
export function validateDraft(draft: Draft): Array<{ key: FieldKey; problem: FieldProblem }> {
  const result = createOrderRequestSchema.safeParse(orderRequestOf(draft))
  if (result.success) return []
  const seen = new Set<string>()
  const out: Array<{ key: FieldKey; problem: FieldProblem }> = []
  for (const issue of result.error.issues) {
    const key = fieldKeyOf(issue.path)
    if (!key || seen.has(key)) continue
    seen.add(key)
    out.push({ key, problem: problemOf(issue.code, key, valueAt(draft, key)) })
  }
  return out.sort((a, b) => order(a.key) - order(b.key))
}

function order(key: FieldKey): number {
  if (key.startsWith('contact.')) return ['contact.firstName', 'contact.lastName', 'contact.phone'].indexOf(key)
  const m = /^rooms\.(\d+)\.guests\.(\d+)\.(\w+)$/.exec(key)
  if (m) return 10 + Number(m[1]) * 1000 + Number(m[2]) * 10 + (m[3] === 'firstName' ? 0 : 1)
  return 1_000_000
}
