import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import type { Locale } from '../../src/contract'
import type { BlogSummary } from '../../src/contract/content'
import { hashToken, readToken, resolveSession } from '../http/session'
import type { AppEnv } from '../http/types'
import { latestPosts } from './content/blog'
import { publicOrigin } from './content/sitemap'

// Issue 8: visitors opening /<locale>/ get the home page as server-rendered HTML (first paint
// and LCP without the app's JavaScript); logged-in users, and locales without a static home,
// get the app (index.html) as before. The renderer is the build's .ssr/render.mjs
// (static-home.config.ts); without it every request falls through to the app.

type Renderer = {
  hasStaticHome(locale: string): locale is Locale
  renderStaticHome(input: { locale: Locale; origin: string; showCopyright: boolean; posts: readonly BlogSummary[]; scriptSrc: string | null }): Promise<string>
}

const POSTS_TTL_MS = 60_000

export function staticHomeHandler(distDir: string) {
  const ssrDir = path.join(distDir, '.ssr')
  let renderer: Promise<Renderer | null> | null = null
  let scriptSrc: string | null = null
  const postsCache = new Map<Locale, { at: number; posts: Promise<BlogSummary[]> }>()

  const load = () => {
    renderer ??= (async () => {
      const entry = path.join(ssrDir, 'render.mjs')
      if (!existsSync(entry)) return null
      try {
        scriptSrc = (JSON.parse(readFileSync(path.join(ssrDir, 'home.json'), 'utf8')) as { script: string | null }).script
      } catch {
        scriptSrc = null
      }
      return (await import(pathToFileURL(entry).href)) as Renderer
    })()
    return renderer
  }

  const posts = (c: Context<AppEnv>, locale: Locale) => {
    const hit = postsCache.get(locale)
    if (hit && Date.now() - hit.at < POSTS_TTL_MS) return hit.posts
    const fresh = latestPosts(c.var.deps.db, locale, 3).catch((error: unknown) => {
      postsCache.delete(locale)
      throw error
    })
    postsCache.set(locale, { at: Date.now(), posts: fresh })
    return fresh
  }

  /** A live session means the app's home (the user's), not the visitor page. */
  const loggedIn = async (c: Context<AppEnv>) => {
    const presented = readToken(c)
    if (!presented) return false
    return (await resolveSession(c.var.deps.db, hashToken(presented.token))).kind === 'ok'
  }

  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const locale = c.req.param('locale') ?? ''
    const render = await load()
    if (!render?.hasStaticHome(locale) || (await loggedIn(c))) return next()
    let html: string
    try {
      // The posts are an extra: without them (database trouble) the page still renders.
      const latest = await posts(c, locale).catch((error: unknown) => {
        c.var.deps.logger.warn({ err: error }, 'visitor home: latest posts unavailable')
        return []
      })
      const origin = publicOrigin(c)
      html = await render.renderStaticHome({
        locale,
        origin,
        showCopyright: !new URL(origin).hostname.includes('.com'),
        posts: latest,
        scriptSrc,
      })
    } catch (error) {
      // A renderer failure must not cost the visitor the page: the app renders the home too.
      c.var.deps.logger.error({ err: error }, 'visitor home: render failed, serving the app')
      return next()
    }
    c.header('Cache-Control', 'no-cache')
    // The same URL is the app for a logged-in user.
    c.header('Vary', 'Cookie')
    return c.html(c.req.method === 'HEAD' ? '' : html)
  }
}
