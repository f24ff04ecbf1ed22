import { Hono } from 'hono'
import type { Credit } from '../../../src/contract/account'
import { DEFAULT_CURRENCY, isCurrency } from '../../../src/contract/currencies'
import { Paths } from '../../../src/contract/paths'
import { Permission } from '../../../src/contract/permissions'
import { agencyCredit } from '../../domain/credit'
import { sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'

// POST {b2b}/b2b/credit/query_agent_credit_amount: the agency's §1 credit figures
// (VIEW_CREDIT required, §6). tempCredit is the granted temporary credit; once
// tempCreditExpireDate has passed it no longer counts towards availCredit.
export const creditRoute = new Hono<AppEnv>().post(
  Paths.creditAmount,
  requireAuth(),
  requirePermissions(Permission.VIEW_CREDIT),
  async (c) => {
    const { agencyId } = c.var.user
    const figures = agencyId === null ? null : await agencyCredit(c.var.deps.db, agencyId)
    const credit: Credit = {
      availCredit: figures?.available ?? 0,
      fixedCredit: figures?.fixedCredit ?? 0,
      tempCredit: figures?.tempCredit ?? 0,
      tempCreditExpireDate: figures?.tempCreditExpiresAt?.toISOString() ?? null,
      Currency: figures && isCurrency(figures.currency) ? figures.currency : DEFAULT_CURRENCY,
    }
    return sendOk(c, credit)
  },
)
