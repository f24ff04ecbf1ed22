import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { HotelPaths, ok, type HistoryItem } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { historyKeys, historyQueryOptions } from './api/history-get'
import { historyOutbox, replay } from './runtime'

const server = setupMswServer()
const item: HistoryItem = { hotelId: 12, hotelName: 'Harbour View', hotelNameCN: '海景', queryTime: '2026-03-01T02:00:00Z', isFavorite: false, price: 320, currencyCode: 'CNY', hotelImage: '' }

describe('history replay (offline drawer)', () => {
  it('fetches the browsing history after a visit is sent, so the drawer has it offline', async () => {
    const visits: unknown[] = []
    server.use(
      http.post(HotelPaths.historyAdd, async ({ request }) => {
        visits.push(await request.json())
        return HttpResponse.json(ok(null))
      }),
      http.post(HotelPaths.historyGet, () => HttpResponse.json(ok([item]))),
    )
    const queryClient = new QueryClient()
    await historyOutbox().add('agent', { kind: 'visit', hotelId: 12 })
    await replay(queryClient, 'agent')
    expect(visits).toHaveLength(1)
    // The drawer was never opened (no observer): the list is in the cache all the same.
    expect(queryClient.getQueryData(historyKeys.list('CNY'))).toEqual([item])
  })

  it('keeps the history among the queries persisted for offline use', () => {
    expect(historyQueryOptions('CNY').meta).toMatchObject({ persist: true })
  })
})
