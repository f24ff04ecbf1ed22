import { count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  blogContentQuerySchema,
  blogListQuerySchema,
  ContentPaths,
  toHttps,
  type BlogBlock,
  type BlogContent,
  type BlogListResponse,
  type BlogSummary,
} from '../../../src/contract/content'
import { ErrorCode } from '../../../src/contract/errors'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/client'
import { blogPosts } from '../../db/schema'
import { notFound } from '../../http/errors'
import { sendFail, sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { blogCoverSvg } from './blog-cover'

// §7 blog: GET {static}/static/v2/blog/list and /static/v2/blog/content, public. Posts live
// in blog_posts (seeded from server/db/seed/blog/). Every image link leaves here as https
// (§7 "http rewritten to https"), whatever was stored.

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  summary: blogPosts.summary,
  coverImageUrl: blogPosts.coverImageUrl,
  publishedAt: blogPosts.publishedAt,
  locale: blogPosts.locale,
  tags: blogPosts.tags,
}

type SummaryRow = { id: number; title: string; summary: string; coverImageUrl: string; publishedAt: Date; locale: string; tags: string[] }

function toSummary(r: SummaryRow): BlogSummary {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover_image_url: toHttps(r.coverImageUrl),
    published_at: r.publishedAt.toISOString(),
    locale: r.locale as Locale,
    tags: r.tags,
  }
}

function secureBlocks(blocks: BlogBlock[]): BlogBlock[] {
  return blocks.map((b) => (b.type === 'img' ? { ...b, src: toHttps(b.src) } : b))
}

/** §3 Blog.text: the body as plain text, blocks separated by blank lines. */
export function blocksToText(blocks: BlogBlock[]): string {
  return blocks
    .map((b) => (b.type === 'ul' ? b.items.map((i) => `• ${i}`).join('\n') : b.type === 'img' ? b.alt : b.text))
    .filter(Boolean)
    .join('\n\n')
}

/** The newest posts of one language (the visitor home's "News and insights"). */
export async function latestPosts(db: Db, locale: Locale, limit: number): Promise<BlogSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.locale, locale))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
  return rows.map(toSummary)
}

export const blogRoutes = new Hono<AppEnv>()
  .get(ContentPaths.blogList, validate('query', blogListQuerySchema), async (c) => {
    const { db } = c.var.deps
    const q = c.req.valid('query')
    const where = eq(blogPosts.locale, q.locale)
    const [rows, totals] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(blogPosts).where(where),
    ])
    const data: BlogListResponse = { items: rows.map(toSummary), total: totals[0]?.n ?? 0, page: q.page, page_size: q.page_size }
    c.header('Cache-Control', 'public, max-age=300')
    return sendOk(c, data)
  })
  .get(ContentPaths.blogContent, validate('query', blogContentQuerySchema), async (c) => {
    const { db } = c.var.deps
    const { id } = c.req.valid('query')
    const [row] = await db
      .select({ ...summaryColumns, author: blogPosts.author, body: blogPosts.body })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .limit(1)
    if (!row) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'this article does not exist')
    const body = secureBlocks(row.body)
    const data: BlogContent = { ...toSummary(row), author: row.author, body, text: blocksToText(body) }
    c.header('Cache-Control', 'public, max-age=300')
    return sendOk(c, data)
  })
  .get('/static/img/blog/:file', (c) => {
    const m = /^([1-9]\d?)\.svg$/.exec(c.req.param('file'))
    const svg = m ? blogCoverSvg(Number(m[1])) : null
    if (!svg) return notFound(c)
    c.header('Content-Type', 'image/svg+xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return c.body(svg)
  })
