import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LOCALE_COOKIE, type Locale } from './contract'
import { hasCsrfCookie, readCookie } from './lib/cookies'
import { installChunkReload } from './lib/chunk-reload'
import { activateLocale, i18n } from './lib/i18n/i18n'
import { localeFromPath, preferredLocale } from './lib/i18n/locale-path'
import { persistQueryCache, createQueryClient } from './lib/query/query-client'
import { createAppRouter } from './router'
import { App } from './app'
import { registerServiceWorker } from './pwa'
import { installPwa } from './lib/pwa'
import { installSessionEffects } from './app-effects'
import { reloadSessionFromStorage } from './lib/session/session-store'
import { captureBootShell } from './components/boot-shell'
import { loadAuthFlow } from './features/auth/flow/auth-flow'

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

async function boot() {
  // A visitor's first render needs the login flow (header login controls): load it alongside.
  if (!hasCsrfCookie()) void loadAuthFlow()
  const queryClient = createQueryClient()
  installPwa(queryClient)
  await Promise.all([activateLocale(bootLocale()), persistQueryCache(queryClient, APP_VERSION)])
  const router = createAppRouter(queryClient)
  installSessionEffects({ queryClient, router })
  // Another tab changed the session state (currency, logout): follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith('b2b.session')) reloadSessionFromStorage()
  })

  const rootElement = document.getElementById('root')!
  captureBootShell(rootElement)
  createRoot(rootElement).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} i18n={i18n} />
    </StrictMode>,
  )
  registerServiceWorker()
}

void boot()
