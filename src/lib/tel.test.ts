import { describe, expect, it } from 'vitest'
import { telHref } from './tel'

describe('telHref', () => {
  it('keeps the digits and the leading plus of a displayed number', () => {
    expect(telHref('+86 21 6133 0190')).toBe('tel:+862161330190')
    expect(telHref('400-820-6190')).toBe('tel:4008206190')
  })
})
