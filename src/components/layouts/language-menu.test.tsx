import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { Toaster } from '../toaster'
import { LanguageMenu } from './language-menu'

// §2 language switch: a language whose catalog cannot be loaded (offline, not on the device)
// keeps the page in its language and says why, instead of navigating to a blank page.

vi.mock('../../../locales/zh-CN/messages.po', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/messages-zh.js')
})
vi.spyOn(console, 'warn').mockImplementation(() => undefined)

async function renderMenu() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <LanguageMenu loggedIn />
        <Toaster />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/hotel/list?page=2'] }) })
  renderWithProviders(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: 'Language: English' })
  return router
}

async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Language: English' }))
  fireEvent.click(await screen.findByRole('menuitemradio', { name }))
}

describe('LanguageMenu', { timeout: 20_000 }, () => {
  it('keeps the language and the page when the catalog cannot be loaded, and says so', async () => {
    const router = await renderMenu()
    await choose('简体中文')
    expect(await screen.findByText("Couldn't switch to 简体中文")).toBeTruthy()
    expect(screen.getByText('This language could not be loaded. Check your connection and try again.')).toBeTruthy()
    expect(router.state.location.href).toBe('/en-US/hotel/list?page=2')
    expect(i18n.locale).toBe('en-US')
    expect(document.cookie).not.toContain('i18n_redirected=zh-CN')
  })

  it('switches to a language whose catalog loads: same page under the new prefix, choice remembered', async () => {
    const router = await renderMenu()
    await choose('日本語')
    await waitFor(() => expect(router.state.location.href).toBe('/ja/hotel/list?page=2'))
    expect(document.cookie).toContain('i18n_redirected=ja')
  })
})
