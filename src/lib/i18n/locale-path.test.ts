import { describe, expect, it } from 'vitest'
import {
  firstSegment, localeFromPath, preferredLocale, stripLocale, switchLocaleHref, visitorLocaleRedirect, withLocale,
} from './locale-path'

describe('locale in the path (§2)', () => {
  it('reads the first segment', () => {
    expect(firstSegment('/')).toBe('')
    expect(firstSegment('/ja/user/home')).toBe('ja')
    expect(firstSegment('//zh-CN//x')).toBe('zh-CN')
  })

  it('recognises only the six locales, case-sensitively', () => {
    expect(localeFromPath('/en-US/')).toBe('en-US')
    expect(localeFromPath('/ar/user/home')).toBe('ar')
    expect(localeFromPath('/fr/about')).toBeUndefined()
    expect(localeFromPath('/en-us/')).toBeUndefined()
    expect(localeFromPath('/admin/signup')).toBeUndefined()
    expect(localeFromPath('/')).toBeUndefined()
  })

  it('strips and adds the prefix', () => {
    expect(stripLocale('/en-US')).toBe('/')
    expect(stripLocale('/en-US/')).toBe('/')
    expect(stripLocale('/ko/user/balance')).toBe('/user/balance')
    expect(stripLocale('/admin/users')).toBe('/admin/users')
    expect(withLocale('es', '/login')).toBe('/es/login')
    expect(withLocale('es', 'login')).toBe('/es/login')
    expect(withLocale('ja', '/')).toBe('/ja/')
  })

  it('switches language on the same page, keeping query and hash', () => {
    expect(switchLocaleHref('/en-US/user/home', 'zh-CN')).toBe('/zh-CN/user/home')
    expect(switchLocaleHref('/en-US/login?from=%2Fen-US%2Fuser%2Fhome#x', 'ja')).toBe('/ja/login?from=%2Fen-US%2Fuser%2Fhome#x')
    // A region's name as picked is in the old language: the new page names it again.
    expect(switchLocaleHref('/en-US/hotel/list?addressType=region&addressValue=1&addressText=Tokyo&adult=2', 'zh-CN')).toBe('/zh-CN/hotel/list?addressType=region&addressValue=1&adult=2')
    expect(switchLocaleHref('/en-US/hotel/list?addressText=Tokyo%2C%20Japan&addressType=region#top', 'ar')).toBe('/ar/hotel/list?addressType=region#top')
    expect(switchLocaleHref('/en-US/hotel/list?addressType=region&addressText=Tokyo', 'ja')).toBe('/ja/hotel/list?addressType=region')
    // A hotel picked by name keeps it (there is no name to look up by id).
    expect(switchLocaleHref('/en-US/hotel/list?addressType=hotel&addressValue=9&addressText=Harbour', 'ko')).toBe('/ko/hotel/list?addressType=hotel&addressValue=9&addressText=Harbour')
    expect(switchLocaleHref('/ar', 'es')).toBe('/es/')
  })
})

describe('bare / redirect target (§2)', () => {
  it('prefers the i18n_redirected cookie', () => {
    expect(preferredLocale('ko', ['ja-JP', 'en'])).toBe('ko')
  })

  it('falls back to the browser languages, visitor locales only', () => {
    expect(preferredLocale(undefined, ['ja-JP', 'en'])).toBe('ja')
    expect(preferredLocale(undefined, ['zh-TW', 'en'])).toBe('zh-CN')
    expect(preferredLocale(undefined, ['es-MX'])).toBe('es')
    expect(preferredLocale(undefined, ['ar-AE', 'fr'])).toBe('en-US')
  })

  it('ignores unknown cookie values', () => {
    expect(preferredLocale('fr', ['de-DE'])).toBe('en-US')
    expect(preferredLocale('', [])).toBe('en-US')
  })

  it('honours an ar cookie only for a logged-in looking browser', () => {
    expect(preferredLocale('ar', ['ko'])).toBe('ko')
    expect(preferredLocale('ar', ['ko'], true)).toBe('ar')
  })
})

describe('ar is for logged-in users only (§1)', () => {
  it('sends a visitor on /ar/... to the same path under /en-US/', () => {
    expect(visitorLocaleRedirect('/ar/user/home', '?a=1', false)).toBe('/en-US/user/home?a=1')
    expect(visitorLocaleRedirect('/ar', '', false)).toBe('/en-US/')
  })

  it('lets logged-in users stay on ar and leaves other locales alone', () => {
    expect(visitorLocaleRedirect('/ar/user/home', '', true)).toBeUndefined()
    expect(visitorLocaleRedirect('/ja/', '', false)).toBeUndefined()
    expect(visitorLocaleRedirect('/admin/x', '', false)).toBeUndefined()
  })
})
