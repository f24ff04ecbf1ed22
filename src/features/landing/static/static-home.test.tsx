// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { rawIds } from '../../../test/raw-ids'
import { missingMessages, renderStaticHome } from './render'

// Issue 8: the static visitor home, rendered with the real catalogs as the server does.

const POST = {
  id: 7,
  title: 'Peak season: securing rooms',
  summary: 'Golden Week <b>and</b> more',
  cover_image_url: 'http://cdn.example/cover.svg',
  published_at: '2026-10-27T02:00:00.000Z',
  locale: 'en-US' as const,
  tags: [],
}

async function page(locale: 'en-US' | 'zh-CN' | 'ja' | 'ko' | 'es', opts: { showCopyright?: boolean; posts?: (typeof POST)[] } = {}) {
  const html = await renderStaticHome({
    locale,
    origin: 'https://portal.example',
    showCopyright: opts.showCopyright ?? true,
    posts: opts.posts ?? [POST],
    scriptSrc: '/assets/home-x.js',
  })
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') }
}

describe('static visitor home', () => {
  it('is translated in every visitor locale: lang, title, description, headings, no raw ids', async () => {
    const en = await page('en-US')
    for (const locale of ['zh-CN', 'ja', 'ko', 'es'] as const) {
      const { doc } = await page(locale)
      expect(doc.documentElement.lang).toBe(locale)
      expect(doc.title).not.toBe(en.doc.title)
      expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).not.toBe(en.doc.querySelector('meta[name=description]')?.getAttribute('content'))
      expect(doc.querySelector('h1')?.textContent).not.toBe(en.doc.querySelector('h1')?.textContent)
      expect(rawIds(doc), locale).toEqual([])
      // Plurals too (a placeholder named unlike the catalog's falls back to English).
      const facts = (d: Document) => [...d.querySelectorAll('.fact-title')].map((e) => e.textContent)
      facts(doc).forEach((text, i) => expect(text, `${locale} fact ${i}`).not.toBe(facts(en.doc)[i]))
    }
    expect(rawIds(en.doc)).toEqual([])
    // Every message the page uses is in every catalog (a differently named placeholder is a different message).
    expect(missingMessages()).toEqual([])
    expect(en.doc.querySelector('.facts')?.textContent).toMatch(/6 languages.*16 reference currencies/)
  })

  it('§2 header: one active tab, three popovers plus the language menu, visitor locales only', async () => {
    const { doc } = await page('en-US')
    const nav = doc.querySelector('nav[aria-label="Introduction"]')!
    expect([...nav.querySelectorAll('[aria-current="page"]')].map((e) => e.textContent)).toEqual(['Why choose us'])
    const targets = [...doc.querySelectorAll('[popovertarget]')].map((b) => b.getAttribute('popovertarget'))
    expect(targets).toEqual(['intro-pop-product', 'intro-pop-solution', 'intro-pop-resource', 'lang-pop'])
    for (const id of targets) expect(doc.getElementById(id!)?.getAttribute('popover'), id!).toBe('auto')
    expect(doc.querySelector('#intro-pop-product')?.textContent).toContain('Smart stop-sell')
    expect(doc.querySelector('#intro-pop-product a[href="/en-US/introduction/tools#smart-stop-sell"]')).not.toBeNull()
    const languages = [...doc.querySelectorAll('#lang-pop a')].map((a) => a.getAttribute('href'))
    expect(languages).toEqual(['/zh-CN/', '/en-US/', '/ja/', '/ko/', '/es/'])
    expect(doc.querySelector('a[href="/en-US/login"]')).not.toBeNull()
    expect(doc.querySelector('a[href="/admin/signup"]')).not.toBeNull()
  })

  it('head: hreflang for the five visitor locales, x-default, canonical, manifest, the script', async () => {
    const { doc, html } = await page('ja')
    const alternates = [...doc.querySelectorAll('link[rel=alternate]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
    expect(alternates).toEqual([
      'zh-CN https://portal.example/zh-CN/',
      'en-US https://portal.example/en-US/',
      'ja https://portal.example/ja/',
      'ko https://portal.example/ko/',
      'es https://portal.example/es/',
      'x-default https://portal.example/en-US/',
    ])
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://portal.example/ja/')
    expect(doc.querySelector('link[rel=manifest]')?.getAttribute('href')).toBe('/manifest-ja.webmanifest')
    expect(doc.querySelector('script[type=module]')?.getAttribute('src')).toBe('/assets/home-x.js')
    const texts = JSON.parse(doc.getElementById('home-texts')!.textContent!) as Record<string, string>
    expect(texts.locale).toBe('ja')
    expect(texts.emailRequired).not.toBe('please enter your email address')
    // The lead field messages the script fills in: translated, the placeholder kept.
    expect(texts.tooLong).toMatch(/\{max\}/)
    expect(texts.tooLong).not.toBe('Too long: {max} characters at most')
    expect(texts.invalidChars).toMatch(/\{list\}/)
    expect(texts.invalidChars).not.toBe('Contains invalid characters: {list}')
    expect(html).not.toMatch(/<script>/)
  })

  it('posts: escaped text, https images, detail links; the section is left out when there are none', async () => {
    const { doc, html } = await page('en-US')
    expect(html).not.toContain('<b>and</b>')
    expect(doc.querySelector('.post img')?.getAttribute('src')).toBe('https://cdn.example/cover.svg')
    expect(doc.querySelector('.post a')?.getAttribute('href')).toBe('/en-US/news/detail/7')
    expect(doc.querySelector('#latest-posts')?.textContent).toBe('News and insights')
    expect((await page('en-US', { posts: [] })).doc.querySelector('#latest-posts')).toBeNull()
  })

  it('§2 footer: QR and the Chinese phone for zh-CN, LinkedIn otherwise; copyright only when asked', async () => {
    const zh = (await page('zh-CN')).doc.querySelector('footer')!
    expect(zh.querySelector('img[src="/official-account-qr.svg"]')).not.toBeNull()
    expect(zh.textContent).toContain('400-820-6190')
    expect(zh.querySelector('a[href*="linkedin"]')).toBeNull()
    const en = (await page('en-US', { showCopyright: false })).doc.querySelector('footer')!
    expect(en.querySelector('a[href*="linkedin"]')).not.toBeNull()
    expect(en.textContent).toContain('+86 21 6133 0190')
    expect(en.textContent).not.toContain('All rights reserved')
    expect((await page('en-US')).doc.querySelector('footer')?.textContent).toContain('All rights reserved')
  })

  it('contact dialog: the four labelled fields and one message slot', async () => {
    const { doc } = await page('en-US')
    const dialog = doc.querySelector('dialog[data-testid="contact-modal"]')!
    const labels = [...dialog.querySelectorAll('label')].map((l) => [l.textContent, doc.getElementById(l.getAttribute('for')!)?.getAttribute('name')])
    expect(labels).toEqual([
      ['Email', 'email'],
      ['First name', 'first_name'],
      ['Last name', 'last_name'],
      ['Phone', 'phone'],
    ])
    expect(dialog.querySelectorAll('[data-testid="contact-error"]')).toHaveLength(1)
    expect(doc.querySelector('button[data-action="book-demo"]')?.textContent).toBe('Book a demo')
  })
})
