import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { filtersOf, orderSearchSchema, urlText } from './order-search'

describe('order list URL query', () => {
  it('a number typed as a filter goes into the URL without JSON quotes and comes back as the filter', () => {
    const url = defaultStringifySearch({ orderNum: urlText('261126000001'), guestName: urlText('Lin') })
    expect(url).toBe('?orderNum=261126000001&guestName=Lin')
    const search = orderSearchSchema.parse(defaultParseSearch(url))
    expect(filtersOf(search)).toEqual({ orderNum: '261126000001', guestName: 'Lin' })
  })

  it('a hand-typed numeric filter is kept, not dropped', () => {
    expect(filtersOf(orderSearchSchema.parse(defaultParseSearch('?orderNum=12345')))).toEqual({ orderNum: '12345' })
  })

  it('digits that would not survive as a number stay text', () => {
    for (const v of ['00123', '12345678901234567890', 'HL2611', '1e5', '']) expect(urlText(v)).toBe(v)
    expect(urlText('42')).toBe(42)
  })
})
