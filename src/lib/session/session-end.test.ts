import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { userFixture } from '../../test/fixtures'
import { sessionKeys } from './queries'
import { followSessionEnd } from './session-end'

function cacheWithAgent() {
  const client = new QueryClient()
  client.setQueryDefaults(['static'], { meta: { public: true } })
  client.setQueryData(sessionKeys.user(), userFixture())
  client.setQueryData(['credit', 'balance'], { availCredit: 120000 })
  client.setQueryData(['static', 'region'], { name: 'Tokyo' })
  return client
}

describe('followSessionEnd (another tab logged out)', () => {
  it("drops the agent's private data and runs the guard again when the session cookie is gone", () => {
    const client = cacheWithAgent()
    const rerun = vi.fn()
    expect(followSessionEnd(client, rerun, () => false)).toBe(true)
    expect(client.getQueryData(sessionKeys.user())).toBeUndefined()
    expect(client.getQueryData(['credit', 'balance'])).toBeUndefined()
    expect(client.getQueryData(['static', 'region'])).toEqual({ name: 'Tokyo' })
    expect(rerun).toHaveBeenCalledTimes(1)
  })

  it('does nothing while the session lasts (another tab changed the currency), or for a visitor', () => {
    const rerun = vi.fn()
    const client = cacheWithAgent()
    expect(followSessionEnd(client, rerun, () => true)).toBe(false)
    expect(client.getQueryData(['credit', 'balance'])).toEqual({ availCredit: 120000 })
    expect(followSessionEnd(new QueryClient(), rerun, () => false)).toBe(false)
    expect(rerun).not.toHaveBeenCalled()
  })
})
