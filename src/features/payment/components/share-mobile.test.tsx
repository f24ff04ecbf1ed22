import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PaymentPaths, ok, type ShareView } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ShareMobile } from './share-mobile'

const view: ShareView = {
  orderNum: 'HB20261126000001',
  status: 'CONFIRMED',
  confirmationNum: 'GB-7781',
  hotelName: 'Golden Bay Hotel',
  hotelNameCN: '金湾酒店',
  hotelAddress: '60 Riverside Drive, Tokyo',
  hotelAddressCN: '',
  hotelPhone: '+81 459 6527 624',
  roomTypeName: 'Deluxe Twin Room',
  roomTypeNameCN: '豪华双床房',
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
  nights: 2,
  roomNum: 1,
  guests: ['Wang Fang'],
  expiresAt: '2027-01-13T00:00:00Z',
}

setupMswServer(http.get(PaymentPaths.shareView, () => HttpResponse.json(ok(view))))

describe('ShareMobile (the client’s read-only view of a booking)', () => {
  it('lets the client call the hotel: the phone is a tel: link, set left to right but inline (ar puts it at the start)', async () => {
    renderWithProviders(<ShareMobile token="t" statusLabel={(s) => s} statusPalette={() => 'green'} />)
    const phone = await screen.findByTestId('share-hotel-phone')
    expect(phone.getAttribute('href')).toBe('tel:+814596527624')
    expect(phone.getAttribute('dir')).toBe('ltr')
    expect(phone.tagName).toBe('A')
    expect(phone.textContent).toBe('+81 459 6527 624')
  })
})
