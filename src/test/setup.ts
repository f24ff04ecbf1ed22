// Shared setup for the unit project (jsdom).
import { i18n } from '@lingui/core'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// Components render through Lingui; in tests the macros keep the English source, so an empty
// en-US catalog shows the source text.
i18n.loadAndActivate({ locale: 'en-US', messages: {} })

afterEach(() => cleanup())

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
