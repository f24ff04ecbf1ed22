import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { HotelPaths, ok } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ClearHistoryButton } from './clear-history-button'

const server = setupMswServer()

describe('Clear browsing history (§2 history drawer)', () => {
  it('asks for confirmation before records_del, and Go back deletes nothing', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(HotelPaths.historyDelete, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(ok(null))
      }),
    )
    renderWithProviders(<ClearHistoryButton hasItems />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear browsing history' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear your browsing history?' })
    expect(bodies).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(bodies).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Clear browsing history' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear history' }))
    await waitFor(() => expect(bodies).toEqual([{ hotelIds: [] }]))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('confirms the clearing once the list is empty', async () => {
    server.use(http.post(HotelPaths.historyDelete, () => HttpResponse.json(ok(null))))
    // The drawer's list empties after the refetch; here a button plays that part.
    function Harness() {
      const [hasItems, setHasItems] = useState(true)
      return (
        <>
          <button onClick={() => setHasItems(false)}>list emptied</button>
          <ClearHistoryButton hasItems={hasItems} />
        </>
      )
    }
    renderWithProviders(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear browsing history' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear history' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'list emptied' }))
    expect((await screen.findByRole('status')).textContent).toBe('Your browsing history has been cleared.')
  })

  it('offline, says so at once instead of a dialog spinning until the network returns', async () => {
    server.use(http.post(HotelPaths.historyDelete, () => HttpResponse.error()))
    onlineManager.setOnline(false)
    try {
      renderWithProviders(<ClearHistoryButton hasItems />)
      fireEvent.click(screen.getByRole('button', { name: 'Clear browsing history' }))
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear history' }))
      expect(await screen.findByText('network error, please try later')).toBeTruthy()
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
