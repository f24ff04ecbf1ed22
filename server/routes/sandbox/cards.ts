// Sandbox test cards (documented on the hosted page and in the payments README).
export const TEST_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
} as const
export type TestCardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS]
export const CHALLENGE_CODE = '123456'

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

export type CardCheck = { ok: true; behaviour: TestCardBehaviour; last4: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, field: 'number', message: 'Card number is not valid.' }
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim())
  const month = m ? Number(m[1]) : 0
  if (!m || month < 1 || month > 12) return { ok: false, field: 'expiry', message: 'Expiry must be MM/YY.' }
  const endOfMonth = Date.UTC(2000 + Number(m[2]), month, 1)
  if (endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', message: 'The card has expired.' }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: 'CVC must be 3 or 4 digits.' }
  const behaviour = (TEST_CARDS as Record<string, TestCardBehaviour>)[digits]
  if (!behaviour) return { ok: false, field: 'number', message: 'This sandbox accepts only the test cards listed below.' }
  return { ok: true, behaviour, last4: digits.slice(-4) }
}
