import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api/errors'
import { renderWithProviders } from '../test/render'
import { QueryError } from './query-state'

const show = (error: unknown) => {
  const onRetry = vi.fn()
  renderWithProviders(<QueryError error={error} onRetry={onRetry} />)
  return onRetry
}

describe('QueryError', () => {
  it("says what happened in the page's language, with the server's English message as a detail marked as English", () => {
    const onRetry = show(new ApiError({ kind: 'http', status: 500, code: 500, serverMessage: 'database unavailable' }))
    expect(screen.getByText('operation failed, please retry later')).toBeTruthy()
    const detail = screen.getByTestId('server-message')
    expect(detail.textContent).toBe('database unavailable')
    expect(detail.getAttribute('lang')).toBe('en')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says plainly that something was not found, or not accepted, and offers no useless Retry', () => {
    show(new ApiError({ kind: 'http', status: 404, code: 404, serverMessage: 'orderNum: no such order' }))
    expect(screen.getByText('This could not be found. It may have been removed, or the link is wrong.')).toBeTruthy()
    expect(screen.queryByTestId('server-message')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('names a refused request without a Retry', () => {
    show(new ApiError({ kind: 'http', status: 400, code: 400, serverMessage: 'checkIn: must be a date' }))
    expect(screen.getByText('The request was not accepted. A value in the page address may be wrong.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers Retry when there was no answer', () => {
    show(new ApiError({ kind: 'network', status: 0 }))
    expect(screen.getByText('network error, please try later')).toBeTruthy()
    expect(screen.queryByTestId('server-message')).toBeNull()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('stays a placeholder when a §8 reaction already handles the failure (logged out, sent to login)', () => {
    show(new ApiError({ kind: 'auth-expired', status: 401, code: 40005, serverMessage: 'login expired', handled: true }))
    expect(screen.queryByText('login expired')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true')
  })
})
