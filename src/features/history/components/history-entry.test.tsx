import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { HotelPaths, Paths, ok } from '../../../contract'
import { sessionKeys } from '../../../lib/session/queries'
import { userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { HistoryEntry } from './history-entry'

setupMswServer(
  http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture()))),
  http.get(HotelPaths.favouriteList, () => HttpResponse.json(ok([]))),
)
afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

const entry = { hotelId: 5, nameEn: 'Harbour View Hotel', nameZh: '海景酒店', image: '', price: 320, currency: 'CNY' as const }

describe('drawer row (§2 favourite toggle)', () => {
  it.each([
    ['en-US', 'Harbour View Hotel'],
    ['zh-CN', '海景酒店'],
  ] as const)('in %s, the heart button names its hotel', async (locale, name) => {
    document.cookie = 'csrftoken=test; path=/'
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(sessionKeys.user(), userFixture())
    renderWithProviders(<HistoryEntry entry={entry} locale={locale} href="/x" pricesHidden={false} noPrice="No price" />, queryClient)
    const button = await screen.findByRole('button', { name: `Add ${name} to favourites` })
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })
})

describe('drawer row link (§2 opens the hotel in a new tab)', () => {
  it('says so to screen readers', async () => {
    renderWithProviders(<HistoryEntry entry={entry} locale="en-US" href="/x" pricesHidden={false} noPrice="No price" />)
    const link = await screen.findByRole('link', { name: /Harbour View Hotel/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.textContent).toMatch(/\(opens in a new tab\)$/)
  })
})
