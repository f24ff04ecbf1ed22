import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// One pg-core schema for both drivers (PGlite embedded, PostgreSQL via DATABASE_URL).
// Money is numeric(14,2) (§9: amounts with 2 decimals) and travels as a string from the
// drivers; convert at the API edge only. Timestamps are timestamptz.
// After changing this file run `npm run db:generate` and check in server/db/migrations.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Key/value facts about the database itself (seed marker, versions). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// §9 settlement periods.
export const SETTLEMENT_PERIODS = [
  'daily', 'weekly', 'biweekly', 'monthly', 'at_booking', 'at_checkin', 'at_checkout',
] as const
export type SettlementPeriod = (typeof SETTLEMENT_PERIODS)[number]

/** An agency (the "agent" of §3): a trade partner company with users and one credit account. */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    financeContact: text('finance_contact').notNull().default(''),
    settlementPeriod: text('settlement_period').$type<SettlementPeriod>().notNull().default('monthly'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agencies_code_uq').on(t.code),
    check('agencies_settlement_period_ck', sql`${t.settlementPeriod} in ('daily','weekly','biweekly','monthly','at_booking','at_checkin','at_checkout')`),
  ],
)

export const USER_STATUSES = ['active', 'disabled', 'pending'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    isMainUser: boolean('is_main_user').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** §6 permission ids. A main user holds all of them regardless of this list. */
    permissions: integer('permissions').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** Login always needs an emailed code (demo of §4 "login security verification"). */
    alwaysVerify: boolean('always_verify').notNull().default(false),
    email: text('email'),
    phone: text('phone'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The sign-in before the current one: user_info's §3 logintime, shown as "Last login". */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** §4 needChangePassword: set when someone else chose this password (main-account reset). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique case-insensitively; login looks them up the same way.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_agency_idx').on(t.agencyId),
    check('users_status_ck', sql`${t.status} in ('active','disabled','pending')`),
  ],
)

/** Server-side sessions (architecture.md "Sessions"). Only the sha-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/**
 * §1 credit: the fixed and temporary limits of an agency. The available figure is computed
 * from this row plus the ledger (server/domain/credit.ts), never stored as a balance.
 */
export const creditAccounts = pgTable('credit_accounts', {
  agencyId: integer('agency_id').primaryKey().references(() => agencies.id, { onDelete: 'cascade' }),
  fixedCredit: numeric('fixed_credit', { precision: 14, scale: 2 }).notNull().default('0'),
  tempCredit: numeric('temp_credit', { precision: 14, scale: 2 }).notNull().default('0'),
  tempCreditExpiresAt: timestamp('temp_credit_expires_at', { withTimezone: true }),
  currency: text('currency').notNull().default('CNY'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const LEDGER_KINDS = ['topup', 'consume', 'refund', 'adjust'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Append-only credit movements. topup/consume/refund amounts are positive (the kind gives
 * the sign); adjust carries its own sign.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Order number, top-up receipt, … */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_agency_idx').on(t.agencyId, t.createdAt),
    check('credit_ledger_kind_ck', sql`${t.kind} in ('topup','consume','refund','adjust')`),
    check('credit_ledger_amount_ck', sql`${t.kind} = 'adjust' or ${t.amount} >= 0`),
  ],
)

/** Localised names, one per §1 locale. */
export type LocalizedNames = Record<'en-US' | 'zh-CN' | 'ja' | 'ko' | 'es' | 'ar', string>

export const regions = pgTable(
  'regions',
  {
    /** Countries: ISO 3166 numeric code. Cities: 100000 + position in the seed table. */
    id: integer('id').primaryKey(),
    type: text('type').$type<'country' | 'city'>().notNull(),
    countryCode: text('country_code').notNull(),
    parentId: integer('parent_id'),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** Lower-cased names in every locale plus aliases, for fuzzy lookup. */
    searchText: text('search_text').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    timezone: text('timezone'),
  },
  (t) => [
    index('regions_parent_idx').on(t.parentId),
    index('regions_country_idx').on(t.countryCode, t.type),
    index('regions_hot_idx').on(t.isHot, t.sort),
    index('regions_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    check('regions_type_ck', sql`${t.type} in ('country','city')`),
  ],
)

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer('region_id').notNull().references(() => regions.id),
    countryCode: text('country_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    addressEn: text('address_en').notNull(),
    addressZh: text('address_zh').notNull(),
    starRating: smallint('star_rating').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    /** §9: at most 5 images; they are generated pictures served by /static/img/hotel/:id/:n.png (and .svg). */
    imageCount: smallint('image_count').notNull(),
    /** Currency the supplier quotes in (the country's local currency). */
    currency: text('currency').notNull(),
    /** Reference nightly price of the cheapest room, in `currency`. */
    basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull(),
    /** 0-100, for "popular hotel" ordering. */
    popularity: smallint('popularity').notNull().default(50),
    /** Test hook for the supplier adapter: 'normal' or 'always_fail_confirm'. */
    supplierBehavior: text('supplier_behavior').notNull().default('normal'),
    phone: text('phone').notNull().default(''),
  },
  (t) => [
    index('hotels_region_idx').on(t.regionId),
    index('hotels_country_idx').on(t.countryCode),
    index('hotels_name_en_trgm').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('hotels_name_zh_trgm').using('gin', t.nameZh.op('gin_trgm_ops')),
    check('hotels_star_ck', sql`${t.starRating} between 1 and 5`),
    check('hotels_images_ck', sql`${t.imageCount} between 1 and 5`),
  ],
)

export const roomTypes = pgTable(
  'room_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id').notNull().references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    bedTypeEn: text('bed_type_en').notNull(),
    bedTypeZh: text('bed_type_zh').notNull(),
    maxOccupancy: smallint('max_occupancy').notNull(),
    maxChildren: smallint('max_children').notNull(),
    /** Typical rooms on sale per night; see domain/pricing.ts baseAllotment(). */
    baseAllotment: smallint('base_allotment').notNull(),
    /** Multiplier on the hotel's base price. */
    priceFactor: numeric('price_factor', { precision: 6, scale: 3 }).notNull().default('1'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('room_types_hotel_code_uq').on(t.hotelId, t.code)],
)

export const MEAL_TYPES = ['none', 'breakfast', 'half_board'] as const
export type MealType = (typeof MEAL_TYPES)[number]

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roomTypeId: integer('room_type_id').notNull().references(() => roomTypes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    mealType: text('meal_type').$type<MealType>().notNull(),
    mealCount: smallint('meal_count').notNull().default(0),
    refundable: boolean('refundable').notNull(),
    /** Free cancellation until this many days before check-in (null when non-refundable). */
    freeCancelDays: smallint('free_cancel_days'),
    /** Multiplier on the room price (non-refundable plans are discounted, meals add). */
    priceFactor: numeric('price_factor', { precision: 6, scale: 3 }).notNull().default('1'),
  },
  (t) => [
    uniqueIndex('rate_plans_room_code_uq').on(t.roomTypeId, t.code),
    check('rate_plans_meal_ck', sql`${t.mealType} in ('none','breakfast','half_board')`),
  ],
)

/**
 * Rooms already taken per room type and night. Availability is the deterministic
 * baseAllotment(room, night) minus this, so only nights with bookings have rows.
 */
export const allotmentTaken = pgTable(
  'allotment_taken',
  {
    roomTypeId: integer('room_type_id').notNull().references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] }), check('allotment_taken_ck', sql`${t.taken} >= 0`)],
)

/** §1 reference currencies: how many units of `code` one CNY buys. */
export const exchangeRates = pgTable('exchange_rates', {
  code: text('code').primaryKey(),
  perCny: numeric('per_cny', { precision: 18, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** architecture.md "Mail": without SMTP, mail lands here (readable at GET /api/dev/outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)

export const schema = {
  appMeta,
  agencies,
  users,
  sessions,
  creditAccounts,
  creditLedger,
  regions,
  hotels,
  roomTypes,
  ratePlans,
  allotmentTaken,
  exchangeRates,
  mailOutbox,
}

export * from './schema-auth'
export * from './schema-hotel'
export * from './schema-order'
export * from './schema-payment'
export * from './schema-content'
