import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { hotels, users } from './schema'

// §2 history drawer and §3 history/favourite records: per user, shared by every server
// instance (architecture.md "Runtime"), so they live in the database.

/**
 * One row per (user, hotel): the latest visit. `lastPrice` is the lowest one-night price seen
 * at that visit, in the hotel's supplier currency (`lastPriceCurrency`); it is converted into
 * the reader's reference currency when the history is read.
 */
export const viewHistory = pgTable(
  'view_history',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull().references(() => hotels.id, { onDelete: 'cascade' }),
    queryTime: timestamp('query_time', { withTimezone: true }).notNull(),
    lastPrice: numeric('last_price', { precision: 14, scale: 2 }),
    lastPriceCurrency: text('last_price_currency'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hotelId] }),
    index('view_history_user_time_idx').on(t.userId, t.queryTime),
    check('view_history_price_ck', sql`(${t.lastPrice} is null) = (${t.lastPriceCurrency} is null)`),
  ],
)

/** §3 favourite record (s_hotel_id, create_date). */
export const hotelFavorites = pgTable(
  'hotel_favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull().references(() => hotels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('hotel_favorites_user_time_idx').on(t.userId, t.createdAt)],
)
