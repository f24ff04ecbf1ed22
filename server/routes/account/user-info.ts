import { Hono } from 'hono'
import type { UserInfo } from '../../../src/contract/account'
import { Paths } from '../../../src/contract/paths'
import { Permission } from '../../../src/contract/permissions'
import { agencyCredit } from '../../domain/credit'
import { sendOk } from '../../http/respond'
import { requireAuth } from '../../http/session'
import type { AppEnv } from '../../http/types'

// GET {b2b}/b2b/user_info: the §3 user. balance is the §1 available credit, shown only to
// holders of VIEW_CREDIT (§6); others get 0 and the client shows dashes.
export const userInfoRoute = new Hono<AppEnv>().get(Paths.userInfo, requireAuth(), async (c) => {
  const user = c.var.user
  let balance = 0
  if (user.agencyId !== null && user.permissions.includes(Permission.VIEW_CREDIT)) {
    balance = (await agencyCredit(c.var.deps.db, user.agencyId))?.available ?? 0
  }
  const info: UserInfo = {
    username: user.username,
    isSuperuser: user.isSuperuser,
    agentCode: user.agencyCode,
    agentName: user.agencyName,
    balance,
    contactsInfo: { firstName: user.firstName, lastName: user.lastName, phone: user.phone, email: user.email },
    // The previous sign-in: the current one is always 'just now' and tells the agent nothing.
    logintime: user.previousLoginAt?.toISOString() ?? null,
    Permissions: user.permissions,
    IsMainUser: user.isMainUser,
  }
  return sendOk(c, info)
})
