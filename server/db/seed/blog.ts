import type { BlogBlock } from '../../../src/contract/content'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../client'
import { blogPosts } from '../schema'
import { BLOG_AR } from './blog/ar'
import { BLOG_EN } from './blog/en-US'
import { BLOG_ES } from './blog/es'
import { BLOG_JA } from './blog/ja'
import { BLOG_KO } from './blog/ko'
import { BLOG_ZH } from './blog/zh-CN'

// Blog articles (§1 blog, issue 8): written for this product in each language (not word
// for word), kept as text in server/db/seed/blog/<locale>.ts. A body is light markup:
// paragraphs separated by blank lines, "## " headings, "- " list items.

/** One article in one language. */
export type BlogSeedArticle = {
  slug: BlogSlug
  title: string
  summary: string
  tags: string[]
  body: string
}

/** Topic of each article: shared cover picture and publication date across languages. */
export const BLOG_TOPICS = {
  'credit-and-delayed-payment': { cover: 1, publishedAt: '2026-03-10T02:00:00Z' },
  'offline-booking-and-drafts': { cover: 2, publishedAt: '2026-04-14T02:00:00Z' },
  'refundable-rates-beijing-deadlines': { cover: 3, publishedAt: '2026-05-19T02:00:00Z' },
  'theme-rooms-premium': { cover: 4, publishedAt: '2026-06-23T02:00:00Z' },
  'api-and-white-label': { cover: 5, publishedAt: '2026-07-28T02:00:00Z' },
  'sub-accounts-and-permissions': { cover: 6, publishedAt: '2026-08-25T02:00:00Z' },
  'reconciling-bills': { cover: 7, publishedAt: '2026-09-22T02:00:00Z' },
  'peak-season-allotment': { cover: 8, publishedAt: '2026-10-27T02:00:00Z' },
} as const
export type BlogSlug = keyof typeof BLOG_TOPICS

export const BLOG_AUTHORS: Record<Locale, string> = {
  'en-US': 'Harborline editorial team',
  'zh-CN': 'Harborline 编辑部',
  ja: 'Harborline 編集部',
  ko: 'Harborline 편집팀',
  es: 'Equipo editorial de Harborline',
  ar: 'فريق تحرير Harborline',
}

export const BLOG_ARTICLES: Record<Locale, readonly BlogSeedArticle[]> = {
  'en-US': BLOG_EN,
  'zh-CN': BLOG_ZH,
  ja: BLOG_JA,
  ko: BLOG_KO,
  es: BLOG_ES,
  ar: BLOG_AR,
}

/** Light markup → blocks (see the header comment). */
export function parseArticleBody(text: string): BlogBlock[] {
  const blocks: BlogBlock[] = []
  for (const chunk of text.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ type: 'ul', items: lines.map((l) => l.slice(2).trim()) })
    else if (lines.length === 1 && lines[0]?.startsWith('## ')) blocks.push({ type: 'h2', text: lines[0].slice(3).trim() })
    else blocks.push({ type: 'p', text: lines.join(' ') })
  }
  return blocks
}

/** Rows for blog_posts, newest topic last. */
export function blogSeedRows(): Array<typeof blogPosts.$inferInsert> {
  return (Object.entries(BLOG_ARTICLES) as Array<[Locale, readonly BlogSeedArticle[]]>).flatMap(([locale, articles]) =>
    articles.map((a) => ({
      locale,
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      tags: a.tags,
      body: parseArticleBody(a.body),
      coverImageUrl: `/static/img/blog/${BLOG_TOPICS[a.slug].cover}.svg`,
      author: BLOG_AUTHORS[locale],
      publishedAt: new Date(BLOG_TOPICS[a.slug].publishedAt),
    })),
  )
}

/**
 * Inserts the articles that are missing (by locale and slug) and leaves existing rows as
 * they are, so it runs at every start: a database seeded before the blog existed gets it too.
 */
export async function seedBlogPosts(db: Db): Promise<number> {
  const rows = await db
    .insert(blogPosts)
    .values(blogSeedRows())
    .onConflictDoNothing({ target: [blogPosts.locale, blogPosts.slug] })
    .returning({ id: blogPosts.id })
  return rows.length
}
