import { ChakraProvider } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { portalSystem } from './components/theme/system'
import type { createAppRouter } from './router'

/**
 * The theme's global CSS (reset, tokens) is in index.html when the build put it there
 * (theme-css.config.ts): Chakra then has nothing of its own to inject (the build's Chakra has
 * none to give: chakra-patches.config.ts). Without it (dev server, tests) the provider builds
 * and injects it as usual.
 */
export function themeSystem(doc: Document | undefined = globalThis.document, system = portalSystem()): typeof system {
  if (!doc?.getElementById('theme-css')) return system
  // Copied by descriptor, not spread: a `_global` built on first read is then never built.
  return Object.defineProperties(Object.create(Object.getPrototypeOf(system) as object | null) as typeof system, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  })
}

export function App(props: { system: ReturnType<typeof portalSystem>; queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; i18n: I18n }) {
  return (
    <ChakraProvider value={props.system}>
      <QueryClientProvider client={props.queryClient}>
        <I18nProvider i18n={props.i18n}>
          {/* No LocaleProvider: no Ark component is left to read it; our components take the
              direction from <html dir> (lib/i18n), logical properties and the DOM (§1). */}
          <RouterProvider router={props.router} />
        </I18nProvider>
      </QueryClientProvider>
    </ChakraProvider>
  )
}
