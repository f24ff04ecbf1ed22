import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { AuthErrorCode, signupSchema, type SignupResponse } from '../../../src/contract/auth'
import { Paths } from '../../../src/contract/paths'
import { agencies, creditAccounts, users } from '../../db/schema'
import { hashPassword } from '../../domain/passwords'
import { lockedFor, POLICIES, recordFailure, throttleKey } from '../../domain/rate-limit'
import { clientIp } from '../../http/request-info'
import { sendFail, sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { tooMany } from './credentials'

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const agencyCode = () => `AG${Array.from({ length: 6 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('')}`

// POST /api/v1/users/register/ (§7): company sign-up from /admin/signup. Creates the agency
// and its main account in state 'pending' (no credit); the back office approves it later.
// Until then a login with it answers 1002 'account pending review'. Sign-ups per IP are capped.
export const registerRoute = new Hono<AppEnv>().post(Paths.register, sameOriginOnly(), validate('json', signupSchema), async (c) => {
  const { db, config } = c.var.deps
  const body = c.req.valid('json')
  const ip = clientIp(c, config.trustProxy)
  if (ip) {
    const key = throttleKey.signupIp(ip)
    const locked = await lockedFor(db, [key])
    if (locked > 0) return tooMany(c, locked)
    await recordFailure(db, key, POLICIES.signupIp)
  }
  const taken = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, body.username.toLowerCase())).limit(1)
  if (taken.length) return sendFail(c, 409, AuthErrorCode.USERNAME_TAKEN, 'this username is already taken')

  const passwordHash = await hashPassword(body.password)
  try {
    await db.transaction(async (tx) => {
      const [agency] = await tx
        .insert(agencies)
        .values({
          code: agencyCode(),
          name: body.companyName,
          address: body.companyAddress,
          contactName: body.contactName,
          contactPhone: body.phone,
          contactEmail: body.email,
        })
        .returning({ id: agencies.id })
      if (!agency) throw new Error('agency insert returned nothing')
      await tx.insert(creditAccounts).values({ agencyId: agency.id })
      await tx.insert(users).values({
        username: body.username,
        passwordHash,
        agencyId: agency.id,
        isMainUser: true,
        status: 'pending',
        email: body.email,
        phone: body.phone,
        firstName: body.contactName,
      })
    })
  } catch (error) {
    // Two sign-ups racing for one username: the unique index decides.
    if (String((error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code) === '23505') {
      return sendFail(c, 409, AuthErrorCode.USERNAME_TAKEN, 'this username is already taken')
    }
    throw error
  }
  const data: SignupResponse = { username: body.username, status: 'pending' }
  return sendOk(c, data, 201)
})
