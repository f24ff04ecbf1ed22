import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditSchema, loginResponseSchema, userInfoSchema } from '../../../src/contract/account'
import { envelopeSchema, errorEnvelopeSchema } from '../../../src/contract/envelope'
import { ErrorCode } from '../../../src/contract/errors'
import { sessions, users } from '../../db/schema'
import { hashPassword } from '../../domain/passwords'
import { hashToken } from '../../http/session'
import { createTestApp, form, ORIGIN, login, setCookies, type TestApp } from '../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const loginEnvelope = envelopeSchema(loginResponseSchema)

describe('POST /b2b/login', () => {
  it('logs in, sets the session cookies and reports the §3 login response', async () => {
    const res = await t.request('/b2b/login', form({ username: 'demo_agent', password: 'Harbor7Sky9' }))
    expect(res.status).toBe(200)
    const body = loginEnvelope.parse(await res.json())
    expect(body.header).toEqual({ code: 0, message: 'Success' })
    expect(body.data).toMatchObject({ success: true, changePassword: false, isMainUser: true })
    expect(body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const cookies = setCookies(res)
    const token = cookies.get('token')
    expect(token?.value).toBe(body.data?.token)
    expect(token?.raw).toMatch(/HttpOnly/)
    expect(token?.raw).toMatch(/SameSite=Lax/)
    expect(token?.raw).toMatch(/Path=\//)
    expect(token?.raw).toMatch(/Max-Age=172800/) // §9: 2 days
    expect(token?.raw).not.toMatch(/Secure/)
    const csrf = cookies.get('csrftoken')
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(csrf?.raw).not.toMatch(/HttpOnly/)

    // Only the hash of the token is stored.
    const [row] = await t.db.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token!.value)))
    expect(row?.csrfToken).toBe(csrf?.value)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(2 * 24 * 3600 * 1000)
    const [user] = await t.db.db.select().from(users).where(eq(users.username, 'demo_agent'))
    expect(user?.lastLoginAt).not.toBeNull()
  })

  it('marks the cookies Secure behind https and sends HSTS', async () => {
    const init = form({ username: 'demo_sub', password: 'Lantern5Bay3' })
    const res = await t.request('/b2b/login', { ...init, headers: { ...init.headers, 'X-Forwarded-Proto': 'https' } })
    expect(res.status).toBe(200)
    expect(setCookies(res).get('token')?.raw).toMatch(/; Secure/)
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('matches usernames case-insensitively', async () => {
    const res = await t.request('/b2b/login', form({ username: 'Demo_Agent', password: 'Harbor7Sky9' }))
    expect(res.status).toBe(200)
  })

  it('refuses a wrong password and an unknown account the same way', async () => {
    for (const attempt of [
      { username: 'demo_agent', password: 'Harbor7Sky8' },
      { username: 'nobody_here', password: 'Harbor7Sky9' },
    ]) {
      const res = await t.request('/b2b/login', form(attempt))
      expect(res.status).toBe(400)
      const body = loginEnvelope.parse(await res.json())
      expect(body.header).toEqual({ code: ErrorCode.LOGIN_FAILED, message: 'login failed' })
      expect(body.data).toEqual({ success: false, error: 'login failed', code: 1001 })
      expect(setCookies(res).size).toBe(0)
    }
  })

  it('answers a frozen account with §8 401 + 128 and no session', async () => {
    const res = await t.request('/b2b/login', form({ username: 'demo_frozen', password: 'Frozen8Leaf4' }))
    expect(res.status).toBe(401)
    const body = errorEnvelopeSchema.parse(await res.json())
    expect(body.header).toEqual({ code: 128, message: 'This account has been frozen, please contact customer service' })
    expect(setCookies(res).size).toBe(0)
  })

  it('does not reveal that an account is frozen without its password', async () => {
    const res = await t.request('/b2b/login', form({ username: 'demo_frozen', password: 'wrong1' }))
    expect(res.status).toBe(400)
    expect((await res.json()).header.code).toBe(ErrorCode.LOGIN_FAILED)
  })

  it('refuses a pending account with 1002', async () => {
    const [agent] = await t.db.db.select().from(users).where(eq(users.username, 'demo_agent'))
    await t.db.db.insert(users).values({
      username: 'pending_user',
      passwordHash: await hashPassword('Pending1Pass'),
      agencyId: agent!.agencyId,
      status: 'pending',
    })
    const res = await t.request('/b2b/login', form({ username: 'pending_user', password: 'Pending1Pass' }))
    expect(res.status).toBe(400)
    const body = loginEnvelope.parse(await res.json())
    expect(body.header).toEqual({ code: ErrorCode.ACCOUNT_PENDING, message: 'account pending review' })
    expect(setCookies(res).size).toBe(0)
  })

  it('asks demo_verify for an email code (1003) instead of logging in', async () => {
    const res = await t.request('/b2b/login', form({ username: 'demo_verify', password: 'Maple6Rain2' }))
    expect(res.status).toBe(400)
    const body = loginEnvelope.parse(await res.json())
    expect(body.header).toEqual({ code: ErrorCode.VERIFY_REQUIRED, message: 'email verification required' })
    expect(body.data).toEqual({ success: false, error: 'email verification required', code: 1003 })
    expect(setCookies(res).size).toBe(0)
  })

  it('validates in §5 order and names the field', async () => {
    const both = await t.request('/b2b/login', form({ username: '', password: '' }))
    expect(both.status).toBe(400)
    const bothBody = errorEnvelopeSchema.parse(await both.json())
    expect(bothBody.header).toEqual({ code: 400, message: 'username: Please enter account' })
    expect(bothBody.errors?.map((e) => e.field)).toEqual(['username', 'password'])

    const pw = await t.request('/b2b/login', form({ username: 'demo_agent', password: '' }))
    expect((await pw.json()).header.message).toBe('password: Please enter password')

    const missing = await t.request('/b2b/login', form({ password: 'x' }))
    expect((await missing.json()).header.message).toBe('username: Required')
  })

  it('answers a non-form or malformed body with 400', async () => {
    const json = await t.request('/b2b/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    })
    expect(json.status).toBe(400)
    expect((await json.json()).header).toEqual({ code: 400, message: 'Request body must be form-encoded' })

    const multipart = await t.request('/b2b/login', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo',
    })
    expect(multipart.status).toBe(400)
    expect((await multipart.json()).header.code).toBe(400)
  })

  it('refuses a cross-site login by Origin', async () => {
    const init = form({ username: 'demo_agent', password: 'Harbor7Sky9' })
    const res = await t.request('/b2b/login', { ...init, headers: { ...init.headers, Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(setCookies(res).size).toBe(0)
    const same = await t.request('/b2b/login', { ...init, headers: { ...init.headers, Origin: 'http://localhost' } })
    expect(same.status).toBe(200)
  })

  it('revokes the previous session of a browser that logs in again', async () => {
    const first = await login(t, 'demo_agent', 'Harbor7Sky9')
    const init = form({ username: 'demo_agent', password: 'Harbor7Sky9' })
    const res = await t.request('/b2b/login', { ...init, headers: { ...init.headers, Cookie: first.cookie } })
    expect(res.status).toBe(200)
    const old = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${first.token}` } })
    expect((await old.json()).header.code).toBe(ErrorCode.AUTH_EXPIRED)
  })

  it('asks for a password change (needChangePassword) only when someone else set the password', async () => {
    await t.db.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(users.username, 'demo_admin'))
    const stale = await t.request('/b2b/login', form({ username: 'demo_admin', password: 'Compass4Oak8' }))
    // A stale password is the 601 notice of the login check, not the blocking dialog.
    expect(loginEnvelope.parse(await stale.json()).data?.changePassword).toBe(false)
    await t.db.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'demo_admin'))
    const forced = await t.request('/b2b/login', form({ username: 'demo_admin', password: 'Compass4Oak8' }))
    expect(loginEnvelope.parse(await forced.json()).data?.changePassword).toBe(true)
  })
})

describe('sessions', () => {
  const userInfoEnvelope = envelopeSchema(userInfoSchema)

  it('GET /b2b/user_info returns the contract shape for the cookie session', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const res = await t.request('/b2b/user_info', { headers: { Cookie: s.cookie } })
    expect(res.status).toBe(200)
    const body = userInfoEnvelope.parse(await res.json())
    expect(body.data).toMatchObject({
      username: 'demo_agent',
      isSuperuser: false,
      agentCode: 'BLT001',
      agentName: 'Blue Lantern Travel',
      balance: 120000,
      Permissions: [1, 2, 3, 4],
      IsMainUser: true,
      contactsInfo: { firstName: 'Wei', lastName: 'Lin', email: 'agent@example.com' },
    })
    expect(body.data?.logintime).not.toBeNull()
  })

  it('logintime is the sign-in before the current one, not the current one', async () => {
    const before = new Date(Date.now() - 3 * 86_400_000)
    await t.db.db.update(users).set({ lastLoginAt: before }).where(eq(users.username, 'demo_sub'))
    const first = await login(t, 'demo_sub', 'Lantern5Bay3')
    const info1 = userInfoEnvelope.parse(await (await t.request('/b2b/user_info', { headers: { Cookie: first.cookie } })).json())
    expect(info1.data?.logintime).toBe(before.toISOString())
    const [row] = await t.db.db.select({ last: users.lastLoginAt }).from(users).where(eq(users.username, 'demo_sub'))
    const second = await login(t, 'demo_sub', 'Lantern5Bay3')
    const info2 = userInfoEnvelope.parse(await (await t.request('/b2b/user_info', { headers: { Cookie: second.cookie } })).json())
    expect(info2.data?.logintime).toBe(row!.last!.toISOString())
    expect(info2.data?.logintime).not.toBe(before.toISOString())
  })

  it('hides the balance from users without VIEW_CREDIT', async () => {
    const s = await login(t, 'demo_viewer', 'Pebble3Fox8')
    const body = userInfoEnvelope.parse(await (await t.request('/b2b/user_info', { headers: { Cookie: s.cookie } })).json())
    expect(body.data).toMatchObject({ balance: 0, Permissions: [], IsMainUser: false })
  })

  it('answers 401/401 without a token', async () => {
    const res = await t.request('/b2b/user_info')
    expect(res.status).toBe(401)
    expect((await res.json()).header).toEqual({ code: 401, message: 'please log in' })
  })

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const path = '/b2b/credit/query_agent_credit_amount'
    const none = await t.request(path, { method: 'POST', headers: { Cookie: s.cookie } })
    expect(none.status).toBe(403)
    expect((await none.json()).header.code).toBe(403)
    const wrong = await t.request(path, { method: 'POST', headers: { Cookie: s.cookie, 'X-CSRFToken': s.csrf.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')) } })
    expect(wrong.status).toBe(403)
    const right = await t.request(path, { method: 'POST', headers: { Cookie: s.cookie, 'X-CSRFToken': s.csrf } })
    expect(right.status).toBe(200)
    const credit = envelopeSchema(creditSchema).parse(await right.json()).data
    expect(credit).toMatchObject({ availCredit: 120000, fixedCredit: 100000, tempCredit: 20000, Currency: 'CNY' })
    expect(Date.parse(credit!.tempCreditExpireDate!)).toBeGreaterThan(Date.now() + 29 * 86_400_000)
  })

  it('accepts Authorization: Bearer without CSRF', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const res = await t.request('/b2b/credit/query_agent_credit_amount', {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}` },
    })
    expect(res.status).toBe(200)
  })

  it('requires VIEW_CREDIT for the credit query (§6)', async () => {
    const s = await login(t, 'demo_sub', 'Lantern5Bay3')
    const res = await t.request('/b2b/credit/query_agent_credit_amount', {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}` },
    })
    expect(res.status).toBe(403)
    expect((await res.json()).header).toEqual({ code: 403, message: 'permission denied' })
  })

  it('answers an expired session with §8 401 + 40005 and clears the cookie', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(s.token)))
    const res = await t.request('/b2b/user_info', { headers: { Cookie: s.cookie } })
    expect(res.status).toBe(401)
    expect((await res.json()).header).toEqual({ code: ErrorCode.AUTH_EXPIRED, message: 'login expired' })
    expect(setCookies(res).get('token')?.raw).toMatch(/Max-Age=0/)
  })

  it('treats an unknown or malformed token as expired', async () => {
    for (const token of ['x'.repeat(43), 'not a token']) {
      const res = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status).toBe(401)
      expect((await res.json()).header.code).toBe(40005)
    }
  })

  it('answers a user disabled after login with 401 + 128 and revokes the session', async () => {
    const [agent] = await t.db.db.select().from(users).where(eq(users.username, 'demo_agent'))
    await t.db.db.insert(users).values({
      username: 'soon_frozen',
      passwordHash: await hashPassword('Soon1Frozen'),
      agencyId: agent!.agencyId,
      permissions: [1],
      lastLoginAt: new Date(), // not a first login (604 would ask for an emailed code)
    })
    const s = await login(t, 'soon_frozen', 'Soon1Frozen')
    await t.db.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'soon_frozen'))
    const res = await t.request('/b2b/user_info', { headers: { Authorization: `Bearer ${s.token}` } })
    expect(res.status).toBe(401)
    expect((await res.json()).header.code).toBe(ErrorCode.DEACTIVATED)
    const [row] = await t.db.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(s.token)))
    expect(row?.revokedAt).not.toBeNull()
  })

  it('logout revokes the session and clears both cookies', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const refused = await t.request('/b2b/logout', { method: 'POST', headers: { Cookie: s.cookie } })
    expect(refused.status).toBe(403)
    const crossSite = await t.request('/b2b/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, Origin: 'https://evil.example', 'X-CSRFToken': 'stale' },
    })
    expect(crossSite.status).toBe(403)
    const res = await t.request('/b2b/logout', { method: 'POST', headers: { Cookie: s.cookie, 'X-CSRFToken': s.csrf } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ header: { code: 0, message: 'Success' }, data: null })
    const cleared = setCookies(res)
    expect(cleared.get('token')?.raw).toMatch(/Max-Age=0/)
    expect(cleared.get('csrftoken')?.raw).toMatch(/Max-Age=0/)
    const after = await t.request('/b2b/user_info', { headers: { Cookie: s.cookie } })
    expect(after.status).toBe(401)
    expect((await after.json()).header.code).toBe(40005)
  })

  it('a same-origin logout works with a stale CSRF token (so a §8 403 can end the session)', async () => {
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const res = await t.request('/b2b/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, Origin: ORIGIN, 'X-CSRFToken': 'stale' },
    })
    expect(res.status).toBe(200)
    const after = await t.request('/b2b/user_info', { headers: { Cookie: s.cookie } })
    expect(after.status).toBe(401)
  })

  it('logout without a session, or twice, still succeeds', async () => {
    expect((await t.request('/b2b/logout', { method: 'POST' })).status).toBe(200)
    const s = await login(t, 'demo_agent', 'Harbor7Sky9')
    const bearer = { method: 'POST', headers: { Authorization: `Bearer ${s.token}` } }
    expect((await t.request('/b2b/logout', bearer)).status).toBe(200)
    expect((await t.request('/b2b/logout', bearer)).status).toBe(200)
  })
})
