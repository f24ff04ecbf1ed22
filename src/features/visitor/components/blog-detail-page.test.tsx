import { fireEvent, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '../../../contract'
import { ContentPaths, blogContentSchema } from '../../../contract/content'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { BlogDetailPage } from './blog-detail-page'

// Issue 7: a post never opened before, opened offline, says it is not saved on this device and
// offers a retry, instead of skeletons forever; it loads once the connection is back.

const post = blogContentSchema.parse({
  id: 1,
  title: 'Rates to watch in Tokyo',
  summary: 'Summer demand.',
  cover_image_url: '/blog/1.jpg',
  published_at: '2025-05-01T02:00:00Z',
  locale: 'en-US',
  tags: [],
  author: 'Harborline team',
  body: [{ type: 'p', text: 'Demand for July is up.' }],
  text: 'Demand for July is up.',
})

setupMswServer(
  http.get(ContentPaths.blogContent, () => HttpResponse.json(ok(post))),
  http.get('/healthz', () => HttpResponse.json({ ok: true })),
)

afterEach(() => onlineManager.setOnline(true))

function renderPage() {
  const rootRoute = createRootRoute({ component: () => <BlogDetailPage id={1} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/news/detail/1'] }) })
  renderWithProviders(<RouterProvider router={router} />)
}

describe('BlogDetailPage offline', { timeout: 20_000 }, () => {
  it('says the post is not saved on this device, with a retry; loads when back online', async () => {
    onlineManager.setOnline(false)
    renderPage()
    expect(await screen.findByTestId('offline-pending')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: post.title })).toBeNull()
    // Still offline: the retry keeps the message (no skeleton, no error).
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('offline-pending')).toBeTruthy()

    onlineManager.setOnline(true)
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy()
    expect(screen.queryByTestId('offline-pending')).toBeNull()
  })

  it('online: the post shows (no offline message)', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy()
    expect(screen.queryByTestId('offline-pending')).toBeNull()
  })
})
