import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HotelPaths, ok, type HistoryItem } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { favouriteListQueryOptions } from './api/favourite-list'
import { historyKeys, historyQueryOptions } from './api/history-get'
import { RETRY_AFTER_MS, historyOutbox, replay, startReplay } from './runtime'

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

  it('refreshes the favourites after a favourite is sent, not after a visit (a visit changes the history only)', async () => {
    let favouriteLists = 0
    let historyLists = 0
    server.use(
      http.post(HotelPaths.historyAdd, () => HttpResponse.json(ok(null))),
      http.post(HotelPaths.favouriteAdd, () => HttpResponse.json(ok(null))),
      http.post(HotelPaths.historyGet, () => {
        historyLists++
        return HttpResponse.json(ok([item]))
      }),
      http.get(HotelPaths.favouriteList, () => {
        favouriteLists++
        return HttpResponse.json(ok([]))
      }),
    )
    const queryClient = new QueryClient()
    // A page that shows the favourites (as the hotel page's heart does) keeps their query active.
    const observer = new QueryObserver(queryClient, favouriteListQueryOptions())
    const stop = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(favouriteLists).toBe(1))
    await historyOutbox().add('visitor-agent', { kind: 'visit', hotelId: 12 })
    await replay(queryClient, 'visitor-agent')
    expect(historyLists).toBe(1)
    await historyOutbox().add('visitor-agent', { kind: 'visit', hotelId: 13 })
    await replay(queryClient, 'visitor-agent')
    expect(historyLists).toBe(2)
    expect(favouriteLists).toBe(1)
    await historyOutbox().add('visitor-agent', { kind: 'fav-add', hotelId: 13 })
    await replay(queryClient, 'visitor-agent')
    expect(historyLists).toBe(3)
    expect(favouriteLists).toBe(2)
    stop()
  })

  it('keeps the history among the queries persisted for offline use', () => {
    expect(historyQueryOptions('CNY').meta).toMatchObject({ persist: true })
  })

  describe('a replay that leaves changes queued while online', () => {
    afterEach(() => vi.useRealTimers())

    it('tries again after 2 s, not at the next minute, and stops once the queue is empty', async () => {
      let failing = true
      const adds: unknown[] = []
      server.use(
        http.post(HotelPaths.favouriteAdd, async ({ request }) => {
          if (failing) return HttpResponse.json({ header: { code: 503, message: 'unavailable' }, data: null }, { status: 503 })
          adds.push(await request.json())
          return HttpResponse.json(ok(null))
        }),
        http.post(HotelPaths.historyGet, () => HttpResponse.json(ok([]))),
        http.get(HotelPaths.favouriteList, () => HttpResponse.json(ok([]))),
      )
      await historyOutbox().add('retry-agent', { kind: 'fav-add', hotelId: 31 })
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
      const stop = startReplay(new QueryClient(), 'retry-agent')
      // The first replay (at start) is refused with a 503: the change stays queued.
      await vi.waitFor(() => expect(historyOutbox().ops().some((o) => o.user === 'retry-agent')).toBe(true))
      await vi.advanceTimersByTimeAsync(100)
      expect(adds).toHaveLength(0)
      failing = false
      await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS[0]!)
      await vi.waitFor(() => expect(adds).toHaveLength(1))
      await vi.waitFor(() => expect(historyOutbox().ops().filter((o) => o.user === 'retry-agent')).toEqual([]))
      stop()
    })
  })
})
