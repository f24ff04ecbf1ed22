import { describe, expect, it } from 'vitest'
import { resetPasswordProblem } from '../../contract'
import { hasCommonWord, hasRepeat, hasSequence, passwordHints, passwordRules } from './password-hints'

describe('§5 new password: enforced rules and advisory hints', () => {
  it('checks each enforced rule on its own', () => {
    expect(passwordRules('')).toEqual({ length: false, chars: false, mix: false })
    expect(passwordRules('abc12')).toEqual({ length: false, chars: true, mix: true })
    expect(passwordRules('abcd efg1')).toEqual({ length: true, chars: false, mix: true })
    expect(passwordRules('abcdefgh')).toEqual({ length: true, chars: true, mix: false })
    expect(passwordRules('Harbor7Sky9')).toEqual({ length: true, chars: true, mix: true })
  })

  it('finds 4 consecutive digits or letters, up or down, in any case', () => {
    for (const pw of ['Pass1234word', 'xABCDy1', 'z9876q', 'qwDcBa12']) expect(hasSequence(pw), pw).toBe(true)
    for (const pw of ['Harbor7Sky9', 'ab12cd34', '1235abcf', 'a1b2c3d4']) expect(hasSequence(pw), pw).toBe(false)
  })

  it('finds a character repeated more than 3 times in a row, and common words', () => {
    expect(hasRepeat('aaaa1')).toBe(true)
    expect(hasRepeat('aaa1')).toBe(false)
    expect(hasCommonWord('Pass1234word')).toBe(true)
    expect(hasCommonWord('QWERTY12')).toBe(true)
    expect(hasCommonWord('Harbor7Sky9')).toBe(false)
  })

  it('are advice only: a password that ignores every hint still meets the enforced rule', () => {
    expect(passwordHints('Pass1234word')).toEqual({ sequence: false, repeat: true, common: false })
    expect(resetPasswordProblem('Pass1234word')).toBeNull()
    expect(passwordHints('Harbor7Sky9')).toEqual({ sequence: true, repeat: true, common: true })
    expect(passwordHints('')).toEqual({ sequence: false, repeat: false, common: false })
  })
})
