import { asc, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ContentPaths } from '../../../src/contract/content'
import { DEFAULT_LOCALE, VISITOR_LOCALES, type Locale } from '../../../src/contract/locales'
import { blogPosts } from '../../db/schema'
import { isHttps } from '../../http/request-info'
import type { AppEnv } from '../../http/types'

// GET /sitemap.xml: every visitor route (§2 "routes needing no login" that are marketing
// pages) in every visitor locale (ar is for logged-in users only, §1), each with hreflang
// alternates and an x-default (en-US, the fallback locale). Blog articles are listed per
// translation: the alternates of a post are its siblings with the same slug.

/** Locale-less visitor paths; the introduction paths follow src/components/layouts/intro-nav.ts. */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/about',
  '/contracts',
  '/credit?type=termsAndConditions',
  '/credit?type=privacyPolicy',
  '/credit?type=returnPolicy',
  '/credit?type=intellectualPropertyRights',
  '/english',
  '/convert',
  '/themeroom',
  '/news',
  '/introduction/aboutus',
  '/introduction/customerService',
  '/introduction/resource',
  '/introduction/product/standard',
  '/introduction/product/ai',
  '/introduction/solution/agency',
  '/introduction/solution/superapps',
  '/introduction/solution/businesstravel',
  '/introduction/solution/api',
  '/introduction/solution/whitelabel',
  '/introduction/contact',
  '/introduction/tools',
]

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] as string)

/** The public origin of this request (X-Forwarded-Host only behind a trusted proxy). */
export function publicOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  const forwarded = c.var.deps.config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwarded || c.req.header('host') || url.host
  return `${isHttps(c) ? 'https' : 'http'}://${host}`
}

function urlEntry(origin: string, byLocale: ReadonlyMap<Locale, string>, lastmod?: Date): string[] {
  const alternates = [...byLocale].map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + p)}"/>`)
  const fallback = byLocale.get(DEFAULT_LOCALE)
  if (fallback) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + fallback)}"/>`)
  return [...byLocale.values()].map(
    (p) => `<url><loc>${xml(origin + p)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates.join('')}</url>`,
  )
}

export async function buildSitemap(c: Context<AppEnv>): Promise<string> {
  const origin = publicOrigin(c)
  const entries: string[] = []
  for (const p of SITEMAP_PATHS) {
    const localized = new Map(VISITOR_LOCALES.map((l) => [l, p === '/' ? `/${l}/` : `/${l}${p}`] as const))
    entries.push(...urlEntry(origin, localized))
  }
  const posts = await c.var.deps.db
    .select({ id: blogPosts.id, slug: blogPosts.slug, locale: blogPosts.locale, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(inArray(blogPosts.locale, [...VISITOR_LOCALES]))
    .orderBy(asc(blogPosts.slug), asc(blogPosts.id))
  const bySlug = new Map<string, typeof posts>()
  for (const post of posts) bySlug.set(post.slug, [...(bySlug.get(post.slug) ?? []), post])
  for (const group of bySlug.values()) {
    const localized = new Map(group.map((p) => [p.locale as Locale, `/${p.locale}/news/detail/${p.id}`] as const))
    const newest = group.reduce((a, b) => (a.publishedAt > b.publishedAt ? a : b))
    entries.push(...urlEntry(origin, localized, newest.publishedAt))
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  )
}

/** robots.txt text with a Sitemap line for this origin (replacing any earlier one). */
export function withSitemapLine(robots: string, c: Context<AppEnv>): string {
  const kept = robots.replace(/^sitemap:.*(\r?\n|$)/gim, '').replace(/\s*$/, '\n')
  return `${kept}Sitemap: ${publicOrigin(c)}${ContentPaths.sitemap}\n`
}

export const sitemapRoute = new Hono<AppEnv>().get(ContentPaths.sitemap, async (c) => {
  c.header('Content-Type', 'application/xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=3600')
  return c.body(await buildSitemap(c))
})
