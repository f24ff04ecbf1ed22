import { ALL_PERMISSIONS, Permission } from '../../../src/contract/permissions'
import type { SettlementPeriod, UserStatus } from '../schema'

// Demo agencies and accounts. This module is the single source for the start banner
// (server/main.ts) and the README's demo-account table.

export type SeedAgency = {
  code: string
  name: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  financeContact: string
  settlementPeriod: SettlementPeriod
  /** CNY. */
  fixedCredit: string
  tempCredit: string
  /** Days from seeding until the temporary credit expires (null: no temporary credit). */
  tempCreditDays: number | null
}

export const SEED_AGENCIES: readonly SeedAgency[] = [
  {
    code: 'OPS001',
    name: 'Portal Operations',
    address: 'Room 2101, 100 Century Avenue, Pudong, Shanghai',
    contactName: 'Operations Desk',
    contactPhone: '021-60001000',
    contactEmail: 'ops@example.com',
    financeContact: 'finance@example.com',
    settlementPeriod: 'monthly',
    fixedCredit: '0.00',
    tempCredit: '0.00',
    tempCreditDays: null,
  },
  {
    code: 'BLT001',
    name: 'Blue Lantern Travel',
    address: 'Room 1208, 500 Century Avenue, Pudong, Shanghai',
    contactName: 'Wei Lin',
    contactPhone: '13800138000',
    contactEmail: 'agent@example.com',
    financeContact: 'accounts@example.com',
    settlementPeriod: 'monthly',
    fixedCredit: '100000.00',
    tempCredit: '20000.00',
    tempCreditDays: 30,
  },
  {
    code: 'MPL002',
    name: 'Maple Route Tours',
    address: '18 Garden Lane, Tianhe, Guangzhou',
    contactName: 'Ana Ruiz',
    contactPhone: '13900139000',
    contactEmail: 'verify@example.com',
    financeContact: 'verify@example.com',
    settlementPeriod: 'weekly',
    fixedCredit: '30000.00',
    tempCredit: '0.00',
    tempCreditDays: null,
  },
]

export type DemoAccount = {
  username: string
  password: string
  /** One line for the banner and README. */
  role: string
  agencyCode: string
  isMainUser: boolean
  isSuperuser: boolean
  permissions: readonly number[]
  status: UserStatus
  alwaysVerify: boolean
  email: string
  phone: string
  firstName: string
  lastName: string
}

const { QUERY_PRICE, PLACE_ORDER } = Permission

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo_agent', password: 'Harbor7Sky9',
    role: 'Main user of Blue Lantern Travel, all permissions, credit 100,000 + 20,000 temporary CNY',
    agencyCode: 'BLT001', isMainUser: true, isSuperuser: false, permissions: ALL_PERMISSIONS,
    status: 'active', alwaysVerify: false, email: 'agent@example.com', phone: '13800138000',
    firstName: 'Wei', lastName: 'Lin',
  },
  {
    username: 'demo_sub', password: 'Lantern5Bay3',
    role: 'Sub-account of Blue Lantern Travel: query price, place order',
    agencyCode: 'BLT001', isMainUser: false, isSuperuser: false, permissions: [QUERY_PRICE, PLACE_ORDER],
    status: 'active', alwaysVerify: false, email: 'sub@example.com', phone: '13800138001',
    firstName: 'Mei', lastName: 'Chen',
  },
  {
    username: 'demo_viewer', password: 'Pebble3Fox8',
    role: 'Sub-account of Blue Lantern Travel without permissions (prices and credit hidden)',
    agencyCode: 'BLT001', isMainUser: false, isSuperuser: false, permissions: [],
    status: 'active', alwaysVerify: false, email: 'viewer@example.com', phone: '13800138002',
    firstName: 'Tom', lastName: 'Baker',
  },
  {
    username: 'demo_admin', password: 'Compass4Oak8',
    role: 'Superuser (back office, register, recharge)',
    agencyCode: 'OPS001', isMainUser: true, isSuperuser: true, permissions: ALL_PERMISSIONS,
    status: 'active', alwaysVerify: false, email: 'admin@example.com', phone: '13800138003',
    firstName: 'Alex', lastName: 'Morgan',
  },
  {
    username: 'demo_verify', password: 'Maple6Rain2',
    role: 'Main user of Maple Route Tours; every login needs an email code (verify@example.com)',
    agencyCode: 'MPL002', isMainUser: true, isSuperuser: false, permissions: ALL_PERMISSIONS,
    status: 'active', alwaysVerify: true, email: 'verify@example.com', phone: '13900139000',
    firstName: 'Ana', lastName: 'Ruiz',
  },
  {
    username: 'demo_frozen', password: 'Frozen8Leaf4',
    role: 'Disabled sub-account (shows the frozen-account page)',
    agencyCode: 'BLT001', isMainUser: false, isSuperuser: false, permissions: [QUERY_PRICE, PLACE_ORDER],
    status: 'disabled', alwaysVerify: false, email: 'frozen@example.com', phone: '13800138004',
    firstName: 'Sam', lastName: 'Frost',
  },
]
