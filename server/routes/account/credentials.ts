import type { Context } from 'hono'
import type { LoginResponse } from '../../../src/contract/account'
import { ErrorCode } from '../../../src/contract/errors'
import { findUser, type UserRow } from '../../domain/auth'
import { verifyPassword } from '../../domain/passwords'
import { clearFailures, failureDelayMs, lockedFor, POLICIES, recordFailure, sleep, throttleKey } from '../../domain/rate-limit'
import { clientIp } from '../../http/request-info'
import { sendFail, sendFailWithData } from '../../http/respond'
import { FROZEN_MESSAGE } from '../../http/session'
import type { AppEnv } from '../../http/types'

// The password gate shared by login, the login check and the login-code send: throttling,
// the password, then the account state, in that order, so the state of an account is only
// revealed to someone who knows its password.

/** §8 text for throttled callers (also used when an account is locked after failures). */
export const TOO_MANY_MESSAGE = 'Too many people are currently accessing, please try again later'

export function tooMany(c: Context<AppEnv>, retryAfterSec: number) {
  c.header('Retry-After', String(Math.max(1, retryAfterSec)))
  return sendFail(c, 429, ErrorCode.RATE_LIMITED, TOO_MANY_MESSAGE)
}

export function loginFailed(c: Context<AppEnv>, code: number, message: string) {
  const data: LoginResponse = { success: false, error: message, code }
  return sendFailWithData(c, 400, code, message, data)
}

export function loginKeys(c: Context<AppEnv>, username: string): { user: string; ip: string | null } {
  const ip = clientIp(c, c.var.deps.config.trustProxy)
  // Without a socket address (in-process requests) there is no IP to count against.
  return { user: throttleKey.loginUser(username), ip: ip ? throttleKey.loginIp(ip) : null }
}

/** Counts a failed sign-in attempt against the account name and the IP, then slows down. */
export async function countLoginFailure(c: Context<AppEnv>, username: string): Promise<void> {
  const { db } = c.var.deps
  const keys = loginKeys(c, username)
  const byUser = await recordFailure(db, keys.user, POLICIES.loginUser)
  const byIp = keys.ip ? await recordFailure(db, keys.ip, POLICIES.loginIp) : { failures: 0 }
  await sleep(failureDelayMs(Math.max(byUser.failures, byIp.failures)))
}

export async function clearLoginFailures(c: Context<AppEnv>, username: string): Promise<void> {
  await clearFailures(c.var.deps.db, loginKeys(c, username).user)
}

export type GateResult = { ok: true; user: UserRow; ip: string | null } | { ok: false; response: Response }

export async function passwordGate(c: Context<AppEnv>, username: string, password: string): Promise<GateResult> {
  const { db, config } = c.var.deps
  const keys = loginKeys(c, username)
  const locked = await lockedFor(db, keys.ip ? [keys.user, keys.ip] : [keys.user])
  if (locked > 0) return { ok: false, response: tooMany(c, locked) }

  const user = await findUser(db, username)
  // verifyPassword runs a dummy verification for unknown users: same answer, same time.
  const passwordOk = await verifyPassword(user?.passwordHash, password)
  if (!user || !passwordOk) {
    await countLoginFailure(c, username)
    return { ok: false, response: loginFailed(c, ErrorCode.LOGIN_FAILED, 'login failed') }
  }
  if (user.status === 'disabled') return { ok: false, response: sendFail(c, 401, ErrorCode.DEACTIVATED, FROZEN_MESSAGE) }
  if (user.status === 'pending') {
    return { ok: false, response: loginFailed(c, ErrorCode.ACCOUNT_PENDING, 'account pending review') }
  }
  return { ok: true, user, ip: clientIp(c, config.trustProxy) }
}
