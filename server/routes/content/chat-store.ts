import { createHash, randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { ChatMessage } from '../../../src/contract/content'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/client'
import { chatAccessTokens, chatConversations, chatMessages } from '../../db/schema'

// Support conversations and their access tokens. A token is 32 random bytes (base64url),
// unguessable and opaque; only its sha-256 is stored (like sessions), so a database leak
// gives no access to anyone's chat. A visitor keeps one token per conversation; a logged-in
// user has one conversation and gets a fresh token each time the widget asks for the URL.

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/
export const MESSAGE_PAGE = 200

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The conversation a token opens, or null for anything that is not a live token. */
export async function conversationForToken(db: Db, token: string): Promise<{ id: number; userId: number | null } | null> {
  if (!TOKEN_RE.test(token)) return null
  const rows = await db
    .select({ id: chatConversations.id, userId: chatConversations.userId })
    .from(chatAccessTokens)
    .innerJoin(chatConversations, eq(chatConversations.id, chatAccessTokens.conversationId))
    .where(eq(chatAccessTokens.tokenHash, hashToken(token)))
    .limit(1)
  return rows[0] ?? null
}

async function issueToken(db: Db, conversationId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(chatAccessTokens).values({ tokenHash: hashToken(token), conversationId })
  return token
}

/**
 * The token to embed in the chat URL. A visitor's earlier token is reused when it still opens
 * a visitor conversation; a user's conversation is found (or created once) by user id.
 */
export async function openConversation(
  db: Db,
  who: { userId: number | null; previousToken?: string; locale?: Locale },
): Promise<{ token: string; conversationId: number }> {
  if (who.userId === null) {
    if (who.previousToken) {
      const prev = await conversationForToken(db, who.previousToken)
      // A user's token presented without that user's session starts a visitor thread instead.
      if (prev && prev.userId === null) return { token: who.previousToken, conversationId: prev.id }
    }
    const [row] = await db.insert(chatConversations).values({ locale: who.locale ?? null }).returning({ id: chatConversations.id })
    if (!row) throw new Error('conversation insert returned nothing')
    return { token: await issueToken(db, row.id), conversationId: row.id }
  }
  // One conversation per user: the partial unique index makes concurrent first calls safe.
  await db
    .insert(chatConversations)
    .values({ userId: who.userId, locale: who.locale ?? null })
    .onConflictDoNothing({ target: chatConversations.userId, where: sql`${chatConversations.userId} is not null` })
  const [conv] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.userId, who.userId)).limit(1)
  if (!conv) throw new Error('user conversation missing after upsert')
  return { token: await issueToken(db, conv.id), conversationId: conv.id }
}

function toMessage(r: { id: number; sender: 'customer' | 'staff'; body: string; createdAt: Date }): ChatMessage {
  return { id: r.id, sender: r.sender, body: r.body, created_at: r.createdAt.toISOString() }
}

export async function addMessage(
  db: Db,
  conversationId: number,
  msg: { sender: 'customer' | 'staff'; body: string; senderUserId: number | null },
): Promise<ChatMessage> {
  const now = new Date()
  const [row] = await db
    .insert(chatMessages)
    .values({ conversationId, sender: msg.sender, body: msg.body, senderUserId: msg.senderUserId, createdAt: now })
    .returning({ id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt })
  if (!row) throw new Error('message insert returned nothing')
  await db.update(chatConversations).set({ lastMessageAt: now }).where(eq(chatConversations.id, conversationId))
  return toMessage(row)
}

/** Messages after `afterId`, oldest first. */
export async function listMessages(db: Db, conversationId: number, afterId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(MESSAGE_PAGE)
  return rows.map(toMessage)
}

/** The newest `limit` messages, oldest first (the chat page's first render). */
export async function latestMessages(db: Db, conversationId: number, limit = MESSAGE_PAGE): Promise<ChatMessage[]> {
  const rows = await db
    .select({ id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit)
  return rows.reverse().map(toMessage)
}
