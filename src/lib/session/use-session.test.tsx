import { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { creditFixture, userFixture } from '../../test/fixtures'
import { renderWithProviders } from '../../test/render'
import { sessionKeys } from './queries'
import { useCredit, useSession } from './use-session'

describe('useSession and useCredit', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=test-csrf; path=/'
  })
  afterEach(() => {
    document.cookie = 'csrftoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('the credit arriving re-renders only the places that show it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(sessionKeys.user(), userFixture({ IsMainUser: true }))
    client.setQueryData(sessionKeys.credit(), creditFixture({ availCredit: 100 }))
    let sessionRenders = 0
    function Header() {
      const session = useSession()
      sessionRenders++
      return <span>{session.user?.username}</span>
    }
    function Credit() {
      const { credit, canViewCredit } = useCredit()
      return <output>{canViewCredit ? credit?.availCredit : 'hidden'}</output>
    }
    renderWithProviders(
      <>
        <Header />
        <Credit />
      </>,
      client,
    )
    expect(screen.getByRole('status').textContent).toBe('100')
    const before = sessionRenders
    await act(async () => {
      client.setQueryData(sessionKeys.credit(), creditFixture({ availCredit: 250 }))
      // TanStack Query tells its observers in a timeout.
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect(screen.getByRole('status').textContent).toBe('250')
    expect(sessionRenders).toBe(before)
  })

  it('gives no credit without VIEW_CREDIT, and does not ask for it', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(sessionKeys.user(), userFixture({ IsMainUser: false, Permissions: [] }))
    function Credit() {
      const { credit, canViewCredit, creditStatus } = useCredit()
      return <output>{`${canViewCredit} ${credit === undefined} ${creditStatus}`}</output>
    }
    renderWithProviders(<Credit />, client)
    expect(screen.getByRole('status').textContent).toBe('false true idle')
    expect(client.getQueryState(sessionKeys.credit())?.fetchStatus ?? 'idle').toBe('idle')
  })
})
