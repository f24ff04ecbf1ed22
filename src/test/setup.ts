// Shared setup for the unit project (jsdom).
import { i18n } from '@lingui/core'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { cookiesMayHaveChanged } from '../lib/cookies'

// Components render through Lingui; in tests the macros keep the English source, so an empty
// en-US catalog shows the source text.
i18n.loadAndActivate({ locale: 'en-US', messages: {} })

// Unmounting a dialog deactivates its focus trap, which returns focus in a 0 ms timeout. Let it
// run while jsdom is still there: after a file's last test it could fire once the environment
// was torn down ('document is not defined', an unhandled error that fails the run).
afterEach(async () => {
  cleanup()
  // Tests set document.cookie themselves, where the browser would apply a response's cookies.
  cookiesMayHaveChanged()
  await new Promise((resolve) => setTimeout(resolve, 0))
})

// jsdom lacks a few browser APIs that Chakra/Ark components touch.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  window.scrollTo ??= (() => {}) as typeof window.scrollTo
}
