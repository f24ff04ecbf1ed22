import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import {
  ContentPaths,
  customerServiceUrlRequestSchema,
  devSupportReplySchema,
  listMessagesQuerySchema,
  sendMessageSchema,
  type CustomerServiceUrlResponse,
  type MessageListResponse,
} from '../../../src/contract/content'
import { ErrorCode } from '../../../src/contract/errors'
import { DEFAULT_LOCALE, matchLocale, VISITOR_LOCALES, type Locale } from '../../../src/contract/locales'
import { lockedFor, recordFailure, type ThrottlePolicy } from '../../domain/rate-limit'
import { notFound } from '../../http/errors'
import { isHttps } from '../../http/request-info'
import { sendFail, sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { fieldErrors, findControlChars, validate, validationFailure } from '../../http/validate'
import { tooMany } from '../account/credentials'
import { preferredLanguages } from '../client'
import { addMessage, conversationForToken, listMessages, openConversation } from './chat-store'
import { optionalUser } from './viewer'

// §2 customer-service widget and §7 get_customer_service_url / /api/v1/messages/. The widget
// frames our own /support/chat page (support-page.ts); the URL carries an opaque token that
// is the only key to the conversation, so one conversation can never read another's.

/** A person types slower than this; a script flooding one conversation is stopped. */
export const CHAT_POLICY: ThrottlePolicy = { limit: 30, windowMs: 60_000, lockMs: 60_000 }
const CONVERSATION_GONE = 'this chat link is no longer valid, please open the chat again'
/**
 * A visitor's conversation token is also kept in an HttpOnly cookie scoped to the URL call,
 * so the widget finds the same thread again without storing anything itself.
 */
export const VISITOR_CHAT_COOKIE = 'support_conversation'
const VISITOR_CHAT_DAYS = 30

/** The body is optional here (the widget may POST nothing); anything sent must be JSON. */
async function readOptionalJson(c: Context<AppEnv>): Promise<{ value: unknown } | { error: string }> {
  const text = await c.req.text()
  if (text.trim() === '') return { value: {} }
  if (!/^application\/([\w.-]+\+)?json$/i.test((c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '')) {
    return { error: 'Request body must be JSON (Content-Type: application/json)' }
  }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return { error: 'Malformed JSON in request body' }
  }
}

function chatLocale(c: Context<AppEnv>, asked: Locale | undefined, loggedIn: boolean): Locale {
  if (asked && (loggedIn || VISITOR_LOCALES.includes(asked))) return asked
  return matchLocale(preferredLanguages(c.req.header('accept-language')), loggedIn ? undefined : VISITOR_LOCALES) ?? DEFAULT_LOCALE
}

/**
 * The conversation a request may use: the token must be live, and a user's conversation also
 * needs that user's session, so a token left behind on a shared device (or in a copied link)
 * opens nothing after logout. Both failures look the same (404), revealing nothing.
 */
export async function accessibleConversation(c: Context<AppEnv>, token: string): Promise<{ id: number; userId: number | null } | null> {
  const conv = await conversationForToken(c.var.deps.db, token)
  if (!conv || conv.userId === null) return conv
  const user = await optionalUser(c)
  return user?.id === conv.userId ? conv : null
}

export const chatRoutes = new Hono<AppEnv>()
  .post(ContentPaths.customerServiceUrl, sameOriginOnly(), async (c) => {
    const input = await readOptionalJson(c)
    if ('error' in input) return sendFail(c, 400, ErrorCode.VALIDATION, input.error)
    const bad = findControlChars(input.value)
    if (bad !== undefined) return validationFailure(c, [{ field: bad, message: 'must not contain control characters' }])
    const parsed = customerServiceUrlRequestSchema.safeParse(input.value)
    if (!parsed.success) return validationFailure(c, fieldErrors(parsed.error, input.value))
    const user = await optionalUser(c)
    const locale = chatLocale(c, parsed.data.locale, user !== null)
    const { token } = await openConversation(c.var.deps.db, {
      userId: user?.id ?? null,
      previousToken: parsed.data.conversation ?? getCookie(c, VISITOR_CHAT_COOKIE),
      locale,
    })
    if (!user) {
      setCookie(c, VISITOR_CHAT_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        path: ContentPaths.customerServiceUrl,
        maxAge: VISITOR_CHAT_DAYS * 86_400,
      })
    }
    const url = `${ContentPaths.supportChat}?${new URLSearchParams({ locale, t: token }).toString()}`
    const data: CustomerServiceUrlResponse = { success: true, url, conversation: token }
    c.header('Cache-Control', 'no-store')
    return sendOk(c, data)
  })
  .post(ContentPaths.messages, sameOriginOnly(), validate('json', sendMessageSchema), async (c) => {
    const { db } = c.var.deps
    const body = c.req.valid('json')
    const conv = await accessibleConversation(c, body.conversation)
    if (!conv) return sendFail(c, 404, ErrorCode.NOT_FOUND, CONVERSATION_GONE)
    const key = `chat:conv:${conv.id}`
    const locked = await lockedFor(db, [key])
    if (locked > 0) return tooMany(c, locked)
    await recordFailure(db, key, CHAT_POLICY)
    const message = await addMessage(db, conv.id, { sender: 'customer', body: body.body, senderUserId: conv.userId })
    return sendOk(c, message, 201)
  })
  .get(ContentPaths.messages, validate('query', listMessagesQuerySchema), async (c) => {
    const { db } = c.var.deps
    const q = c.req.valid('query')
    const conv = await accessibleConversation(c, q.conversation)
    if (!conv) return sendFail(c, 404, ErrorCode.NOT_FOUND, CONVERSATION_GONE)
    const data: MessageListResponse = { items: await listMessages(db, conv.id, q.after) }
    c.header('Cache-Control', 'no-store')
    return sendOk(c, data)
  })
  // Development only: the staff side comes with the back office; tests and demos reply here.
  .post(ContentPaths.devSupportReply, async (c, next) => {
    if (c.var.deps.config.nodeEnv === 'production') return notFound(c)
    return next()
  }, validate('json', devSupportReplySchema), async (c) => {
    const { db } = c.var.deps
    const body = c.req.valid('json')
    const conv = await conversationForToken(db, body.conversation)
    if (!conv) return sendFail(c, 404, ErrorCode.NOT_FOUND, CONVERSATION_GONE)
    return sendOk(c, await addMessage(db, conv.id, { sender: 'staff', body: body.body, senderUserId: null }), 201)
  })
