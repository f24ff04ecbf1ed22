import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { LOCALE_COOKIE, type Locale } from './contract'
import { hasCsrfCookie, readCookie } from './lib/cookies'
import { installChunkReload } from './lib/chunk-reload'
import { activateLocale, i18n } from './lib/i18n/i18n'
import { localeFromPath, preferredLocale } from './lib/i18n/locale-path'
import { persistQueryCache, createQueryClient } from './lib/query/query-client'
import { createAppRouter } from './router'
import { App, themeSystem } from './app'
import { registerServiceWorker } from './pwa'
import { installPwa } from './lib/pwa'
import { installSessionEffects } from './app-effects'
import { reloadSessionFromStorage } from './lib/session/session-store'
import { followSessionEnd } from './lib/session/session-end'
import { takeOverBootShell } from './components/boot-shell'
import { loadAuthFlow } from './features/auth/flow/auth-flow'
import { draftStore } from './lib/offline/drafts'
import { searchStore } from './features/search/search-store'

// Boot order matters: Lingui's I18nProvider renders nothing until a locale is active, so the
// catalog of the path's locale (§2 first segment) is loaded before createRoot; the persisted
// query cache is restored first too, so the first guard run sees the cached session.

installChunkReload()

const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

function bootLocale(): Locale {
  return (
    localeFromPath(window.location.pathname) ??
    preferredLocale(readCookie(LOCALE_COOKIE), navigator.languages, hasCsrfCookie())
  )
}

/** Lets the browser run what is waiting (input, paint) before boot goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const INTL_WARM_UP: ((locale: string) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
]

async function boot() {
  // A visitor's first render needs the login flow (header login controls): load it alongside,
  // with the sign-in texts of the boot locale.
  const locale = bootLocale()
  if (!hasCsrfCookie()) void loadAuthFlow(locale)
  const queryClient = createQueryClient()
  installPwa(queryClient)
  // The IndexedDB-backed stores the page shell and search form read are loaded before the first
  // render too. Loaded during it, they changed under the app's time-sliced mount, and React then
  // re-rendered the whole page in one blocking task to stay consistent (#9 TBT).
  await Promise.all([activateLocale(locale), persistQueryCache(queryClient, APP_VERSION), draftStore().ready, searchStore().ready])
  // Chakra's theme system is built in a task of its own, apart from the modules' evaluation and
  // the router's set-up: together they made one task of ~300 ms on a throttled phone (#9 TBT).
  const system = themeSystem()
  await nextTask()
  const router = createAppRouter(queryClient)
  installSessionEffects({ queryClient, router })
  // Another tab changed the session state (currency, logout): follow it, and after a logout
  // leave nothing of the agent's on this tab's page.
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !e.key.startsWith('b2b.session')) return
    reloadSessionFromStorage()
    followSessionEnd(queryClient, () => void router.invalidate())
  })

  // The number, plural and date formats the first screen uses (Lingui's plurals and numbers,
  // prices, the stay dates): each first use of a kind loads its ICU data (the first
  // number format ~9 ms here, ~70 ms throttled), so each is asked once, in a task of its own,
  // apart from the router's set-up too (together, one task of ~350 ms on a throttled phone).
  for (const warm of INTL_WARM_UP) {
    await nextTask()
    warm(i18n.locale)
  }
  await nextTask()

  const rootElement = takeOverBootShell(document.getElementById('root')!)
  const root = createRoot(rootElement)
  // The first render is a transition too, so React renders it in slices that yield to input;
  // until it commits, index.html's shell stays on screen (#9 TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App system={system} queryClient={queryClient} router={router} i18n={i18n} />
      </StrictMode>,
    ),
  )
  registerServiceWorker()
}

void boot()
