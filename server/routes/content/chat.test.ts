import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeSchema } from '../../../src/contract'
import { chatMessageSchema, ContentPaths, customerServiceUrlResponseSchema, messageListResponseSchema } from '../../../src/contract/content'
import { chatAccessTokens, chatConversations } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/harness'
import { sessionFor, type RoleSession } from '../../test/reliability/roles'
import { CHAT_POLICY, VISITOR_CHAT_COOKIE } from './chat'

let t: TestApp
let agent: RoleSession
let sub: RoleSession
beforeAll(async () => {
  t = await createTestApp()
  agent = await sessionFor(t, 'main')
  sub = await sessionFor(t, 'sub')
})
afterAll(async () => {
  await t?.close()
})

const urlEnvelope = envelopeSchema(customerServiceUrlResponseSchema)
const msgEnvelope = envelopeSchema(chatMessageSchema)
const listEnvelope = envelopeSchema(messageListResponseSchema)
const JSON_HEADERS = { 'Content-Type': 'application/json' }

async function openChat(json?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: 'POST', headers: { ...(json === undefined ? {} : JSON_HEADERS), ...headers } }
  if (json !== undefined) init.body = JSON.stringify(json)
  const res = await t.request(ContentPaths.customerServiceUrl, init)
  expect(res.status).toBe(200)
  return urlEnvelope.parse(await res.json()).data!
}
const send = (conversation: string, body: string, headers: Record<string, string> = {}) =>
  t.request(ContentPaths.messages, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify({ conversation, body }) })
async function listOf(conversation: string, after = 0, headers: Record<string, string> = {}) {
  const res = await t.request(`${ContentPaths.messages}?${new URLSearchParams({ conversation, after: String(after) })}`, { headers })
  return { status: res.status, items: res.status === 200 ? listEnvelope.parse(await res.json()).data!.items : [] }
}
const staffReply = (conversation: string, body: string) =>
  t.request(ContentPaths.devSupportReply, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ conversation, body }) })

describe('POST /b2b/get_customer_service_url', () => {
  it('gives a visitor a chat page URL with a new token, with or without a body', async () => {
    const a = await openChat()
    const b = await openChat({}, { 'Accept-Language': 'zh-CN,zh;q=0.9' })
    expect(a.success).toBe(true)
    expect(a.url).toBe(`/support/chat?locale=en-US&t=${a.conversation}`)
    expect(b.url).toBe(`/support/chat?locale=zh-CN&t=${b.conversation}`)
    expect(a.conversation).not.toBe(b.conversation)
    expect(a.conversation).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('keeps a visitor in the same conversation when the earlier token is sent back', async () => {
    const first = await openChat({ locale: 'es' })
    const again = await openChat({ conversation: first.conversation, locale: 'es' })
    expect(again.conversation).toBe(first.conversation)
    // ar is not offered to visitors (§1).
    expect((await openChat({ locale: 'ar' })).url).toMatch(/locale=en-US/)
  })

  it('remembers a visitor conversation in an HttpOnly cookie scoped to this call', async () => {
    const res = await t.request(ContentPaths.customerServiceUrl, { method: 'POST' })
    const token = urlEnvelope.parse(await res.json()).data!.conversation
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_CHAT_COOKIE}=`))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Path=\/b2b\/get_customer_service_url/)
    const again = await openChat(undefined, { Cookie: `${VISITOR_CHAT_COOKIE}=${token}` })
    expect(again.conversation).toBe(token)
    // A cookie that opens nothing starts a new conversation.
    expect((await openChat(undefined, { Cookie: `${VISITOR_CHAT_COOKIE}=junk` })).conversation).not.toBe(token)
  })

  it('gives a logged-in user one conversation, reachable with every token issued to them', async () => {
    const auth = { Authorization: `Bearer ${agent.token}` }
    const t1 = (await openChat({ locale: 'ar' }, auth)).conversation
    const t2 = (await openChat({}, auth)).conversation
    expect(t1).not.toBe(t2)
    expect((await send(t1, 'Hello from the agency', auth)).status).toBe(201)
    expect((await listOf(t2, 0, auth)).items.map((m) => m.body)).toEqual(['Hello from the agency'])
    // Another user of the same agency has a separate conversation.
    const subAuth = { Authorization: `Bearer ${sub.token}` }
    expect((await listOf((await openChat({}, subAuth)).conversation, 0, subAuth)).items).toEqual([])
    // A visitor cannot attach to a user's conversation by replaying its token.
    const visitor = await openChat({ conversation: t1 })
    expect(visitor.conversation).not.toBe(t1)
    expect((await listOf(visitor.conversation)).items).toEqual([])
  })

  it('treats a cookie session without the CSRF header as a visitor', async () => {
    const rows = async () => (await t.db.db.select().from(chatConversations)).length
    const before = await rows()
    const res = await openChat({}, { Cookie: agent.cookie })
    expect((await listOf(res.conversation)).items).toEqual([])
    expect(await rows()).toBe(before + 1)
    const withCsrf = await openChat({}, { Cookie: agent.cookie, 'X-CSRFToken': agent.csrf })
    expect((await listOf(withCsrf.conversation, 0, { Cookie: agent.cookie })).items.map((m) => m.body)).toEqual(['Hello from the agency'])
  })

  it("needs the user's own session to use a user's conversation token", async () => {
    const auth = { Authorization: `Bearer ${agent.token}` }
    const { conversation, url } = await openChat({}, auth)
    expect((await listOf(conversation, 0, auth)).status).toBe(200)
    const strangers: Array<Record<string, string>> = [{}, { Authorization: `Bearer ${sub.token}` }, { Authorization: `Bearer ${'Z'.repeat(43)}` }]
    for (const headers of strangers) {
      expect((await listOf(conversation, 0, headers)).status).toBe(404)
      expect((await send(conversation, 'left on a shared device', headers)).status).toBe(404)
      expect((await t.request(url, { headers })).status).toBe(404)
    }
    // The page works with the user's cookie, and posting from it with the CSRF header is attributed.
    expect((await t.request(url, { headers: { Cookie: agent.cookie } })).status).toBe(200)
    expect((await send(conversation, 'from the chat page', { Cookie: agent.cookie, 'X-CSRFToken': agent.csrf })).status).toBe(201)
  })

  it('stores only hashes of the tokens', async () => {
    const { conversation } = await openChat()
    const hashes = (await t.db.db.select({ h: chatAccessTokens.tokenHash }).from(chatAccessTokens)).map((r) => r.h)
    expect(hashes).not.toContain(conversation)
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true)
  })
})

describe('/api/v1/messages/', () => {
  it('sends and lists messages with times, and only those after the given id', async () => {
    const { conversation } = await openChat()
    const res = await send(conversation, '  Do you have rooms in Osaka for 20 people?  ')
    expect(res.status).toBe(201)
    const sent = msgEnvelope.parse(await res.json()).data!
    expect(sent).toMatchObject({ sender: 'customer', body: 'Do you have rooms in Osaka for 20 people?' })
    expect(Date.now() - Date.parse(sent.created_at)).toBeLessThan(60_000)
    expect((await listOf(conversation)).items).toEqual([sent])
    expect((await listOf(conversation, sent.id)).items).toEqual([])
    expect((await staffReply(conversation, 'Yes, we can hold 10 twin rooms.')).status).toBe(201)
    const after = (await listOf(conversation, sent.id)).items
    expect(after.map((m) => [m.sender, m.body])).toEqual([['staff', 'Yes, we can hold 10 twin rooms.']])
  })

  it('keeps conversations apart: one token never reads or writes another conversation', async () => {
    const a = (await openChat()).conversation
    const b = (await openChat()).conversation
    await send(a, 'secret of A')
    expect((await listOf(b)).items).toEqual([])
    await send(b, 'message of B')
    expect((await listOf(a)).items.map((m) => m.body)).toEqual(['secret of A'])
  })

  it('answers 404 for unknown tokens and 400 for bad input', async () => {
    const unknown = 'A'.repeat(43)
    expect((await listOf(unknown)).status).toBe(404)
    expect((await send(unknown, 'hi')).status).toBe(404)
    expect((await staffReply(unknown, 'hi')).status).toBe(404)
    const { conversation } = await openChat()
    for (const [body, field] of [['   ', 'body'], ['x'.repeat(2001), 'body']] as const) {
      const res = await send(conversation, body)
      expect(res.status).toBe(400)
      expect((await res.json()).header.message).toMatch(new RegExp(`^${field}: `))
    }
    expect((await t.request(`${ContentPaths.messages}?after=0`)).status).toBe(400)
    expect((await t.request(`${ContentPaths.messages}?conversation=${conversation}&after=-1`)).status).toBe(400)
    expect((await t.request(ContentPaths.messages, { method: 'POST', headers: { ...JSON_HEADERS, Origin: 'https://evil.example' }, body: JSON.stringify({ conversation, body: 'x' }) })).status).toBe(403)
  })

  it(`stops a flood after ${CHAT_POLICY.limit} messages a minute in one conversation`, async () => {
    const { conversation } = await openChat()
    for (let i = 0; i < CHAT_POLICY.limit; i++) expect((await send(conversation, `m${i}`)).status).toBe(201)
    expect((await send(conversation, 'one too many')).status).toBe(429)
    // Other conversations are not affected.
    expect((await send((await openChat()).conversation, 'hello')).status).toBe(201)
  })
})

describe('GET /support/chat', () => {
  it('renders the conversation with times, escaped, in the asked locale, with the same-origin script', async () => {
    const { conversation, url } = await openChat({ locale: 'ja' })
    await send(conversation, '<img src=x onerror=alert(1)> 部屋はありますか')
    await staffReply(conversation, 'はい、ございます。')
    const res = await t.request(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    const html = await res.text()
    expect(html).not.toContain('<img src=x')
    const doc = new JSDOM(html).window.document
    expect(doc.documentElement.lang).toBe('ja')
    const items = [...doc.querySelectorAll('#messages li')]
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['<img src=x onerror=alert(1)> 部屋はありますか', 'はい、ございます。'])
    expect(items.map((li) => li.querySelector('.who')?.textContent)).toEqual(['あなた', 'Harborline サポート'])
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(doc.querySelector('script[src="/support/chat.js"]')).not.toBeNull()
    expect(doc.body.dataset.conversation).toBe(conversation)
    expect(doc.querySelector('label[for="message"]')?.textContent).toBe('メッセージ')
  })

  it('is right-to-left in ar and refuses a missing or unknown token with 404', async () => {
    const { conversation } = await openChat({}, { Authorization: `Bearer ${agent.token}` })
    const ar = await (await t.request(`/support/chat?locale=ar&t=${conversation}`, { headers: { Authorization: `Bearer ${agent.token}` } })).text()
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/)
    for (const q of ['', '?t=nope', `?t=${'B'.repeat(43)}`]) {
      const res = await t.request(`/support/chat${q}`)
      expect(res.status, q).toBe(404)
      expect(await res.text()).toContain('no longer valid')
    }
  })

  it('serves its script as JavaScript', async () => {
    const res = await t.request('/support/chat.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    const source = await res.text()
    // Parses as a script (new Function compiles without running it).
    expect(() => new Function(source)).not.toThrow()
  })
})

describe('production', () => {
  it('has no dev staff-reply endpoint', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } })
    try {
      const { conversation } = urlEnvelope.parse(await (await prod.request(ContentPaths.customerServiceUrl, { method: 'POST' })).json()).data!
      const res = await prod.request(ContentPaths.devSupportReply, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ conversation, body: 'x' }) })
      expect(res.status).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
