import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { COUPON_REDEEM_MESSAGES, PaymentErrorCode, PaymentPaths, fail, ok, type Coupon, type CouponRedeemRejection } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { CouponsPage } from './coupons-page'

const coupon = (code: string): Coupon => ({
  code,
  faceValue: 50,
  minOrderAmount: 200,
  currencyCode: 'CNY',
  hotelIds: null,
  hotels: [],
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
  status: 'unused',
  usedOrderNum: null,
})

// The server's answers (server/domain/payments/coupons.ts redeemCoupon), keyed by code.
const refusals: Record<string, CouponRedeemRejection> = { NOSUCHCODE: 'unknown', MAPLE60: 'unknown', SUMMER20: 'expired', WELCOME50: 'already_redeemed' }
const server = setupMswServer(
  http.get(PaymentPaths.couponList, () => HttpResponse.json(ok([coupon('WELCOME50')]))),
  http.post(PaymentPaths.couponRedeem, async ({ request }) => {
    const { code } = (await request.json()) as { code: string }
    const reason = refusals[code]
    if (reason) return HttpResponse.json({ ...fail(PaymentErrorCode.COUPON_REJECTED, COUPON_REDEEM_MESSAGES[reason]), data: { reason } }, { status: 422 })
    return HttpResponse.json(ok([coupon('WELCOME50'), coupon(code)]))
  }),
)

async function redeem(code: string) {
  fireEvent.change(screen.getByLabelText('Redeem a coupon code'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' }).hasAttribute('data-loading')).toBe(false))
}
const outcome = () => screen.getByRole('status').textContent

describe('coupon redemption messages (§8 Redemption failed, made specific)', () => {
  it('says why a code was refused, and never claims a repeated code was added', async () => {
    renderWithProviders(<CouponsPage />)
    await screen.findByText('WELCOME50')

    await redeem('nosuchcode')
    await waitFor(() => expect(outcome()).toBe('There is no coupon with this code. Check the code and try again.'))
    await redeem('MAPLE60')
    await waitFor(() => expect(outcome()).toBe('There is no coupon with this code. Check the code and try again.'))
    await redeem('SUMMER20')
    await waitFor(() => expect(outcome()).toBe('This coupon has expired.'))
    await redeem('WELCOME50')
    await waitFor(() => expect(outcome()).toBe('This coupon is already in your coupons; it was not added again.'))
    expect(outcome()).not.toMatch(/added to your coupons/)

    await redeem('REDEEM88')
    await waitFor(() => expect(outcome()).toBe('Coupon REDEEM88 has been added to your coupons.'))
    expect(await screen.findByText('REDEEM88')).toBeTruthy()
  })

  it('falls back to the §8 text for other failures', async () => {
    server.use(http.post(PaymentPaths.couponRedeem, () => HttpResponse.json(fail(500, 'boom'), { status: 500 })))
    renderWithProviders(<CouponsPage />)
    await screen.findByText('WELCOME50')
    await redeem('ANY-CODE')
    await waitFor(() => expect(outcome()).toBe('Redemption failed'))
  })

  it('takes a code as it is typed with a full-width input method or pasted with spaces', async () => {
    renderWithProviders(<CouponsPage />)
    await screen.findByText('WELCOME50')
    await redeem(' ｓａｖｅ　１００ ')
    await waitFor(() => expect(outcome()).toBe('Coupon SAVE100 has been added to your coupons.'))
    await redeem('HOTEL1–80')
    await waitFor(() => expect(outcome()).toBe('Coupon HOTEL1-80 has been added to your coupons.'))
  })

  it('an empty or spaces-only code says what to enter instead of doing nothing', async () => {
    renderWithProviders(<CouponsPage />)
    await screen.findByText('WELCOME50')
    await redeem('   ')
    await waitFor(() => expect(outcome()).toBe('Enter a coupon code.'))
    await redeem('A!')
    await waitFor(() => expect(outcome()).toBe('Enter a coupon code of 3-32 letters, digits or dashes.'))
  })

  it('offline, says so instead of spinning until the connection is back', async () => {
    server.use(http.post(PaymentPaths.couponRedeem, () => HttpResponse.error()))
    renderWithProviders(<CouponsPage />)
    await screen.findByText('WELCOME50')
    onlineManager.setOnline(false)
    try {
      await redeem('SAVE100')
      await waitFor(() => expect(outcome()).toBe('network error, please try later'))
    } finally {
      onlineManager.setOnline(true)
    }
  })
})

describe('coupon scope', () => {
  it('names the hotels a coupon is limited to', async () => {
    server.use(
      http.get(PaymentPaths.couponList, () =>
        HttpResponse.json(ok([{ ...coupon('HOTEL1-80'), hotelIds: [1, 9], hotels: [{ id: 1, nameEn: 'Golden Bay Hotel', nameZh: '金湾酒店' }, { id: 9, nameEn: 'Willow Bank', nameZh: '柳岸酒店' }] }, coupon('WELCOME50')])),
      ),
    )
    renderWithProviders(<CouponsPage />)
    expect(await screen.findByText('Golden Bay Hotel, Willow Bank')).toBeTruthy()
    expect(screen.getByText('All hotels')).toBeTruthy()
  })
})
