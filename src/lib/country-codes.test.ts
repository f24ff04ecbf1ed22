import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './country-codes'

describe('COUNTRY_CODES', () => {
  it('is exactly the alpha-2 list of i18n-iso-countries, in its order', () => {
    expect(COUNTRY_CODES).toEqual(Object.keys(countries.getAlpha2Codes()))
  })
})
