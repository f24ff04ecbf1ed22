import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { BlogBlock } from '../../src/contract/content'
import { users } from './schema'

// Visitor content (issue 8): blog posts (§1, §7 blog list/content), demo-appointment leads
// (§3 lead form) and the customer-service chat (§2 chat widget, §7 /api/v1/messages/).

/** One article in one language; the same story in another language is another row. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale').notNull(),
    /** Stable key of the seeded article, shared by its translations. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Structured blocks (h2, p, ul, img), never raw HTML. */
    body: jsonb('body').$type<BlogBlock[]>().notNull(),
    /** May be stored as http://; the API serves it as https (§7). */
    coverImageUrl: text('cover_image_url').notNull(),
    author: text('author').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_locale_slug_uq').on(t.locale, t.slug),
    index('blog_posts_locale_published_idx').on(t.locale, t.publishedAt),
    check('blog_posts_locale_ck', sql`${t.locale} in ('zh-CN','en-US','ja','ko','es','ar')`),
  ],
)

/** §3 lead form from the demo-booking modal. */
export const demoAppointments = pgTable(
  'demo_appointments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased, so the duplicate window matches regardless of case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    locale: text('locale'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Set when a logged-in user sent it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_appointments_email_idx').on(t.email, t.createdAt)],
)

/**
 * A support conversation: a visitor's (no user) or a logged-in user's (one per user). Access
 * is by opaque tokens (chat_access_tokens), never by this id.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_user_uq').on(t.userId).where(sql`${t.userId} is not null`),
    index('chat_conversations_last_idx').on(t.lastMessageAt),
  ],
)

/** Bearer capabilities for a conversation; only the sha-256 of a token is stored. */
export const chatAccessTokens = pgTable(
  'chat_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_access_tokens_conversation_idx').on(t.conversationId)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'customer' | 'staff'>().notNull(),
    /** The staff member or the logged-in customer who wrote it, when known. */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_ck', sql`${t.sender} in ('customer','staff')`),
  ],
)
