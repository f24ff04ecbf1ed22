import { describe, expect, it } from 'vitest'
import { userFixture } from '../../test/fixtures'
import { ACCOUNT_NAV, COMPANY_NAV, HEADER_NAV, ROUTE_TO, visibleEntries } from './nav-config'

const ids = (entries: { id: string }[]) => entries.map((e) => e.id)

describe('navigation visibility (§2, §6)', () => {
  it('shows visitors no header or account entries', () => {
    expect(ids(visibleEntries(HEADER_NAV, null))).toEqual([])
    expect(ids(visibleEntries(ACCOUNT_NAV, null))).toEqual([])
  })

  it('offers the back office to superusers only', () => {
    expect(ids(visibleEntries(HEADER_NAV, userFixture()))).toEqual(['hotel', 'order'])
    expect(ids(visibleEntries(HEADER_NAV, userFixture({ isSuperuser: true })))).toEqual(['hotel', 'order', 'back-office'])
  })

  it('links about and direct contracts for logged-in users (§2 header), not visitors', () => {
    expect(ids(visibleEntries(COMPANY_NAV, userFixture()))).toEqual(['about', 'contracts'])
    expect(ids(visibleEntries(COMPANY_NAV, null))).toEqual([])
    expect(COMPANY_NAV.map((e) => ROUTE_TO[e.to!])).toEqual(['/$locale/about', '/$locale/contracts'])
  })

  it('links the balance only with VIEW_CREDIT (a main user holds it)', () => {
    expect(ids(visibleEntries(ACCOUNT_NAV, userFixture({ IsMainUser: true, Permissions: [] })))).toEqual(['account', 'balance', 'coupon', 'password'])
    expect(ids(visibleEntries(ACCOUNT_NAV, userFixture({ IsMainUser: false, Permissions: [1, 2] })))).toEqual(['account', 'coupon', 'password'])
    expect(ids(visibleEntries(ACCOUNT_NAV, userFixture({ IsMainUser: false, Permissions: [3] })))).toEqual(['account', 'balance', 'coupon', 'password'])
  })

  it('offers Change password to every logged-in user (§2 /user/change-password), linked to its route', () => {
    for (const user of [userFixture({ IsMainUser: true }), userFixture({ IsMainUser: false, Permissions: [] }), userFixture({ isSuperuser: true })]) {
      const entry = visibleEntries(ACCOUNT_NAV, user).find((e) => e.id === 'password')
      expect(entry?.to).toBe('/user/change-password')
      expect(ROUTE_TO[entry!.to!]).toBe('/$locale/user/change-password')
    }
  })
})
