import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PaymentPaths } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { MobileThirdPay } from './mobile-third-pay'

setupMswServer(
  // What the server answers for a token cut short when the link was copied.
  http.post(PaymentPaths.payLinkStatus, () =>
    HttpResponse.json({ header: { code: 1001, message: 'token: Too small: expected string to have >=10 characters' }, data: null }, { status: 400 }),
  ),
)

describe('MobileThirdPay', () => {
  it('a malformed pay link says the link is not valid, not the server validation text with a Retry', async () => {
    renderWithProviders(<MobileThirdPay token="abc" />)
    expect(await screen.findByText('This payment link is not valid.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Too small')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
