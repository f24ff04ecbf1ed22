import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, loadAuthCatalog, loadLocale, loadWorkCatalog, loadPayCatalog } from './i18n'

// §1 fallback locale en-US: a locale whose catalog cannot be loaded (offline before the service
// worker has it, a release that replaced the files) shows the page in en-US, never nothing.

vi.mock('../../../locales/zh-CN/messages.po', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/messages-zh.js')
})
// What Vite's preload helper resolves with after src/lib/chunk-reload.ts took the error.
vi.mock('../../../locales/ko/messages.po', () => ({ messages: undefined }))

/** The id of the message whose en-US text is `text` in that catalog (ids are hashes of the source). */
async function idOf(catalog: 'work' | 'pay' | 'auth', text: string): Promise<string | undefined> {
  const loaders = { work: () => import('../../../locales/en-US/work.po'), pay: () => import('../../../locales/en-US/pay.po'), auth: () => import('../../../locales/en-US/auth.po') }
  const { messages: en } = (await loaders[catalog]()) as { messages: Record<string, unknown> }
  return Object.keys(en).find((id) => JSON.stringify(en[id]) === JSON.stringify(text) || JSON.stringify(en[id]) === JSON.stringify([text]))
}

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
afterEach(() => warn.mockClear())

describe('activateLocale', { timeout: 20_000 }, () => {
  it('activates a locale whose catalog loads, and mirrors it on <html>', async () => {
    await expect(activateLocale('ar')).resolves.toBe('ar')
    expect(i18n.locale).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('falls back to en-US when the catalog cannot be fetched, instead of rejecting (boot, $locale route)', async () => {
    await activateLocale('ja')
    await expect(activateLocale('zh-CN')).resolves.toBe('en-US')
    expect(i18n.locale).toBe('en-US')
    expect(document.documentElement.lang).toBe('en-US')
    expect(document.documentElement.dir).toBe('ltr')
    expect(warn).toHaveBeenCalled()
  })

  it('treats a catalog module without messages (a reload was started) as a failure', async () => {
    await activateLocale('es')
    await expect(activateLocale('ko')).resolves.toBe('en-US')
    expect(i18n.locale).toBe('en-US')
  })
})

describe('loadLocale (the language switch loads before it navigates)', { timeout: 20_000 }, () => {
  it('rejects for a catalog that cannot be loaded and leaves the active locale alone', async () => {
    await activateLocale('ja')
    await expect(loadLocale('zh-CN')).rejects.toThrow()
    await expect(loadLocale('ko')).rejects.toThrow()
    expect(i18n.locale).toBe('ja')
    await expect(loadLocale('es')).resolves.toBeUndefined()
    expect(i18n.locale).toBe('ja')
  })
})

describe('the work catalog (booking, payment, orders, account texts: #9)', { timeout: 20_000 }, () => {
  // Only in work.po (lingui.config.ts WORK_FEATURES), translated in every locale.
  it('is not part of the boot catalog, loads on demand, and follows a language switch', async () => {
    const workText = (await idOf('work', 'Book now'))!
    expect(workText).toBeDefined()
    await activateLocale('ja')
    const bootOnly = i18n._(workText)
    await loadWorkCatalog('ja')
    const ja = i18n._(workText)
    expect(ja).not.toBe(workText)
    expect(bootOnly).toBe(workText)
    // Once loaded, a switch loads it for the new locale too: no untranslated text after the switch.
    await activateLocale('ar')
    expect(i18n._(workText)).not.toBe(workText)
    expect(i18n._(workText)).not.toBe(ja)
  })
})

describe('the pay catalog (checkout and payment texts: #9)', { timeout: 20_000 }, () => {
  // Only in pay.po (lingui.config.ts PAY_FEATURES): the pages without payments do not load it.
  it('is not part of the boot catalog and loads on demand', async () => {
    const payText = (await idOf('pay', 'Copy link'))!
    expect(payText).toBeDefined()
    await activateLocale('ko')
    expect(i18n._(payText)).toBe(payText)
    await loadPayCatalog('ko')
    expect(i18n._(payText)).not.toBe(payText)
  })
})

describe('the auth catalog (sign-in texts: #9)', { timeout: 20_000 }, () => {
  // Only in auth.po (lingui.config.ts AUTH_FEATURES): an agent's pages do not load it.
  it('is not part of the boot catalog and loads on demand, for the locale on screen', async () => {
    const authText = (await idOf('auth', 'Application submitted'))!
    expect(authText).toBeDefined()
    await activateLocale('es')
    expect(i18n._(authText)).toBe(authText)
    await loadAuthCatalog()
    expect(i18n._(authText)).not.toBe(authText)
  })
})
