import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginResponseSchema } from '../../../src/contract/account'
import { AuthErrorCode, codeMessageSchema, forgotLookupResponseSchema, loginCheckResponseSchema } from '../../../src/contract/auth'
import { envelopeSchema, errorEnvelopeSchema } from '../../../src/contract/envelope'
import { ErrorCode } from '../../../src/contract/errors'
import { authThrottle, mailOutbox, sessions, users, verificationCodes } from '../../db/schema'
import { disableUser } from '../../domain/auth'
import { hashPassword } from '../../domain/passwords'
import { hashToken } from '../../http/session'
import { createTestApp, form, login, ORIGIN, setCookies, type TestApp } from '../../test/harness'

// The sign-in rules of the auth issue: login check and 601-604, emailed codes (expiry, reuse,
// brute force, resend), throttling, password reset and change with session revocation,
// company sign-up. Each test uses its own account so the order does not matter.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const checkEnvelope = envelopeSchema(loginCheckResponseSchema)
const loginEnvelope = envelopeSchema(loginResponseSchema)

let seq = 0
/** A fresh active account in demo_agent's agency; `lastLoginAt` null means first login (604). */
async function makeUser(opts: { email?: string | null; lastLoginAt?: Date | null; lastLoginIp?: string | null; passwordChangedAt?: Date } = {}) {
  const [agent] = await t.db.db.select().from(users).where(eq(users.username, 'demo_agent'))
  const username = `u_${Date.now().toString(36)}_${++seq}`
  const password = 'Start1Pass'
  await t.db.db.insert(users).values({
    username,
    passwordHash: await hashPassword(password),
    agencyId: agent!.agencyId,
    email: opts.email === undefined ? `${username}@example.com` : opts.email,
    lastLoginAt: opts.lastLoginAt === undefined ? new Date(Date.now() - 86_400_000) : opts.lastLoginAt,
    lastLoginIp: opts.lastLoginIp ?? null,
    passwordChangedAt: opts.passwordChangedAt ?? new Date(),
  })
  return { username, password }
}

/** The address makeUser binds by default. */
const mailOf = (u: { username: string }) => `${u.username}@example.com`

async function lastCode(to: string): Promise<string> {
  const [mail] = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1)
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

async function userId(username: string): Promise<number> {
  const [u] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return u!.id
}

const sendCode = (body: Record<string, unknown>) => t.request('/b2b/send_email_code', json(body))

describe('POST /b2b/login_check (§4, §8 601-604)', () => {
  it('needs the password and then reports type, masked email and reason', async () => {
    const wrong = await t.request('/b2b/login_check', form({ username: 'demo_verify', password: 'nope' }))
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).header.code).toBe(ErrorCode.LOGIN_FAILED)

    const res = await t.request('/b2b/login_check', form({ username: 'demo_verify', password: 'Maple6Rain2' }))
    expect(res.status).toBe(200)
    expect(checkEnvelope.parse(await res.json()).data).toEqual({ accountVerifyType: 1, email: 've***@example.com', code: 604 })
    const agent = await t.request('/b2b/login_check', form({ username: 'demo_agent', password: 'Harbor7Sky9' }))
    expect(checkEnvelope.parse(await agent.json()).data).toEqual({ accountVerifyType: 0, email: 'ag***@example.com', code: null })
  })

  it('computes 601 (password older than 90 days) and 603 (no login for 60 days) as notices', async () => {
    const stale = await makeUser({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
    const a = checkEnvelope.parse(await (await t.request('/b2b/login_check', form(stale))).json()).data
    expect(a).toMatchObject({ accountVerifyType: 0, code: 601 })
    const idle = await makeUser({ lastLoginAt: new Date(Date.now() - 61 * 86_400_000) })
    const b = checkEnvelope.parse(await (await t.request('/b2b/login_check', form(idle))).json()).data
    expect(b).toMatchObject({ accountVerifyType: 0, code: 603 })
    // Both notices let the login through without a code.
    expect((await t.request('/b2b/login', form(idle))).status).toBe(200)
  })

  it('computes 604 (first login) and 602 (IP differs from the last login) as needing the code', async () => {
    const first = await makeUser({ lastLoginAt: null })
    const a = checkEnvelope.parse(await (await t.request('/b2b/login_check', form(first))).json()).data
    expect(a).toMatchObject({ accountVerifyType: 1, code: 604 })
    expect((await t.request('/b2b/login', form(first))).status).toBe(400)

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      const [agent] = await proxied.db.db.select().from(users).where(eq(users.username, 'demo_agent'))
      await proxied.db.db.update(users).set({ lastLoginIp: '203.0.113.5' }).where(eq(users.id, agent!.id))
      const from = (ip: string) => {
        const init = form({ username: 'demo_agent', password: 'Harbor7Sky9' })
        return { ...init, headers: { ...init.headers, 'X-Forwarded-For': ip } }
      }
      const same = await proxied.request('/b2b/login_check', from('203.0.113.5'))
      expect(checkEnvelope.parse(await same.json()).data).toMatchObject({ accountVerifyType: 0, code: null })
      const other = await proxied.request('/b2b/login_check', from('198.51.100.7'))
      expect(checkEnvelope.parse(await other.json()).data).toMatchObject({ accountVerifyType: 1, code: 602 })
      const refused = await proxied.request('/b2b/login', from('198.51.100.7'))
      expect((await refused.json()).header.code).toBe(ErrorCode.VERIFY_REQUIRED)
    } finally {
      await proxied.close()
    }
  })

  it('refuses a login that needs a code when no email is bound', async () => {
    const u = await makeUser({ lastLoginAt: null, email: null })
    const check = checkEnvelope.parse(await (await t.request('/b2b/login_check', form(u))).json()).data
    expect(check).toEqual({ accountVerifyType: 1, email: '', code: 604 })
    const res = await t.request('/b2b/login', form(u))
    expect((await res.json()).header.code).toBe(AuthErrorCode.NO_BOUND_EMAIL)
    const send = await sendCode({ username: u.username, password: u.password, purpose: 0 })
    expect((await send.json()).header.code).toBe(AuthErrorCode.NO_BOUND_EMAIL)
  })
})

describe('emailed login codes (§4, §9)', () => {
  it('sends a 6-digit code to the bound email and logs in with it once', async () => {
    const u = await makeUser({ lastLoginAt: null })
    const res = await sendCode({ username: u.username, password: u.password, purpose: 0 })
    expect(res.status).toBe(200)
    expect(envelopeSchema(codeMessageSchema).parse(await res.json()).data).toEqual({ code: 0, message: 'Success' })
    const code = await lastCode(mailOf(u))
    expect(code).toMatch(/^\d{6}$/)
    // Only a hash is stored.
    const [row] = await t.db.db.select().from(verificationCodes).where(eq(verificationCodes.userId, await userId(u.username)))
    expect(JSON.stringify(row)).not.toContain(code)

    const ok = await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))
    expect(ok.status).toBe(200)
    expect(loginEnvelope.parse(await ok.json()).data?.success).toBe(true)
    // Reuse: the code is gone, and this is no longer a first login, so a plain login works.
    const again = await t.request('/b2b/login_check', form(u))
    expect(checkEnvelope.parse(await again.json()).data?.accountVerifyType).toBe(0)
  })

  it('refuses a used code', async () => {
    const u = await makeUser({ lastLoginAt: null })
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const code = await lastCode(mailOf(u))
    // Bind the account to "always verify" so the second login still needs a code.
    await t.db.db.update(users).set({ alwaysVerify: true }).where(eq(users.username, u.username))
    expect((await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))).status).toBe(200)
    const reuse = await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))
    expect((await reuse.json()).header.code).toBe(AuthErrorCode.CODE_EXPIRED)
  })

  it('refuses an expired code (10 minutes)', async () => {
    const u = await makeUser({ lastLoginAt: null })
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const code = await lastCode(mailOf(u))
    await t.db.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, await userId(u.username)))
    const res = await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))
    expect((await res.json()).header.code).toBe(AuthErrorCode.CODE_EXPIRED)
  })

  it('binds the code to its purpose and account', async () => {
    const u = await makeUser({ lastLoginAt: null })
    const other = await makeUser({ lastLoginAt: null })
    await sendCode({ username: u.username, purpose: 3 })
    const resetCode = await lastCode(mailOf(u))
    const asLogin = await t.request('/b2b/login', form({ ...u, emailCheckCode: resetCode }))
    expect((await asLogin.json()).header.code).toBe(AuthErrorCode.CODE_EXPIRED) // no live login code
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const code = await lastCode(mailOf(u))
    await sendCode({ username: other.username, password: other.password, purpose: 0 })
    const crossed = await t.request('/b2b/login', form({ ...other, emailCheckCode: code }))
    expect([AuthErrorCode.CODE_INVALID, AuthErrorCode.CODE_EXPIRED]).toContain((await crossed.json()).header.code)
  })

  it('burns the code after 5 wrong tries', async () => {
    const u = await makeUser({ lastLoginAt: null })
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const code = await lastCode(mailOf(u))
    const wrong = code === '000000' ? '111111' : '000000'
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/b2b/login', form({ ...u, emailCheckCode: wrong }))
      codes.push((await res.json()).header.code)
    }
    // Wrong codes also count against the account; the 5th failure locks it (429).
    expect(codes.slice(0, 4)).toEqual(Array(4).fill(AuthErrorCode.CODE_INVALID))
    await t.db.db.delete(authThrottle) // lift the account lock to see the code itself is burnt
    const right = await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))
    expect((await right.json()).header.code).toBe(AuthErrorCode.CODE_EXPIRED)
  })

  it('refuses a resend within 60 s and supersedes the old code after it', async () => {
    const u = await makeUser({ lastLoginAt: null })
    const body = { username: u.username, password: u.password, purpose: 0 }
    expect((await sendCode(body)).status).toBe(200)
    const first = await lastCode(mailOf(u))
    const soon = await sendCode(body)
    expect(soon.status).toBe(429)
    expect((await soon.json()).header.code).toBe(AuthErrorCode.RESEND_TOO_SOON)
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0)
    await t.db.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, await userId(u.username)))
    expect((await sendCode(body)).status).toBe(200)
    const second = await lastCode(mailOf(u))
    if (first !== second) {
      const old = await t.request('/b2b/login', form({ ...u, emailCheckCode: first }))
      expect((await old.json()).header.code).toBe(AuthErrorCode.CODE_INVALID)
    }
    expect((await t.request('/b2b/login', form({ ...u, emailCheckCode: second }))).status).toBe(200)
  })

  it('needs the password for login codes and lands in the dev outbox', async () => {
    const u = await makeUser({ lastLoginAt: null })
    const noPw = await sendCode({ username: u.username, purpose: 0 })
    expect(noPw.status).toBe(400)
    const badPw = await sendCode({ username: u.username, password: 'Wrong1Pass', purpose: 0 })
    expect((await badPw.json()).header.code).toBe(ErrorCode.LOGIN_FAILED)
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const outbox = await (await t.request('/api/dev/outbox')).json()
    expect(outbox.data.some((m: { to: string }) => m.to === mailOf(u))).toBe(true)
  })
})

describe('throttling (ASVS 2.2.1)', () => {
  it('locks an account after 5 failed logins, with the §8 message, even for the right password', async () => {
    const u = await makeUser()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await t.request('/b2b/login', form({ username: u.username, password: 'Wrong1Pass' }))).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const locked = await t.request('/b2b/login', form(u))
    expect(locked.status).toBe(429)
    expect((await locked.json()).header).toEqual({ code: 429, message: 'Too many people are currently accessing, please try again later' })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800)
    // The lock runs out.
    await t.db.db
      .update(authThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottle.key, `login:user:${u.username.toLowerCase()}`))
    expect((await t.request('/b2b/login', form(u))).status).toBe(200)
  })

  it('treats unknown accounts the same way (no enumeration through the lock)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await t.request('/b2b/login', form({ username: 'ghost_account', password: 'Wrong1Pass' }))).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('locks an IP after 30 failures across accounts', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      // Pre-load the IP counter to just below its limit instead of waiting through 29 slowed failures.
      await proxied.db.db.insert(authThrottle).values({ key: 'login:ip:198.51.100.9', failures: 29, windowStart: new Date() })
      const attempt = (username: string, password: string) => {
        const init = form({ username, password })
        return proxied.request('/b2b/login', { ...init, headers: { ...init.headers, 'X-Forwarded-For': '198.51.100.9' } })
      }
      expect((await attempt('somebody_else', 'Wrong1Pass')).status).toBe(400)
      expect((await attempt('demo_agent', 'Harbor7Sky9')).status).toBe(429)
      const elsewhere = await proxied.request('/b2b/login', {
        ...form({ username: 'demo_agent', password: 'Harbor7Sky9' }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.10' },
      })
      expect(elsewhere.status).toBe(200)
    } finally {
      await proxied.close()
    }
  })

  it('throttles forgot-password lookups per IP', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      const look = () => proxied.request('/b2b/forgot_password', json({ username: 'demo_agent' }, { 'X-Forwarded-For': '198.51.100.20' }))
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await look()).status)
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
    } finally {
      await proxied.close()
    }
  })

  it('a successful login clears the account counter', async () => {
    const u = await makeUser()
    for (let i = 0; i < 4; i++) await t.request('/b2b/login', form({ username: u.username, password: 'Wrong1Pass' }))
    expect((await t.request('/b2b/login', form(u))).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await t.request('/b2b/login', form({ username: u.username, password: 'Wrong1Pass' }))).status).toBe(400)
  })
})

describe('forgot password and reset (§4, §8)', () => {
  it('looks up the masked email, or says the user does not exist / has no email', async () => {
    const found = await t.request('/b2b/forgot_password', json({ username: 'demo_sub' }))
    expect(envelopeSchema(forgotLookupResponseSchema).parse(await found.json()).data).toEqual({ email: 'su***@example.com' })
    const missing = await t.request('/b2b/forgot_password', json({ username: 'nobody_at_all' }))
    expect(missing.status).toBe(404)
    expect(errorEnvelopeSchema.parse(await missing.json()).header).toEqual({ code: AuthErrorCode.USER_NOT_FOUND, message: 'user does not exist' })
    const noMail = await makeUser({ email: null })
    const none = await t.request('/b2b/forgot_password', json({ username: noMail.username }))
    expect((await none.json()).header.code).toBe(AuthErrorCode.NO_BOUND_EMAIL)
    // A frozen account is not reset by mail.
    expect((await t.request('/b2b/forgot_password', json({ username: 'demo_frozen' }))).status).toBe(404)
  })

  it('resets with the emailed code, revokes every session and refuses the code again', async () => {
    const u = await makeUser()
    const s = await login(t, u.username, u.password)
    expect((await sendCode({ username: u.username, purpose: 3 })).status).toBe(200)
    const code = await lastCode(mailOf(u))
    const weak = await t.request('/b2b/reset_password', json({ username: u.username, password: 'short1', emailCheckCode: code }))
    expect((await weak.json()).header.message).toBe('password: Length limited to 8-16')
    const lettersOnly = await t.request('/b2b/reset_password', json({ username: u.username, password: 'abcdefghij', emailCheckCode: code }))
    expect(lettersOnly.status).toBe(400)

    const res = await t.request('/b2b/reset_password', json({ username: u.username, password: 'NewPass2024', emailCheckCode: code }))
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({ code: 0, message: 'Success' })
    const old = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${s.token}` } })
    expect((await old.json()).header.code).toBe(ErrorCode.AUTH_EXPIRED)
    expect((await t.request('/b2b/login', form(u))).status).toBe(400)
    expect((await t.request('/b2b/login', form({ username: u.username, password: 'NewPass2024' }))).status).toBe(200)
    const again = await t.request('/b2b/reset_password', json({ username: u.username, password: 'Other2Pass', emailCheckCode: code }))
    expect((await again.json()).header.code).toBe(AuthErrorCode.CODE_EXPIRED)
  })

  it('refuses a wrong reset code', async () => {
    const u = await makeUser()
    await sendCode({ username: u.username, purpose: 3 })
    const code = await lastCode(mailOf(u))
    const res = await t.request('/b2b/reset_password', json({ username: u.username, password: 'NewPass2024', emailCheckCode: code === '123456' ? '654321' : '123456' }))
    expect(res.status).toBe(400)
    expect(codeMessageSchema.parse((await res.json()).data).code).toBe(AuthErrorCode.CODE_INVALID)
  })
})

describe('change password (§7)', () => {
  it('needs the current password and CSRF, renews the session and revokes the others', async () => {
    const u = await makeUser()
    const a = await login(t, u.username, u.password)
    const b = await login(t, u.username, u.password)
    const body = { oldPassword: u.password, newPassword: 'Changed9Pass' }
    const noCsrf = await t.request('/b2b/change_password', json(body, { Cookie: a.cookie }))
    expect(noCsrf.status).toBe(403)
    const wrongOld = await t.request('/b2b/change_password', json({ ...body, oldPassword: 'Wrong1Pass' }, { Cookie: a.cookie, 'X-CSRFToken': a.csrf }))
    expect((await wrongOld.json()).header.code).toBe(AuthErrorCode.OLD_PASSWORD_WRONG)
    const same = await t.request('/b2b/change_password', json({ ...body, newPassword: u.password }, { Cookie: a.cookie, 'X-CSRFToken': a.csrf }))
    expect((await same.json()).header.code).toBe(AuthErrorCode.PASSWORD_RULES)

    const res = await t.request('/b2b/change_password', json(body, { Cookie: a.cookie, 'X-CSRFToken': a.csrf }))
    expect(res.status).toBe(200)
    const fresh = setCookies(res).get('token')?.value
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
    for (const old of [a, b]) {
      const r = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${old.token}` } })
      expect(r.status).toBe(401)
    }
    expect((await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${fresh}` } })).status).toBe(200)
    const [row] = await t.db.db.select().from(users).where(eq(users.username, u.username))
    expect(Date.now() - row!.passwordChangedAt.getTime()).toBeLessThan(60_000)
  })

  it('accepts the form-encoded variant with Bearer', async () => {
    const u = await makeUser()
    const s = await login(t, u.username, u.password)
    const init = form({ oldPassword: u.password, newPassword: 'Form2Change' })
    const res = await t.request('/b2b/changepassword', { ...init, headers: { ...init.headers, Authorization: `Bearer ${s.token}` } })
    expect(res.status).toBe(200)
    expect((await t.request('/b2b/login', form({ username: u.username, password: 'Form2Change' }))).status).toBe(200)
  })
})

describe('CSRF on the session-less writes', () => {
  it('refuses a foreign Origin on every sign-in write', async () => {
    const evil = { Origin: 'https://evil.example' }
    const check = form({ username: 'demo_agent', password: 'Harbor7Sky9' })
    const responses = [
      await t.request('/b2b/login_check', { ...check, headers: { ...check.headers, ...evil } }),
      await t.request('/b2b/send_email_code', json({ username: 'demo_agent', purpose: 3 }, evil)),
      await t.request('/b2b/forgot_password', json({ username: 'demo_agent' }, evil)),
      await t.request('/b2b/reset_password', json({ username: 'demo_agent', password: 'NewPass2024', emailCheckCode: '123456' }, evil)),
    ]
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403, 403])
  })
})

describe('sessions (ASVS 3)', () => {
  it('issues a new 256-bit token at every login and stores only its hash', async () => {
    const u = await makeUser()
    const a = await login(t, u.username, u.password)
    const b = await login(t, u.username, u.password)
    expect(a.token).not.toBe(b.token)
    expect(Buffer.from(a.token, 'base64url').length).toBe(32)
    const rows = await t.db.db.select().from(sessions).where(eq(sessions.userId, await userId(u.username)))
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(a.token))
    expect(JSON.stringify(rows)).not.toContain(a.token)
  })

  it('disabling an account revokes its sessions at once', async () => {
    const u = await makeUser()
    const s = await login(t, u.username, u.password)
    await disableUser(t.db.db, await userId(u.username))
    const rows = await t.db.db.select().from(sessions).where(and(eq(sessions.userId, await userId(u.username))))
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true)
    const res = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${s.token}` } })
    expect(res.status).toBe(401)
  })

  it('never logs passwords or codes', async () => {
    const u = await makeUser({ lastLoginAt: null })
    await sendCode({ username: u.username, password: u.password, purpose: 0 })
    const code = await lastCode(mailOf(u))
    await t.request('/b2b/login', form({ ...u, emailCheckCode: code }))
    const logs = JSON.stringify(t.logs)
    expect(logs).not.toContain(u.password)
    expect(logs).not.toContain(code)
  })
})

describe('POST /api/v1/users/register/ (company sign-up)', () => {
  const application = (username: string) => ({
    companyName: 'Harbour Lights Travel',
    companyAddress: '12 Bund Road, Shanghai',
    contactName: 'Li Na',
    phone: '13912345678',
    email: `${username}@example.com`,
    username,
    password: 'abc123',
    confirmPassword: 'abc123',
    agreement: true,
  })

  it('creates a pending agency main account that cannot log in until approved', async () => {
    const res = await t.request('/api/v1/users/register/', json(application('harbour1')))
    expect(res.status).toBe(201)
    expect((await res.json()).data).toEqual({ username: 'harbour1', status: 'pending' })
    const pending = await t.request('/b2b/login', form({ username: 'harbour1', password: 'abc123' }))
    expect((await pending.json()).header).toEqual({ code: ErrorCode.ACCOUNT_PENDING, message: 'account pending review' })
    // Approval (the back office, later) makes it a normal first login: emailed code first.
    await t.db.db.update(users).set({ status: 'active' }).where(eq(users.username, 'harbour1'))
    const check = await t.request('/b2b/login_check', form({ username: 'harbour1', password: 'abc123' }))
    expect(checkEnvelope.parse(await check.json()).data).toMatchObject({ accountVerifyType: 1, code: 604, email: 'ha***@example.com' })
  })

  it('validates the §5 rules and refuses a taken username', async () => {
    const bad = await t.request('/api/v1/users/register/', json({ ...application('1bad'), confirmPassword: 'zzz999', agreement: false, phone: '12' }))
    expect(bad.status).toBe(400)
    const fields = errorEnvelopeSchema.parse(await bad.json()).errors?.map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['username', 'phone', 'agreement']))
    const taken = await t.request('/api/v1/users/register/', json(application('Demo_Agent')))
    expect(taken.status).toBe(409)
    expect((await taken.json()).header.code).toBe(AuthErrorCode.USERNAME_TAKEN)
    const foreign = await t.request('/api/v1/users/register/', json(application('harbour2'), { Origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    const same = await t.request('/api/v1/users/register/', json(application('harbour3'), { Origin: ORIGIN }))
    expect(same.status).toBe(201)
  })
})
