import { afterAll, afterEach, beforeAll } from 'vitest'
import { setupServer } from 'msw/node'
import type { RequestHandler } from 'msw'

// MSW for component and client tests. Node's fetch rejects relative URLs, while the app uses
// same-origin paths; after MSW patches fetch we resolve relative URLs against jsdom's location.
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  let original: typeof fetch | undefined
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    original = globalThis.fetch
    const patched = original
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      patched(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href) : input, init)
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    if (original) globalThis.fetch = original
    server.close()
  })
  return server
}
