import { useLingui } from '@lingui/react/macro'
import { SPECIAL_REQUEST_MAX } from '../../../contract'
import type { FieldKey, FieldProblem } from '../validation'

/** Translated, field-naming messages for the booking form's problems. */
export function useFieldMessages() {
  const { t } = useLingui()
  const labelOf = (key: FieldKey): string => {
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
  return (key: FieldKey, problem: FieldProblem): string => {
    const field = labelOf(key)
    switch (problem) {
      case 'required':
        return t`${field} is required`
      case 'too_long':
        return t`${field} must be at most 40 characters`
      case 'invalid_chars':
        return t`${field} must not contain % & ' , ; = ? $ or "`
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
