import * as z from 'zod/mini'
import { EMAIL_RE } from './account'
import { LEAD_INVALID_RE } from './patterns'
import { LOCALES } from './locales'
import { intParam } from './params'
import { lazySchema } from './lazy-schema'

// §1/§7 visitor content: blog, demo appointment (lead form, §3/§5), customer-service chat.
// Server handlers and the client share these schemas (issue 8).

/**
 * Paths; blog calls use the {static} base, demo and customer-service the {b2b} base,
 * messages, the support chat page and the sitemap live at the root.
 */
export const ContentPaths = {
  blogList: '/static/v2/blog/list',
  blogContent: '/static/v2/blog/content',
  demoAppointment: '/b2b/demo_appointment',
  customerServiceUrl: '/b2b/get_customer_service_url',
  messages: '/api/v1/messages/',
  /** Server-rendered chat page; the url from get_customer_service_url points here. */
  supportChat: '/support/chat',
  blogCover: (n: number | string) => `/static/img/blog/${n}.svg`,
  sitemap: '/sitemap.xml',
  /** Development only (404 in production): lets tests post a staff reply. */
  devSupportReply: '/api/dev/support/reply',
} as const

export const contentLocaleSchema = z.enum(LOCALES)

// ---------------------------------------------------------------------------------------
// Blog: GET {static}/static/v2/blog/list?page&page_size&locale

export const BLOG_PAGE_SIZE_MAX = 50
export const blogListQuerySchema = lazySchema(() => z.object({
  /** 1-based. */
  page: z._default(intParam(1, 10_000), 1),
  page_size: z._default(intParam(1, BLOG_PAGE_SIZE_MAX), 10),
  locale: z._default(contentLocaleSchema, 'en-US'),
}))
export type BlogListQuery = z.infer<typeof blogListQuerySchema>

export const blogSummarySchema = lazySchema(() => z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  /** Always https:// or root-relative (§7 rewrite). */
  cover_image_url: z.string(),
  /** ISO 8601 instant. */
  published_at: z.string(),
  locale: contentLocaleSchema,
  tags: z.array(z.string()),
}))
export type BlogSummary = z.infer<typeof blogSummarySchema>

/** Newest first. `total` counts every post of the locale. */
export const blogListResponseSchema = z.object({
  items: z.array(blogSummarySchema),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
})
export type BlogListResponse = z.infer<typeof blogListResponseSchema>

// ---------------------------------------------------------------------------------------
// Blog: GET {static}/static/v2/blog/content?id  (404 envelope when unknown)

export const blogContentQuerySchema = z.object({ id: intParam(1, 2_147_483_647) })
export type BlogContentQuery = z.infer<typeof blogContentQuerySchema>

/**
 * Structured body instead of HTML, so the client renders it with components and never
 * injects markup. Image src are rewritten to https like the cover.
 */
export const blogBlockSchema = lazySchema(() => z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
  z.object({ type: z.literal('img'), src: z.string(), alt: z.string() }),
]))
export type BlogBlock = z.infer<typeof blogBlockSchema>

export const blogContentSchema = lazySchema(() => z.extend(blogSummarySchema, {
  author: z.string(),
  body: z.array(blogBlockSchema),
  /** §3 Blog.text: the body as plain text (paragraphs separated by blank lines). */
  text: z.string(),
}))
export type BlogContent = z.infer<typeof blogContentSchema>

/** §7: http image links are served as https (root-relative and https stay as they are). */
export function toHttps(url: string): string {
  return /^http:\/\//i.test(url) ? `https://${url.slice(7)}` : url
}

// ---------------------------------------------------------------------------------------
// Demo appointment: POST {b2b}/b2b/demo_appointment (json). §3 lead form, §5 contact order.

export const CONTACT_MESSAGES = {
  emailEmpty: 'please enter your email address',
  emailFormat: 'email format incorrect, please re-enter',
  firstNameEmpty: 'please enter your first name',
  lastNameEmpty: 'please enter your last name',
  phoneEmpty: 'please enter your contact method',
} as const

/**
 * Lead text fields must not carry markup or the §5 invalid characters, except the apostrophe and
 * the comma: a visitor's name (O'Neill) and company (Lin, Chen and Partners)
 * need them, and the lead is stored as data, never put into a query or markup.
 */
/** A missing field reads as empty, so it gets its §5 message rather than a type error (what
 * classic zod's preprocess builds: a transform piped into the schema). */
const emptyIfMissing = (v: unknown) => (v === undefined || v === null ? '' : v)
const leadText = (empty: string, max: number) =>
  z.pipe(z.transform(emptyIfMissing), z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, `is too long (${max} characters at most)`), z.refine((v) => !LEAD_INVALID_RE.test(v), 'Contains invalid characters')))

/**
 * §5: email empty, email format, then the names, then phone; first failure stops. If both
 * names are empty the last-name message wins, so last_name is checked before first_name.
 * Zod reports issues in shape order, so issues[0] is always the §5 message to show.
 */
export const demoAppointmentSchema = lazySchema(() => z.object({
  email: z.pipe(
    z.transform(emptyIfMissing),
    z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.emailEmpty), z.maxLength(254, CONTACT_MESSAGES.emailFormat), z.regex(EMAIL_RE, CONTACT_MESSAGES.emailFormat)),
  ),
  last_name: leadText(CONTACT_MESSAGES.lastNameEmpty, 60),
  first_name: leadText(CONTACT_MESSAGES.firstNameEmpty, 60),
  phone: leadText(CONTACT_MESSAGES.phoneEmpty, 40),
  /** The page's locale; stored with the lead. */
  locale: z.optional(contentLocaleSchema),
}))
export type DemoAppointmentRequest = z.infer<typeof demoAppointmentSchema>
export type DemoAppointmentInput = { email: string; first_name: string; last_name: string; phone: string; locale?: DemoAppointmentRequest['locale'] }

/**
 * Success envelope. The same email within DEMO_DUPLICATE_WINDOW_MINUTES is answered with
 * success and duplicate: true, and no second lead is stored (a double click or a retry is
 * not a new lead). Too many submissions from one IP: 429, ErrorCode.RATE_LIMITED.
 */
export const DEMO_DUPLICATE_WINDOW_MINUTES = 10
export const demoAppointmentResponseSchema = z.object({ id: z.int(), duplicate: z.boolean() })
export type DemoAppointmentResponse = z.infer<typeof demoAppointmentResponseSchema>

// ---------------------------------------------------------------------------------------
// Customer service: POST {b2b}/b2b/get_customer_service_url (json, body may be {}).

export const customerServiceUrlRequestSchema = lazySchema(() => z.object({
  /** A token from an earlier answer, so a visitor keeps the same conversation. */
  conversation: z.optional(z.string().check(z.maxLength(200))),
  locale: z.optional(contentLocaleSchema),
}))
export type CustomerServiceUrlRequest = z.infer<typeof customerServiceUrlRequestSchema>

/** §7 "returns success, data.url": url is for the 400x600 iframe src, used as given. */
export const customerServiceUrlResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  /** Opaque signed conversation token; keep it (e.g. localStorage) and send it back next time. */
  conversation: z.string(),
})
export type CustomerServiceUrlResponse = z.infer<typeof customerServiceUrlResponseSchema>

// ---------------------------------------------------------------------------------------
// Messages: POST /api/v1/messages/ (json) and GET /api/v1/messages/?conversation&after

export const MESSAGE_MAX_LENGTH = 2000
export const messageSenders = ['customer', 'staff'] as const
export const chatMessageSchema = z.object({
  id: z.int(),
  sender: z.enum(messageSenders),
  body: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const sendMessageSchema = lazySchema(() => z.object({
  conversation: z.string().check(z.minLength(1, 'is required'), z.maxLength(200)),
  body: z.string().check(z.trim(), z.minLength(1, 'Please enter a message'), z.maxLength(MESSAGE_MAX_LENGTH, `is too long (${MESSAGE_MAX_LENGTH} characters at most)`)),
}))
export type SendMessageRequest = z.infer<typeof sendMessageSchema>

export const listMessagesQuerySchema = lazySchema(() => z.object({
  conversation: z.string().check(z.minLength(1, 'is required'), z.maxLength(200)),
  /** Only messages with an id above this one (0 = from the start). */
  after: z._default(intParam(0, 2_147_483_647), 0),
}))
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>

/** Oldest first, at most 200 per call. */
export const messageListResponseSchema = z.object({ items: z.array(chatMessageSchema) })
export type MessageListResponse = z.infer<typeof messageListResponseSchema>

/** Development-only staff reply (tests); same body as sending. */
export const devSupportReplySchema = sendMessageSchema
