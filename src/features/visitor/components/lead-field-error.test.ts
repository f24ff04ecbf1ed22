import { describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../contract'
import { ApiError } from '../../../lib/api'
import { checkLead, invalidCharacters, leadErrorIdOf, leadFieldFailure, LeadFieldError } from './lead-field-error'

// §5 lead form: the client applies the server's rule (the contract schema) and reads the
// field out of a server's 400 (§8), so a rejected field is marked on the field.

const lead = { email: 'agent.name@example.co.uk', first_name: 'Mei', last_name: 'Lin', phone: '+86 138 0013 8000' }

describe('lead field rules', () => {
  it('finds the §5 invalid characters and overlong text the server rejects, in its order', () => {
    expect(checkLead(lead)).toBeNull()
    expect(checkLead({ ...lead, last_name: 'Lin%' })).toMatchObject({ field: 'last_name', message: 'Contains invalid characters' })
    expect(checkLead({ ...lead, first_name: 'M&M', phone: '1?' })?.field).toBe('first_name')
    expect(checkLead({ ...lead, first_name: 'M'.repeat(61) })).toMatchObject({ field: 'first_name', maximum: 60 })
  })

  it('names the characters a field rejects, and none for the email format', () => {
    expect(invalidCharacters('last_name', 'Lin% $ %')).toEqual(['%', '$'])
    expect(invalidCharacters('phone', '+86 138 0013 8000')).toEqual([])
    expect(invalidCharacters('email', 'a%b@example.com')).toEqual([])
  })

  it("reads the field of a server's 400: its errors list, or the header alone", () => {
    const listed = new ApiError({ kind: 'http', status: 400, code: ErrorCode.VALIDATION, serverMessage: 'last_name: Contains invalid characters', fieldErrors: [{ field: 'last_name', message: 'Contains invalid characters' }] })
    expect(leadFieldFailure(listed)).toEqual({ field: 'last_name', message: 'Contains invalid characters' })
    const header = new ApiError({ kind: 'http', status: 400, serverMessage: 'phone: please enter your contact method' })
    expect(leadFieldFailure(header)).toEqual({ field: 'phone', message: 'please enter your contact method' })
    expect(leadErrorIdOf('please enter your contact method')).toBe('phoneRequired')
    expect(leadFieldFailure(new ApiError({ kind: 'http', status: 400, serverMessage: 'body: Malformed JSON' }))).toBeNull()
    expect(leadFieldFailure(new ApiError({ kind: 'http', status: 500, serverMessage: 'phone: x' }))).toBeNull()
    expect(leadFieldFailure(new LeadFieldError('email', 'x'))).toMatchObject({ field: 'email' })
  })
})
