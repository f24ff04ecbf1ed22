import { screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionKeys } from '../../../lib/session/queries'
import { userFixture } from '../../../test/fixtures'
import { renderWithProviders } from '../../../test/render'
import { ContactModalProvider } from './contact-modal-context'
import { MarketingPage, type PageContent } from './marketing-page'

// §2: the introduction pages (about, direct contracts…) are open to visitors and, from the user
// menu and the footer, to logged-in agents. Visitors are invited to book a demo and register;
// an agent is not asked to register, log in or book a demo of the portal they already use.

const content: PageContent = {
  eyebrow: { id: 'Company' },
  title: { id: 'About Harborline' },
  description: { id: 'A hotel portal for travel agencies.' },
  sections: [{ heading: { id: 'Our service' }, body: [{ id: 'We contract hotels directly.' }] }],
}

afterEach(() => {
  document.cookie = 'csrftoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

async function renderPage({ loggedIn }: { loggedIn: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (loggedIn) {
    // As the root route leaves it: user_info loaded before the page renders.
    document.cookie = 'csrftoken=test-csrf; path=/'
    client.setQueryData(sessionKeys.user(), userFixture())
  }
  const rootRoute = createRootRoute({
    component: () => (
      <ContactModalProvider>
        <MarketingPage content={content} />
      </ContactModalProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/about'] }) })
  renderWithProviders(<RouterProvider router={router} />, client)
  await screen.findByRole('heading', { level: 1, name: 'About Harborline' })
}

describe('MarketingPage calls to action', () => {
  it('a visitor is invited to book a demo (hero and closing band) and to register the agency', async () => {
    await renderPage({ loggedIn: false })
    expect(screen.getAllByRole('button', { name: 'Book a demo' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Register your agency' }).getAttribute('href')).toBe('/admin/signup')
    expect(screen.getByRole('heading', { level: 2, name: 'See the portal with your own destinations' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Search hotels' })).toBeNull()
  })

  it('a logged-in agent is not asked to register, log in or book a demo; the band leads to search and orders', async () => {
    await renderPage({ loggedIn: true })
    expect(screen.queryByRole('button', { name: 'Book a demo' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Register your agency' })).toBeNull()
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'See the portal with your own destinations' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Ready for your next booking?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search hotels' }).getAttribute('href')).toBe('/en-US')
    expect(screen.getByRole('link', { name: 'Order management' }).getAttribute('href')).toBe('/en-US/order')
    // The page itself is unchanged.
    expect(screen.getByRole('heading', { level: 2, name: 'Our service' })).toBeTruthy()
  })
})
