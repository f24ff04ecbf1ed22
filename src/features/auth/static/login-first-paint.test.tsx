// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { LOCALES, VISITOR_LOCALES, type Locale } from '../../../contract'
import { missingMessages } from '../../../lib/i18n/server-i18n'
import { rawIds } from '../../../test/raw-ids'
import { LOGIN_PAINT_FORM, renderLoginFirstPaint } from './login-first-paint'

// #9 LCP: the login page's first paint, rendered with the real catalogs as the server does.

async function paint(locale: Locale) {
  const html = await renderLoginFirstPaint(locale)
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
}

describe('login first paint', () => {
  it('is the login form, with the fields the app reads and links that work before it', async () => {
    const doc = await paint('en-US')
    expect(doc.querySelector('h1')?.textContent).toBe('Log in')
    const form = doc.querySelector(`form[data-paint-form="${LOGIN_PAINT_FORM}"]`)!
    expect(form).not.toBeNull()
    const fields = [...form.querySelectorAll('input')].map((i) => [i.name, i.type, i.getAttribute('autocomplete'), doc.querySelector(`label[for="${i.id}"]`)?.textContent])
    expect(fields).toEqual([
      ['username', 'text', 'username', 'Account'],
      ['password', 'password', 'current-password', 'Password'],
    ])
    expect(form.querySelector('input[name=username]')?.hasAttribute('autofocus')).toBe(true)
    // Nothing can send the form before first-paint.js (a password must never go out in a URL).
    expect([...form.querySelectorAll('button')].map((b) => [b.type, b.textContent, b.dataset.loading])).toEqual([['button', 'Log in', 'Loading...']])
    expect(form.getAttribute('action')).toBeNull()
    expect(doc.querySelector('a[href="/en-US/forgotPassword"]')?.textContent).toBe('Forgot password?')
    expect(doc.querySelector('a[href="/admin/signup"]')?.textContent).toBe('Register your agency')
    expect(doc.querySelector('a[href="/en-US/"]')?.getAttribute('aria-label')).toBe('Harborline home')
    expect(doc.querySelector('.fpl-lang')?.getAttribute('aria-label')).toBe('Language: English')
    expect(doc.querySelector('.fpl')?.hasAttribute('data-first-paint')).toBe(true)
  })

  it('is translated in every locale, right to left in Arabic', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const doc = await paint(locale)
      expect(doc.querySelector('h1')?.textContent, locale).not.toBe('Log in')
      expect(doc.querySelector('label')?.textContent, locale).not.toBe('Account')
      expect(doc.querySelector('.fpl')?.getAttribute('lang'), locale).toBe(locale)
      expect(rawIds(doc), locale).toEqual([])
    }
    expect((await paint('ar')).querySelector('.fpl')?.getAttribute('dir')).toBe('rtl')
    expect((await paint('zh-CN')).querySelector('h1')?.textContent).toBe('登录')
    expect(VISITOR_LOCALES).not.toContain('ar')
    expect(missingMessages()).toEqual([])
  })
})
