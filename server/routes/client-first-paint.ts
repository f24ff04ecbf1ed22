import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import { errorEnvelopeSchema, isSuccess } from '../../src/contract/envelope'
import { VISITOR_LOCALES, isLocale, type Locale } from '../../src/contract/locales'
import type { AppEnv } from '../http/types'

// #9 LCP: a hotel list or hotel page opened by URL gets its first screen in the HTML (and a
// visitor's login page its form). Before, its first picture could only be asked for once
// ~300 KB of JavaScript had downloaded and run and the page's data had been fetched (3.4-3.9 s
// on Lighthouse's throttled phone). What a page
// shows comes from the build's .ssr/first-paint.mjs (src/ssr/first-paint.tsx);
// its data from this server's own API, asked exactly as the app asks it, with the caller's
// cookies, so permissions and withheld prices are the API's. Agents get it in any locale,
// visitors in the visitor locales only (§1: ar is for logged-in users; the app moves them).
// The answer goes along as JSON under the app's query key, so the app shows the same data at once
// instead of asking again. Anything that fails leaves index.html as it was.

type PaintRequest = { method: 'GET' | 'POST'; path: string; body?: unknown }
type Painted = { markup: string; images: string[] }
type Renderer = {
  firstPaintOf(input: { locale: Locale; path: string; search: string; now: Date; loggedIn: boolean }):
    | { request: PaintRequest; queryKey: readonly unknown[]; render(data: unknown): Promise<Painted | null> }
    | { request?: undefined; render(): Promise<Painted | null> }
    | null
}

/** A page's first paint: its markup, the pictures to ask for first, the answer for the app (none for the login page). */
export type PaintedPage = Painted & { handoff: { queryKey: readonly unknown[]; data: unknown; updatedAt: number } | null }

/** Runs a request through the whole API app (middleware included), as the browser would. */
export type Dispatch = (request: Request) => Promise<Response>

/** index.html marks its boot shell (what the app takes the place of). */
const SHELL = /<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->/
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i
/** The app's entry script, as Vite writes it into index.html's head. */
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
/** What the head asks for on the app's behalf: its modules (index.html, boot hints) and user_info (boot hints). */
const APP_PRELOAD = /<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]*\bas="fetch"[^>]*>/g

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** JSON inside <script type="application/json">: "<" escaped so no text can close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * index.html with the first paint in place of the boot shell, its pictures asked for first, the
 * answer it was made from for the app (#first-paint-data, outside the root the app renders
 * into) and the app's entry and preloads started by public/first-paint.js after the page's first frame.
 */
export function withFirstPaint(html: string, page: PaintedPage): string {
  if (!SHELL.test(html) || !html.includes('</body>')) return html
  // Ahead of the app's module preloads, so the pictures do not queue behind ~20 scripts.
  const preloads = page.images.map((src) => `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high" />`).join('')
  const handoff = page.handoff ? `<script type="application/json" id="first-paint-data">${jsonBlock(page.handoff)}</script>` : ''
  // The app's preloads wait with it, in an inert <template> that first-paint.js puts in the head
  // just before the entry: asked for at once, ~300 KB of scripts shared the connection with the
  // page and its pictures before anything was on screen, and Lighthouse's simulated phone, which
  // counts every request started before the first paint as needed for it, put the painted page's
  // first paint after them in some runs (2.8 s instead of 0.8 s at 8x).
  const entry = ENTRY.exec(html)?.[1]
  const later = entry ? (html.match(APP_PRELOAD) ?? []) : []
  const held = later.length ? `<template id="after-first-paint">${later.join('')}</template>` : ''
  const starter = entry ? `${held}<script src="/first-paint.js" data-entry="${attr(entry)}" defer></script>` : ''
  const withShell = (later.length ? html.replace(APP_PRELOAD, '') : html)
    .replace(SHELL, () => `<!--boot-shell-->${page.markup}<!--/boot-shell-->`)
    .replace(ENTRY, () => starter)
    .replace('</body>', () => `${handoff}${entry ? '' : '<script src="/first-paint.js" defer></script>'}</body>`)
  return CHARSET.test(withShell) ? withShell.replace(CHARSET, (m) => m + preloads) : withShell
}

/**
 * `budgetMs` (FIRST_PAINT_BUDGET_MS, 300 by default) is how long the HTML may wait for the first
 * paint: PGlite answers one query at a time, so under load the paint's API call can queue; past
 * it the shell goes out as before and the app asks by itself, rather than the first byte waiting.
 */
export function firstPaintRenderer(distDir: string, dispatch: Dispatch, budgetMs: number) {
  const entry = path.join(distDir, '.ssr', 'first-paint.mjs')
  let renderer: Promise<Renderer | null> | null = null
  const load = () => (renderer ??= existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<Renderer>) : Promise.resolve(null))
  // Loaded now, so the first page after a start is not the one that waits for it.
  void load().catch(() => undefined)

  const paint = async (c: Context<AppEnv>, liveSession: boolean, locale: Locale, rest: string[]): Promise<PaintedPage | null> => {
    try {
      const render = await load()
      const page = render?.firstPaintOf({ locale, path: `/${rest.join('/')}`, search: new URL(c.req.url).search, now: new Date(), loggedIn: liveSession })
      if (!page) return null
      if (!page.request) {
        const painted = await page.render()
        return painted && { ...painted, handoff: null }
      }
      const { method, path: apiPath, body } = page.request
      const headers: Record<string, string> = { cookie: c.req.header('cookie') ?? '', 'accept-language': locale }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await dispatch(new Request(new URL(apiPath, c.req.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
      if (res.status !== 200) return null
      const answer = errorEnvelopeSchema.safeParse(await res.json())
      if (!answer.success || !isSuccess(answer.data)) return null
      const painted = await page.render(answer.data.data)
      return painted && { ...painted, handoff: { queryKey: page.queryKey, data: answer.data.data, updatedAt: Date.now() } }
    } catch (error) {
      // The app renders the page by itself: a failure here must not cost the user the page.
      c.var.deps.logger.warn({ err: error }, 'first paint failed, serving the shell')
      return null
    }
  }

  /** The page's first paint, or null (no such page, no renderer, nothing to show, too slow). */
  return async (c: Context<AppEnv>, liveSession: boolean): Promise<PaintedPage | null> => {
    const [, locale, ...rest] = c.req.path.split('/')
    if (c.req.method !== 'GET' || !isLocale(locale) || (!liveSession && !(VISITOR_LOCALES as readonly string[]).includes(locale))) return null
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)))
    try {
      return await Promise.race([paint(c, liveSession, locale, rest), late])
    } finally {
      clearTimeout(timer)
    }
  }
}
