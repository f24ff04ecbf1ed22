import { PASSWORD_CHARS_RE, RESET_PASSWORD_MAX, RESET_PASSWORD_MIN } from '../../contract'

// §5 new password (reset and change). What is enforced, by the server and the forms alike:
// required, 8-16 characters, letters and digits only, at least one of each (resetPasswordProblem
// in src/contract/auth.ts). The §5 *hints* (no 4 consecutive digits or letters, no character
// more than 3 times in a row, no common words) are advice: the forms show whether they are met,
// and never refuse a password for them (the server accepts such passwords).

export type PasswordRule = 'length' | 'chars' | 'mix'
export type PasswordHint = 'sequence' | 'repeat' | 'common'

/** Each enforced rule, met or not (for the live check marks). */
export function passwordRules(pw: string): Record<PasswordRule, boolean> {
  return {
    length: pw.length >= RESET_PASSWORD_MIN && pw.length <= RESET_PASSWORD_MAX,
    chars: pw.length > 0 && PASSWORD_CHARS_RE.test(pw),
    mix: /[A-Za-z]/.test(pw) && /\d/.test(pw),
  }
}

const RUN = 4

/** 4 consecutive digits or letters, up or down (1234, abcd, 9876, DCBA). */
export function hasSequence(pw: string): boolean {
  const s = pw.toLowerCase()
  for (let i = 0; i + RUN <= s.length; i++) {
    const run = s.slice(i, i + RUN)
    const kind = /^\d+$/.test(run) ? 'digit' : /^[a-z]+$/.test(run) ? 'letter' : null
    if (!kind) continue
    const steps = [...run].slice(1).map((c, k) => c.charCodeAt(0) - run.charCodeAt(k))
    if (steps.every((d) => d === 1) || steps.every((d) => d === -1)) return true
  }
  return false
}

/** One character more than 3 times in a row (aaaa, 1111). */
export function hasRepeat(pw: string): boolean {
  return /(.)\1{3}/i.test(pw)
}

/** Words that open every password list; kept short on purpose (this is a hint, not a filter). */
export const COMMON_WORDS = ['password', 'passwd', 'pass', 'word', 'qwerty', 'admin', 'welcome', 'letmein', 'login', 'iloveyou', 'monkey', 'dragon', 'master', 'secret', 'hello', 'abc123', 'test', 'user']

export function hasCommonWord(pw: string): boolean {
  const s = pw.toLowerCase()
  return COMMON_WORDS.some((w) => s.includes(w))
}

/** Each §5 hint, followed or not. An empty password follows none. */
export function passwordHints(pw: string): Record<PasswordHint, boolean> {
  if (!pw) return { sequence: false, repeat: false, common: false }
  return { sequence: !hasSequence(pw), repeat: !hasRepeat(pw), common: !hasCommonWord(pw) }
}
