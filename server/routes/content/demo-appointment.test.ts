import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeSchema } from '../../../src/contract'
import { CONTACT_MESSAGES, ContentPaths, demoAppointmentResponseSchema } from '../../../src/contract/content'
import { demoAppointments } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/harness'
import { DEMO_IP_POLICY } from './demo-appointment'

let t: TestApp
beforeAll(async () => {
  // TRUST_PROXY so each test can act from its own client address.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
})
afterAll(async () => {
  await t?.close()
})

let ipSeq = 0
const freshIp = () => `198.51.100.${++ipSeq}`
const okEnvelope = envelopeSchema(demoAppointmentResponseSchema)

function submit(json: unknown, headers: Record<string, string> = {}) {
  return t.request(ContentPaths.demoAppointment, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: JSON.stringify(json),
  })
}
const rowsFor = (email: string) => t.db.db.select().from(demoAppointments).where(eq(demoAppointments.email, email))
const VALID = { email: 'Lead.One@Example.com', first_name: 'Mei', last_name: 'Tanaka', phone: '+81 3 1234 5678' }

describe('POST /b2b/demo_appointment validation (§5 order, first failure stops)', () => {
  // Each step fixes the previous failure, so the next message in §5 order must appear.
  const steps: Array<[Record<string, string>, string, string]> = [
    [{}, 'email', CONTACT_MESSAGES.emailEmpty],
    [{ email: '   ' }, 'email', CONTACT_MESSAGES.emailEmpty],
    [{ email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailFormat],
    [{ email: 'a@b' }, 'email', CONTACT_MESSAGES.emailFormat],
    // Both names empty: the last-name message wins (§5).
    [{ email: 'a@b.co' }, 'last_name', CONTACT_MESSAGES.lastNameEmpty],
    [{ email: 'a@b.co', first_name: 'Mei' }, 'last_name', CONTACT_MESSAGES.lastNameEmpty],
    [{ email: 'a@b.co', last_name: 'Tanaka' }, 'first_name', CONTACT_MESSAGES.firstNameEmpty],
    [{ email: 'a@b.co', last_name: 'Tanaka', first_name: 'Mei' }, 'phone', CONTACT_MESSAGES.phoneEmpty],
    [{ email: 'a@b.co', last_name: 'Tanaka', first_name: 'Mei', phone: '  ' }, 'phone', CONTACT_MESSAGES.phoneEmpty],
  ]
  for (const [json, field, message] of steps) {
    it(`${JSON.stringify(json)} → ${field}: ${message}`, async () => {
      const res = await submit(json)
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body.header.message).toBe(`${field}: ${message}`)
      expect(body.errors[0]).toEqual({ field, message })
    })
  }

  it('refuses markup and over-long values, and stores nothing for refused requests', async () => {
    for (const bad of [{ ...VALID, first_name: '<script>' }, { ...VALID, phone: 'x'.repeat(41) }, { ...VALID, email: `${'a'.repeat(250)}@b.co` }, { ...VALID, locale: 'fr' }]) {
      expect((await submit(bad)).status).toBe(400)
    }
    expect(await rowsFor('lead.one@example.com')).toHaveLength(0)
  })
})

describe('POST /b2b/demo_appointment storing leads', () => {
  it('stores a lead with locale and user agent, email lower-cased (201)', async () => {
    const res = await submit({ ...VALID, locale: 'ja' }, { 'User-Agent': 'LeadTest/1.0' })
    expect(res.status).toBe(201)
    const data = okEnvelope.parse(await res.json()).data!
    expect(data.duplicate).toBe(false)
    const rows = await rowsFor('lead.one@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: data.id, firstName: 'Mei', lastName: 'Tanaka', phone: '+81 3 1234 5678', locale: 'ja', userAgent: 'LeadTest/1.0' })
  })

  it('takes the locale from Accept-Language when the body has none', async () => {
    expect((await submit({ ...VALID, email: 'lang@example.com' }, { 'Accept-Language': 'ko' })).status).toBe(201)
    expect((await rowsFor('lang@example.com'))[0]?.locale).toBe('ko')
  })

  it('answers success without a second row for the same email within 10 minutes, then accepts it again', async () => {
    const email = 'twice@example.com'
    const first = okEnvelope.parse(await (await submit({ ...VALID, email })).json()).data!
    const again = await submit({ ...VALID, email: 'TWICE@example.com', first_name: 'Other' })
    expect(again.status).toBe(200)
    expect(okEnvelope.parse(await again.json()).data).toEqual({ id: first.id, duplicate: true })
    expect(await rowsFor(email)).toHaveLength(1)
    // Eleven minutes later the same person may ask again.
    await t.db.db.update(demoAppointments).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(demoAppointments.email, email))
    const later = okEnvelope.parse(await (await submit({ ...VALID, email })).json()).data!
    expect(later.duplicate).toBe(false)
    expect(await rowsFor(email)).toHaveLength(2)
  })

  it('stores one lead when the same email arrives twice at once', async () => {
    const email = 'race@example.com'
    const answers = await Promise.all([submit({ ...VALID, email }), submit({ ...VALID, email })])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it(`limits one address to ${DEMO_IP_POLICY.limit} leads, then answers 429; another address still works`, async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < DEMO_IP_POLICY.limit; i++) {
      expect((await submit({ ...VALID, email: `burst${i}@example.com` }, { 'X-Forwarded-For': ip })).status).toBe(201)
    }
    const refused = await submit({ ...VALID, email: 'burst-extra@example.com' }, { 'X-Forwarded-For': ip })
    expect(refused.status).toBe(429)
    expect((await refused.json()).header).toEqual({ code: 429, message: 'Too many people are currently accessing, please try again later' })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await rowsFor('burst-extra@example.com')).toHaveLength(0)
    expect((await submit({ ...VALID, email: 'burst-extra@example.com' })).status).toBe(201)
  })

  it('refuses a cross-site submission', async () => {
    const res = await submit({ ...VALID, email: 'evil@example.com' }, { Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await rowsFor('evil@example.com')).toHaveLength(0)
  })
})
