import { LEAD_FIELDS, type LeadErrorId, type LeadField, type LeadValues } from '../../../../machines/contact-modal.machine'
import { CONTACT_MESSAGES, demoAppointmentSchema } from '../../../contract/content'
import { isApiError } from '../../../lib/api'

// §5 lead form: the machine checks the required fields and the email format; the server checks
// them with the contract's schema, which also rejects the §5 invalid characters and overlong
// text. The same schema runs here before sending, so such a field is marked without a round
// trip, and a field the server still rejects (a 400 naming it) is marked the same way (§8).

export interface LeadFieldFailure {
  field: LeadField
  /** The rule's (English) message, shown as it is when no translated one fits. */
  message: string
  /** The length limit, for a text that is too long. */
  maximum?: number
}

/** A field the server's rules reject, found before sending: thrown by the submit actor. */
export class LeadFieldError extends Error implements LeadFieldFailure {
  override readonly name = 'LeadFieldError'
  constructor(
    readonly field: LeadField,
    message: string,
    readonly maximum?: number,
  ) {
    super(message)
  }
}

const isLeadField = (field: unknown): field is LeadField => LEAD_FIELDS.includes(field as LeadField)

/** The first field of `values` the contract's schema rejects (its §5 order), or null. */
export function checkLead(values: LeadValues): LeadFieldError | null {
  const result = demoAppointmentSchema.safeParse(values)
  const issue = result.success ? undefined : result.error.issues.find((i) => isLeadField(i.path[0]))
  if (!issue) return null
  return new LeadFieldError(issue.path[0] as LeadField, issue.message, issue.code === 'too_big' ? Number(issue.maximum) : undefined)
}

/** The field a failed submission is about: our check's, or the one a server's 400 names. */
export function leadFieldFailure(error: unknown): LeadFieldFailure | null {
  if (error instanceof LeadFieldError) return error
  if (!isApiError(error) || error.status !== 400) return null
  const named = error.fieldErrors.find((e) => isLeadField(e.field))
  if (named) return { field: named.field as LeadField, message: named.message }
  // The envelope's header alone: "last_name: Contains invalid characters".
  const header = /^(\w+): (.+)$/.exec(error.serverMessage ?? '')
  return header && isLeadField(header[1]) ? { field: header[1], message: header[2]! } : null
}

/** The characters of a value its field's rule rejects one by one (§5 invalid characters). */
export function invalidCharacters(field: LeadField, value: string): string[] {
  const rule = demoAppointmentSchema.shape[field]
  // A rule no single letter passes (the email's format) says nothing about characters.
  if (!rule.safeParse('a').success) return []
  return [...new Set(value)].filter((ch) => ch.trim() !== '' && !rule.safeParse(ch).success)
}

/** A server message that is one of the §5 required/format messages, as the machine's id. */
export function leadErrorIdOf(message: string): LeadErrorId | null {
  const ids: Record<string, LeadErrorId> = {
    [CONTACT_MESSAGES.emailEmpty]: 'emailRequired',
    [CONTACT_MESSAGES.emailFormat]: 'emailFormat',
    [CONTACT_MESSAGES.firstNameEmpty]: 'firstNameRequired',
    [CONTACT_MESSAGES.lastNameEmpty]: 'lastNameRequired',
    [CONTACT_MESSAGES.phoneEmpty]: 'phoneRequired',
  }
  return ids[message] ?? null
}
