import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { OrderErrorCode, OrderPaths, cancelQuoteResponseSchema, type OrderDetail } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { orderFixture } from '../order.fixture'
import { CancelOrderButton } from './cancel-order-button'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
const conflict = (code: number) => HttpResponse.json({ header: { code, message: 'Conflict' }, data: null }, { status: 409 })

let order: OrderDetail
let cancelCalls: number
let nextCancel: 'ok' | 'penalty-changed'
setupMswServer(
  http.post(OrderPaths.cancelQuote, () =>
    ok(cancelQuoteResponseSchema.parse({ orderNum: order.orderNum, cancellable: true, penalty: 0, refund: 1200, currencyCode: 'CNY', free: true, cancelDeadline: order.cancelDeadline })),
  ),
  http.post(OrderPaths.cancelOrder, async () => {
    cancelCalls += 1
    // Like the server: the first request starts the cancellation, a repeat is refused.
    if (nextCancel === 'penalty-changed') {
      nextCancel = 'ok'
      return conflict(OrderErrorCode.PENALTY_CHANGED)
    }
    if (order.cancelStatus) return conflict(OrderErrorCode.ILLEGAL_TRANSITION)
    await new Promise((r) => setTimeout(r, 50))
    order = { ...order, cancelStatus: 'WAITING' }
    return ok(order)
  }),
)

beforeEach(() => {
  order = orderFixture({ status: 'CONFIRMED', paymentRoute: 'credit', paymentStatus: 'paid', paidAmount: 1200, payDeadline: null, confirmationNum: 'CF1' })
  cancelCalls = 0
  nextCancel = 'ok'
  document.cookie = 'csrftoken=test; path=/'
})

const openDialog = async () => {
  renderWithProviders(<CancelOrderButton order={order} locale="en-US" />)
  fireEvent.click(screen.getByTestId('cancel-order'))
  await screen.findByTestId('cancel-penalty')
  return screen.getByRole('button', { name: 'Confirm cancellation' })
}

describe('CancelOrderButton', { timeout: 20_000 }, () => {
  it('a double click on Confirm cancellation sends cancel_order once and disables the button at once', async () => {
    const confirm = await openDialog()
    fireEvent.click(confirm)
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-busy') === 'true' || confirm.hasAttribute('data-loading')).toBe(true)
    fireEvent.click(confirm)
    fireEvent.dblClick(confirm)
    await waitFor(() => expect(order.cancelStatus).toBe('WAITING'))
    await waitFor(() => expect(screen.queryByTestId('cancel-penalty')).toBeNull())
    expect(cancelCalls).toBe(1)
  })

  it('after a refused request (penalty changed) the agent can confirm again', async () => {
    nextCancel = 'penalty-changed'
    const confirm = await openDialog()
    fireEvent.click(confirm)
    await screen.findByText('The penalty changed since it was shown. Please check the new amounts.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm cancellation' }).hasAttribute('disabled')).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }))
    await waitFor(() => expect(order.cancelStatus).toBe('WAITING'))
    expect(cancelCalls).toBe(2)
  })
})
