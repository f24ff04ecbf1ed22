import { and, eq, gt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  ContentPaths,
  DEMO_DUPLICATE_WINDOW_MINUTES,
  demoAppointmentSchema,
  type DemoAppointmentResponse,
} from '../../../src/contract/content'
import { matchLocale } from '../../../src/contract/locales'
import { demoAppointments } from '../../db/schema'
import { lockedFor, recordFailure, type ThrottlePolicy } from '../../domain/rate-limit'
import { clientIp } from '../../http/request-info'
import { sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { tooMany } from '../account/credentials'
import { preferredLanguages } from '../client'
import { optionalUser } from './viewer'

// POST {b2b}/b2b/demo_appointment (§3 lead form, §4 contact modal, §5 order of messages).
// The contract schema reports the §5 first failure first (header.message "field: message").
// Valid submissions are capped per IP; the same email again within the duplicate window is
// answered with success and duplicate: true without storing a second lead, so a double
// click or a retry after a lost answer never creates two leads for the sales team.

const MIN = 60_000
/** Every valid submission counts (like sign-ups): 8 leads per IP per hour is plenty for people. */
export const DEMO_IP_POLICY: ThrottlePolicy = { limit: 8, windowMs: 60 * MIN, lockMs: 60 * MIN }
const demoIpKey = (ip: string) => `demo:ip:${ip}`
/** Per-email lock, so two racing submissions of one email cannot both insert. */
const LEAD_LOCK_NAMESPACE = 727_270_008

export const demoAppointmentRoute = new Hono<AppEnv>().post(
  ContentPaths.demoAppointment,
  sameOriginOnly(),
  validate('json', demoAppointmentSchema),
  async (c) => {
    const { db, config } = c.var.deps
    const body = c.req.valid('json')
    const ip = clientIp(c, config.trustProxy)
    if (ip) {
      const key = demoIpKey(ip)
      const locked = await lockedFor(db, [key])
      if (locked > 0) return tooMany(c, locked)
      await recordFailure(db, key, DEMO_IP_POLICY)
    }
    const user = await optionalUser(c)
    const email = body.email.toLowerCase()
    const since = new Date(Date.now() - DEMO_DUPLICATE_WINDOW_MINUTES * MIN)
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_LOCK_NAMESPACE}, hashtext(${email}))`)
      const [recent] = await tx
        .select({ id: demoAppointments.id })
        .from(demoAppointments)
        .where(and(eq(demoAppointments.email, email), gt(demoAppointments.createdAt, since)))
        .limit(1)
      if (recent) return { id: recent.id, duplicate: true }
      const [row] = await tx
        .insert(demoAppointments)
        .values({
          email,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          // The client sends its locale as Accept-Language (§7 language header).
          locale: body.locale ?? matchLocale(preferredLanguages(c.req.header('accept-language'))) ?? null,
          userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
          ip,
          userId: user?.id ?? null,
        })
        .returning({ id: demoAppointments.id })
      if (!row) throw new Error('lead insert returned nothing')
      return { id: row.id, duplicate: false }
    })
    const data: DemoAppointmentResponse = result
    return sendOk(c, data, result.duplicate ? 200 : 201)
  },
)
