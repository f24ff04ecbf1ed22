import { creditSchema, userInfoSchema, type Credit, type UserInfo } from '../contract'

// Test data built through the contract schemas, so fixtures cannot drift from the API.

export function userFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return userInfoSchema.parse({
    username: 'demo_agent',
    isSuperuser: false,
    agentCode: 'AG1001',
    agentName: 'Blue Harbor Travel',
    balance: 0,
    contactsInfo: { firstName: 'Mei', lastName: 'Lin', phone: '13800138000', email: 'mei.lin@blueharbor.example' },
    logintime: '2025-01-05T08:30:00Z',
    Permissions: [1, 2, 3, 4],
    IsMainUser: true,
    ...overrides,
  })
}

export function creditFixture(overrides: Partial<Credit> = {}): Credit {
  return creditSchema.parse({
    availCredit: 80000,
    fixedCredit: 100000,
    tempCredit: 20000,
    tempCreditExpireDate: '2099-12-31',
    Currency: 'CNY',
    ...overrides,
  })
}
