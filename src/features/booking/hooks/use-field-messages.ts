import { useLingui } from '@lingui/react/macro'
import { SPECIAL_REQUEST_MAX } from '../../../contract'
import type { FieldKey, FieldProblem } from '../validation'

/** The booking form's field labels, by field key (contact.phone, rooms.0.guests.1.lastName…). */
export function useFieldLabels() {
  const { t } = useLingui()
  return (key: FieldKey): string => {
    if (key === 'contact.firstName') return t`Contact first name`
    if (key === 'contact.lastName') return t`Contact last name`
    if (key === 'contact.phone') return t`Contact phone`
    if (key === 'specialRequests') return t`Special requests`
    const m = /^rooms\.(\d+)\.guests\.(\d+)\.(\w+)$/.exec(key)
    if (m) {
      const roomNo = Number(m[1]) + 1
      const guestNo = Number(m[2]) + 1
      if (m[3] === 'firstName') return t`Room ${roomNo}, guest ${guestNo}: first name`
      if (m[3] === 'lastName') return t`Room ${roomNo}, guest ${guestNo}: last name`
      return t`Room ${roomNo}, guest ${guestNo}: age`
    }
    return key
  }
}

/** Translated, field-naming messages for the booking form's problems. */
export function useFieldMessages() {
  const { t } = useLingui()
  const labelOf = useFieldLabels()
  return (key: FieldKey, problem: FieldProblem): string => {
    const field = labelOf(key)
    switch (problem) {
      case 'required':
        return t`${field} is required`
      case 'too_long':
        return t`${field} must be at most 40 characters`
      case 'invalid_chars':
        return t`${field} must not contain % & ' , ; = ? $ or "`
      case 'digits':
        return t`${field} must not contain digits: enter the name as on the guest's travel document`
      case 'phone':
        return t`${field} must be a phone number: digits, spaces or dashes, optionally starting with +`
      case 'age':
        return t`${field} must be between 0 and 17`
      case 'too_long_text':
        return t`${field} must be at most ${SPECIAL_REQUEST_MAX} characters`
      default:
        return t`${field} is not valid`
    }
  }
}

/** Several fields' labels as one phrase of the active locale ("Contact phone and Special requests"). */
export function useFieldList() {
  const { i18n } = useLingui()
  const labelOf = useFieldLabels()
  return (keys: readonly FieldKey[]): string => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(keys.map(labelOf))
}
