import { describe, expect, it } from 'vitest'
import { addDays, beijingHour, defaultStayDates, filtersFromSearch, hotelListSearchSchema, listItems, parseAges, stayFromSearch, stayProblem, staySearchSchema, toListParam, urlStayProblem } from './stay-search'

describe('defaultStayDates (§4, Beijing clock)', () => {
  it('before 18:00 in Beijing: today → tomorrow', () => {
    // 09:59 UTC = 17:59 in Beijing
    expect(defaultStayDates(new Date('2026-03-10T09:59:00Z'))).toEqual({ checkIn: '2026-03-10', checkOut: '2026-03-11' })
  })
  it('from 18:00 in Beijing: tomorrow → the day after', () => {
    expect(defaultStayDates(new Date('2026-03-10T10:00:00Z'))).toEqual({ checkIn: '2026-03-11', checkOut: '2026-03-12' })
  })
  it('uses the Beijing date, not the UTC date, around midnight', () => {
    // 16:30 UTC on the 10th is 00:30 on the 11th in Beijing
    expect(defaultStayDates(new Date('2026-03-10T16:30:00Z'))).toEqual({ checkIn: '2026-03-11', checkOut: '2026-03-12' })
    expect(beijingHour(new Date('2026-03-10T16:30:00Z'))).toBe(0)
  })
  it('crosses month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('stayProblem', () => {
  it('rejects past check-in, reversed dates and stays over 30 nights', () => {
    expect(stayProblem('2026-03-09', '2026-03-11', '2026-03-10')).toBe('check-in-past')
    expect(stayProblem('2026-03-10', '2026-03-10', '2026-03-10')).toBe('check-out-order')
    expect(stayProblem('2026-03-10', '2026-04-10', '2026-03-10')).toBe('too-many-nights')
    expect(stayProblem('2026-03-10', '2026-04-09', '2026-03-10')).toBeNull()
  })
})

describe('URL search', () => {
  it('keeps valid values and drops garbage field by field (a date that is not one is kept to be named)', () => {
    const s = staySearchSchema.parse({ checkIn: '2026-02-30', checkOut: '2026-03-02', adult: '3', room: 0, nation: 'jp', children: '5,11', addressType: 'region', addressValue: 12 })
    expect(s).toEqual({ checkIn: '2026-02-30', checkOut: '2026-03-02', adult: 3, room: undefined, nation: undefined, children: '5,11', addressType: 'region', addressValue: 12, addressText: undefined })
  })
  it('falls back to §4 defaults when dates are missing or invalid', () => {
    const now = new Date('2026-03-10T02:00:00Z')
    expect(stayFromSearch({ checkIn: '2026-03-01', checkOut: '2026-03-02' }, now)).toMatchObject({
      checkIn: '2026-03-10',
      checkOut: '2026-03-11',
      adultNum: 2,
      roomNum: 1,
      nation: 'CN',
      childNum: 0,
    })
    expect(stayFromSearch({ checkIn: '2026-03-12', checkOut: '2026-03-15', children: '4,9', adult: 1 }, now)).toMatchObject({
      checkIn: '2026-03-12',
      checkOut: '2026-03-15',
      childNum: 2,
      childrenAges: [4, 9],
      adultNum: 1,
    })
  })
  it('names why a URL\'s own dates were replaced by the defaults (nothing when it has none)', () => {
    const now = new Date('2026-03-10T02:00:00Z')
    expect(urlStayProblem({ checkIn: '2025-01-01', checkOut: '2025-01-03' }, now)).toBe('check-in-past')
    expect(urlStayProblem({ checkIn: '2026-03-12', checkOut: '2026-03-12' }, now)).toBe('check-out-order')
    expect(urlStayProblem({ checkIn: '2026-03-12', checkOut: '2026-06-15' }, now)).toBe('too-many-nights')
    expect(urlStayProblem({ checkIn: '2026-03-12', checkOut: '2026-03-15' }, now)).toBeNull()
    expect(urlStayProblem({}, now)).toBeNull()
    // Not dates at all: kept as given (the URL keeps them), named, and the defaults searched.
    for (const raw of [{ checkIn: 'abc', checkOut: '2026-03-15' }, { checkIn: '2026-03-12', checkOut: '2026-13-40' }, { checkIn: 20260312 }]) {
      const search = staySearchSchema.parse(raw)
      expect(urlStayProblem(search, now), JSON.stringify(raw)).toBe('unreadable')
      expect(stayFromSearch(search, now)).toMatchObject({ checkIn: '2026-03-10', checkOut: '2026-03-11' })
    }
    expect(staySearchSchema.parse({ checkIn: 'abc', checkOut: { x: 1 } })).toEqual({ checkIn: 'abc' })
    expect(urlStayProblem(staySearchSchema.parse({ checkIn: '2026-03-12', checkOut: '2026-03-15' }), now)).toBeNull()
    expect(stayFromSearch({ checkIn: '2026-03-12', checkOut: '2026-06-15' }, now)).toMatchObject({ checkIn: '2026-03-10', checkOut: '2026-03-11' })
  })
  it('parses list filters; an inverted price range keeps only the minimum', () => {
    const s = hotelListSearchSchema.parse({ stars: '5,4,9', meals: 'breakfast', priceMin: 500, priceMax: 100, freeCancel: true, pageNum: '3' })
    expect(s.stars).toBeUndefined() // 9 is not a star rating: the whole value is dropped
    expect(s.pageNum).toBe(3)
    expect(filtersFromSearch(s)).toEqual({ priceMin: 500, mealTypes: ['breakfast'], freeCancellation: true })
    expect(filtersFromSearch(hotelListSearchSchema.parse({ stars: '5,4,4' }))).toEqual({ stars: [4, 5] })
  })
  it('parses children ages; one child is a plain number (no JSON quotes in the URL)', () => {
    expect(parseAges('0,17')).toEqual([0, 17])
    expect(parseAges(7)).toEqual([7])
    expect(parseAges(undefined)).toEqual([])
    expect(toListParam([7])).toBe(7)
    expect(toListParam([4, 5])).toBe('4,5')
    expect(toListParam([])).toBeUndefined()
    expect(listItems('breakfast,none')).toEqual(['breakfast', 'none'])
  })
})
