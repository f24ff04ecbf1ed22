import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeSchema } from '../../../src/contract'
import { blogContentSchema, blogListResponseSchema, ContentPaths } from '../../../src/contract/content'
import { LOCALES, VISITOR_LOCALES } from '../../../src/contract/locales'
import { blogPosts } from '../../db/schema'
import { BLOG_ARTICLES, BLOG_TOPICS, parseArticleBody } from '../../db/seed/blog'
import { createTestApp, type TestApp } from '../../test/harness'
import { SITEMAP_PATHS } from './sitemap'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const listEnvelope = envelopeSchema(blogListResponseSchema)
const contentEnvelope = envelopeSchema(blogContentSchema)
async function list(query: string) {
  const res = await t.request(`${ContentPaths.blogList}?${query}`)
  return { status: res.status, body: listEnvelope.parse(await res.json()) }
}

describe('seeded articles', () => {
  const slugs = (l: keyof typeof BLOG_ARTICLES) => BLOG_ARTICLES[l].map((a) => a.slug).sort()
  it('cover the same topics in every language, so each post has all its hreflang alternates', () => {
    for (const locale of LOCALES) expect(slugs(locale), locale).toEqual(Object.keys(BLOG_TOPICS).sort())
  })
  it('are 300-600 words long (CJK: 500-1200 characters) with headings and at least one list', () => {
    for (const locale of LOCALES) {
      for (const a of BLOG_ARTICLES[locale]) {
        const cjk = (a.body.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length
        const words = a.body.split(/\s+/).filter(Boolean).length
        // Korean and Arabic words are longer units than English ones: a lower floor there.
        const [min, max] = cjk > 200 ? [500, 1200] : locale === 'ko' || locale === 'ar' ? [250, 600] : [300, 600]
        const size = cjk > 200 ? cjk : words
        expect(size, `${locale} ${a.slug}`).toBeGreaterThanOrEqual(min)
        expect(size, `${locale} ${a.slug}`).toBeLessThanOrEqual(max)
        const blocks = parseArticleBody(a.body)
        expect(blocks.filter((b) => b.type === 'h2').length, `${locale} ${a.slug}`).toBeGreaterThanOrEqual(2)
        expect(blocks.some((b) => b.type === 'ul'), `${locale} ${a.slug}`).toBe(true)
        expect(a.body, `${locale} ${a.slug}`).not.toMatch(/[Ll]orem ipsum|TODO|\$\{/)
      }
    }
  })
  it('parses the light markup into blocks', () => {
    expect(parseArticleBody('Intro line one\nline two\n\n## Heading\n\n- a\n- b\n\nEnd.')).toEqual([
      { type: 'p', text: 'Intro line one line two' },
      { type: 'h2', text: 'Heading' },
      { type: 'ul', items: ['a', 'b'] },
      { type: 'p', text: 'End.' },
    ])
  })
})

describe('GET /static/v2/blog/list', () => {
  it('lists the locale newest first with the seeded total, en-US and 10 per page by default', async () => {
    const { status, body } = await list('')
    expect(status).toBe(200)
    const data = body.data!
    expect(data.total).toBe(BLOG_ARTICLES['en-US'].length)
    expect(data.page).toBe(1)
    expect(data.page_size).toBe(10)
    expect(data.items.length).toBe(Math.min(10, data.total))
    expect(data.items.every((i) => i.locale === 'en-US')).toBe(true)
    const dates = data.items.map((i) => i.published_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const item of data.items) {
      expect(item.cover_image_url).toMatch(/^\/static\/img\/blog\/\d+\.svg$/)
      expect(item.summary.length).toBeGreaterThan(40)
      expect(item.tags.length).toBeGreaterThan(0)
    }
  })

  it('has at least six articles in every locale, each filtered to that locale', async () => {
    for (const locale of LOCALES) {
      const { body } = await list(`locale=${locale}&page_size=50`)
      expect(body.data!.total, locale).toBeGreaterThanOrEqual(6)
      expect(new Set(body.data!.items.map((i) => i.locale))).toEqual(new Set([locale]))
    }
  })

  it('pages without overlap and answers an empty page past the end', async () => {
    const all = (await list('locale=en-US&page_size=50')).body.data!.items.map((i) => i.id)
    const p1 = (await list('locale=en-US&page=1&page_size=2')).body.data!
    const p2 = (await list('locale=en-US&page=2&page_size=2')).body.data!
    expect(p1.items.map((i) => i.id)).toEqual(all.slice(0, 2))
    expect(p2.items.map((i) => i.id)).toEqual(all.slice(2, 4))
    const past = (await list('locale=en-US&page=99&page_size=2')).body.data!
    expect(past.items).toEqual([])
    expect(past.total).toBe(all.length)
  })

  it('refuses bad paging and unknown locales naming the field', async () => {
    for (const [q, field] of [['page=0', 'page'], ['page_size=51', 'page_size'], ['page_size=x', 'page_size'], ['locale=fr', 'locale']]) {
      const res = await t.request(`${ContentPaths.blogList}?${q}`)
      expect(res.status, q).toBe(400)
      expect((await res.json()).header.message).toMatch(new RegExp(`^${field}: `))
    }
  })
})

describe('GET /static/v2/blog/content', () => {
  it('returns the article with blocks, plain text, author and date', async () => {
    const first = (await list('locale=en-US&page_size=1')).body.data!.items[0]!
    const res = await t.request(`${ContentPaths.blogContent}?id=${first.id}`)
    expect(res.status).toBe(200)
    const data = contentEnvelope.parse(await res.json()).data!
    expect(data).toMatchObject({ id: first.id, title: first.title, locale: 'en-US', author: 'Harborline editorial team' })
    expect(data.body.some((b) => b.type === 'h2')).toBe(true)
    expect(data.body.some((b) => b.type === 'ul')).toBe(true)
    expect(data.text).toContain((data.body.find((b) => b.type === 'p') as { text: string }).text)
  })

  it('rewrites stored http image links to https, in the cover and the body, in list and content', async () => {
    const [row] = await t.db.db
      .insert(blogPosts)
      .values({
        locale: 'ko',
        slug: 'test-http-images',
        title: 'http test',
        summary: 'stored with http links',
        body: [{ type: 'p', text: 'x' }, { type: 'img', src: 'http://cdn.example.com/a.png', alt: 'a' }, { type: 'img', src: '/static/img/blog/2.svg', alt: 'b' }],
        coverImageUrl: 'HTTP://cdn.example.com/cover.jpg',
        author: 'test',
        publishedAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning({ id: blogPosts.id })
    const data = contentEnvelope.parse(await (await t.request(`${ContentPaths.blogContent}?id=${row!.id}`)).json()).data!
    expect(data.cover_image_url).toBe('https://cdn.example.com/cover.jpg')
    expect(data.body[1]).toEqual({ type: 'img', src: 'https://cdn.example.com/a.png', alt: 'a' })
    expect(data.body[2]).toEqual({ type: 'img', src: '/static/img/blog/2.svg', alt: 'b' })
    const top = (await list('locale=ko&page_size=1')).body.data!.items[0]!
    expect(top.id).toBe(row!.id)
    expect(top.cover_image_url).toBe('https://cdn.example.com/cover.jpg')
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.request(`${ContentPaths.blogContent}?id=999999`)
    expect(missing.status).toBe(404)
    expect((await missing.json()).header.code).toBe(404)
    for (const q of ['', 'id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999']) {
      expect((await t.request(`${ContentPaths.blogContent}?${q}`)).status, q).toBe(400)
    }
  })
})

describe('blog covers', () => {
  it('serves every cover the seed uses as SVG, and 404 for others', async () => {
    const covers = new Set((await list('locale=en-US&page_size=50')).body.data!.items.map((i) => i.cover_image_url))
    for (const url of covers) {
      const res = await t.request(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(new JSDOM(await res.text(), { contentType: 'image/svg+xml' }).window.document.documentElement.tagName).toBe('svg')
    }
    for (const bad of ['99.svg', '0.svg', '1.png', '..%2f1.svg']) expect((await t.request(`/static/img/blog/${bad}`)).status, bad).toBe(404)
  })
})

describe('sitemap and robots', () => {
  it('lists every visitor route in every visitor locale with hreflang alternates, and every visitor post', async () => {
    const res = await t.request('/sitemap.xml', { headers: { Host: 'agents.example.com' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    // JSDOM's XML parser throws on anything not well-formed.
    const doc = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent)
    const origin = 'http://agents.example.com'
    for (const locale of VISITOR_LOCALES) {
      for (const p of SITEMAP_PATHS) expect(locs, `${locale}${p}`).toContain(p === '/' ? `${origin}/${locale}/` : `${origin}/${locale}${p}`)
    }
    expect(locs.some((l) => l?.includes('/ar/'))).toBe(false)
    const posts = await t.db.db.select({ id: blogPosts.id, locale: blogPosts.locale }).from(blogPosts)
    for (const p of posts) {
      const loc = `${origin}/${p.locale}/news/detail/${p.id}`
      expect(locs.includes(loc), loc).toBe(p.locale !== 'ar')
    }
    const urls = [...doc.getElementsByTagName('url')]
    expect(urls.length).toBe(locs.length)
    const home = urls.find((u) => u.getElementsByTagName('loc')[0]?.textContent === `${origin}/ja/`)!
    const alternates = [...home.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])
    expect(alternates).toEqual([...VISITOR_LOCALES.map((l) => [l, `${origin}/${l}/`]), ['x-default', `${origin}/en-US/`]])
    const credit = urls.find((u) => u.getElementsByTagName('loc')[0]?.textContent === `${origin}/es/credit?type=privacyPolicy`)
    expect(credit).toBeDefined()
  })

  it('adds an absolute Sitemap line to robots.txt', async () => {
    const text = await (await t.request('/robots.txt', { headers: { Host: 'agents.example.com' } })).text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: http://agents.example.com/sitemap.xml')
  })
})
