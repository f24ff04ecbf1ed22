import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { LOCALE_COOKIE, type Locale } from './contract'
import { cookiesMayHaveChanged, hasCsrfCookie, readCookie } from './lib/cookies'
import { installChunkReload } from './lib/chunk-reload'
import { activateLocale, i18n } from './lib/i18n/i18n'
import { warmUpIntl } from './lib/i18n/intl-warm-up'
import { localeFromPath, preferredLocale } from './lib/i18n/locale-path'
import { persistQueryCache, createQueryClient } from './lib/query/query-client'
import { createAppRouter } from './router'
import { App, themeSystem } from './app'
import { portalSystemInSteps } from './components/theme/system'
import { registerServiceWorker } from './pwa'
import { installPwa } from './lib/pwa'
import { installSessionEffects } from './app-effects'
import { reloadSessionFromStorage } from './lib/session/session-store'
import { followSessionEnd } from './lib/session/session-end'
import { takeOverBootShell } from './components/boot-shell'
import { loadAuthFlow } from './features/auth/flow/auth-flow'
import { draftStore } from './lib/offline/drafts'
import { searchStore } from './features/search/search-store'
import { installStyleBatches } from './lib/style-batches'

// Boot order matters: Lingui's I18nProvider renders nothing until a locale is active, so the
// catalog of the path's locale (§2 first segment) is loaded before createRoot; the persisted
// query cache is restored first too, so the first guard run sees the cached session.

installChunkReload()

const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

/**
 * Lets the browser run what is waiting (input, paint) before going on: a message, not a timer,
 * which waits 4 ms once nested five deep and up to a second in a hidden tab.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(0)
  })

function bootLocale(): Locale {
  return (
    localeFromPath(window.location.pathname) ??
    preferredLocale(readCookie(LOCALE_COOKIE), navigator.languages, hasCsrfCookie())
  )
}

async function boot() {
  // A visitor's first render needs the login flow (header login controls): load it alongside,
  // with the sign-in texts of the boot locale.
  const locale = bootLocale()
  if (!hasCsrfCookie()) void loadAuthFlow(locale)
  // An agent's first screen formats numbers, plurals and dates: their ICU data loads on a worker
  // thread meanwhile. A visitor's (login, sign-up) does not; the login flow has it loaded while
  // its first request is on the network.
  const intlLoaded = hasCsrfCookie() ? warmUpIntl(locale) : null
  const queryClient = createQueryClient()
  installPwa(queryClient)
  installStyleBatches()
  // The IndexedDB-backed stores the page shell and search form read are loaded before the first
  // render too. Loaded during it, they changed under the app's time-sliced mount, and React then
  // re-rendered the whole page in one blocking task to stay consistent (#9 TBT).
  await Promise.all([activateLocale(locale), persistQueryCache(queryClient, APP_VERSION), draftStore().ready, searchStore().ready])
  // Chakra's theme system is built a step at a time, a task each, apart from the modules'
  // evaluation and the router's set-up: together they made one task of ~300 ms on a throttled
  // phone, and the system alone one of ~110-260 ms (#9 TBT).
  const system = themeSystem(document, await portalSystemInSteps(nextTask))
  await nextTask()
  const router = createAppRouter(queryClient)
  installSessionEffects({ queryClient, router })
  // Another tab changed the session state (currency, logout): follow it, and after a logout
  // leave nothing of the agent's on this tab's page.
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !e.key.startsWith('b2b.session')) return
    // A login or logout there changed the cookies too.
    cookiesMayHaveChanged()
    reloadSessionFromStorage()
    followSessionEnd(queryClient, () => void router.invalidate())
  })

  await intlLoaded
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
