import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '../../contract'

// Lingui instances for pages rendered on the server (the visitor home, the hotel list's first
// paint): one per locale, from the same catalogs as the app, so both say the same words.
// Built only into the server-side bundle (static-home.config.ts), never into the app.

// The app's texts, the visitor pages' (the visitor home's) and the sign-in ones (the login page's
// first paint): lingui.config.ts.
const CATALOGS = ['messages', 'marketing', 'auth']
const catalogs = import.meta.glob<{ messages: Messages }>(['../../../locales/*/messages.po', '../../../locales/*/marketing.po', '../../../locales/*/auth.po'])
const i18ns = new Map<Locale, Promise<I18n>>()
const missing = new Set<string>()

/** Messages a render asked for that its catalog lacks ("locale:id"); the page would show the id. */
export function missingMessages(): string[] {
  return [...missing]
}

export function serverI18n(locale: Locale): Promise<I18n> {
  let ready = i18ns.get(locale)
  if (!ready) {
    ready = (async () => {
      const loads = CATALOGS.map((name) => catalogs[`../../../locales/${locale}/${name}.po`])
      if (loads.some((load) => !load)) throw new Error(`No catalog for ${locale}`)
      const i18n = setupI18n()
      i18n.on('missing', (event) => missing.add(`${event.locale}:${event.id}`))
      for (const load of loads) i18n.load(locale, (await load!()).messages)
      i18n.activate(locale)
      return i18n
    })()
    i18ns.set(locale, ready)
  }
  return ready
}
