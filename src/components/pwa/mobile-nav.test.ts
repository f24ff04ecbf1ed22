import { describe, expect, it } from 'vitest'
import { mobileNavTabOf } from './mobile-nav'

describe('mobileNavTabOf', () => {
  it.each([
    ['/en-US', 'search'],
    ['/en-US/', 'search'],
    ['/en-US/hotel/list', 'search'],
    ['/en-US/hotel/info/12', 'search'],
    ['/en-US/order', 'orders'],
    ['/en-US/order/detail/HL261126000001', 'orders'],
    ['/en-US/order/drafts', 'drafts'],
    ['/en-US/book/6f1c2a8e-0000-4000-8000-000000000000', 'drafts'],
    // A placed order's checkout and payment pages are the order's, not a draft's.
    ['/en-US/book/confirm/HL261126000001', 'orders'],
    ['/en-US/pay/succeed', 'orders'],
    ['/en-US/pay/succeed.1', 'orders'],
    ['/en-US/user/home', 'account'],
    ['/en-US/user/sub-account', 'account'],
    ['/en-US/about', null],
    ['/en-US/orderly', null],
    ['/ar/book/confirm/HL261126000001', null],
  ])('%s → %s', (path, tab) => {
    expect(mobileNavTabOf(path, 'en-US')).toBe(tab)
  })

  it('reads the locale given', () => {
    expect(mobileNavTabOf('/ar/book/confirm/HL261126000001', 'ar')).toBe('orders')
  })
})
