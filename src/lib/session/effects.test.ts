import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { Paths, ok } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { userFixture } from '../../test/fixtures'
import { createSessionEffects } from './effects'
import { getSession, setSession } from './session-store'
import { sessionKeys } from './queries'

let logoutCalls = 0
setupMswServer(
  http.post(Paths.logout, () => {
    logoutCalls++
    return HttpResponse.json(ok(null))
  }),
)

function setup(href = '/ja/user/balance?x=1') {
  const queryClient = new QueryClient()
  queryClient.setQueryData(sessionKeys.user(), userFixture())
  // A public query (meta.public) must survive logout.
  queryClient.getQueryCache().build(queryClient, { queryKey: ['public-thing'], meta: { public: true } }).setData(1)
  const navigate = vi.fn()
  const notify = vi.fn()
  const timers: Array<[() => void, number]> = []
  let t = 0
  const effects = createSessionEffects({
    queryClient,
    currentHref: () => href,
    navigate,
    notifyLoginExpired: notify,
    setTimeout: (fn, ms) => timers.push([fn, ms]),
    now: () => t,
  })
  return { queryClient, navigate, notify, timers, effects, advance: (ms: number) => (t += ms) }
}

describe('§8 session effects', () => {
  it('token expiry: logs out, goes to login with from, toasts after ~400 ms', async () => {
    setSession({ currency: 'EUR' })
    const { effects, navigate, notify, timers, queryClient } = setup()
    effects.onAuthExpired()
    // The user is forgotten before the redirect, so /login cannot bounce back.
    expect(navigate).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined()
    expect(navigate).toHaveBeenCalledWith('/ja/login?from=' + encodeURIComponent('/ja/user/balance?x=1'), { replace: true })
    expect(timers).toHaveLength(1)
    expect(timers[0]?.[1]).toBe(400)
    expect(notify).not.toHaveBeenCalled()
    timers[0]?.[0]()
    expect(notify).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined())
    expect(queryClient.getQueryData(['public-thing'])).toBe(1)
    expect(getSession().currency).toBe('CNY')
  })

  it('forbidden: logs out and goes to login, no toast', async () => {
    const before = logoutCalls
    const { effects, navigate, timers, queryClient } = setup('/en-US/user/home')
    effects.onForbidden()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined()
    expect(navigate).toHaveBeenCalledWith('/en-US/login?from=%2Fen-US%2Fuser%2Fhome', { replace: true })
    expect(timers).toHaveLength(0)
    await vi.waitFor(() => expect(logoutCalls).toBe(before + 1))
    expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined()
  })

  it('deactivated: clears the session and shows the frozen-account page', () => {
    const { effects, navigate, queryClient } = setup('/ko/user/home')
    effects.onDeactivated()
    expect(navigate).toHaveBeenCalledWith('/ko/error/deactivated', { replace: true })
    expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined()
  })

  it('timeout: the timeout page', () => {
    const { effects, navigate } = setup('/es/')
    effects.onTimeout()
    expect(navigate).toHaveBeenCalledWith('/es/error/500?reason=timeout')
  })

  it('many parallel failures produce one redirect and one toast', async () => {
    const before = logoutCalls
    const { effects, navigate, timers, advance } = setup()
    effects.onAuthExpired()
    effects.onAuthExpired()
    effects.onForbidden()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(timers).toHaveLength(1)
    expect(logoutCalls - before).toBe(1)
    advance(5000)
    effects.onAuthExpired()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2))
  })

  it('does not nest login pages', async () => {
    const { effects, navigate, queryClient } = setup('/en-US/login?from=%2Fen-US%2F')
    effects.onForbidden()
    // Once the local session is cleared the redirect step has run (or is one tick away).
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined())
    await new Promise((r) => setTimeout(r, 0))
    expect(navigate).not.toHaveBeenCalled()
  })
})
