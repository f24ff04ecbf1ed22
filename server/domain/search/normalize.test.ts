import { describe, expect, it } from 'vitest'
import { buildHotelIndex } from './hotel-index'
import { editDistance, grams, matchScore, normalize } from './normalize'

describe('normalize', () => {
  it('folds case, accents, full-width letters and apostrophes; keeps CJK', () => {
    expect(normalize('Hồ Chí Minh')).toBe('ho chi minh')
    expect(normalize("Xi'an")).toBe('xian')
    expect(normalize('ＴＯＫＹＯ')).toBe('tokyo')
    expect(normalize('Champs-Élysées')).toBe('champs elysees')
    expect(normalize(' 東京 ')).toBe('東京')
  })

  it('makes prefix grams for the word being typed and CJK 1/2-grams', () => {
    expect(grams('tok', true)).toEqual(['  t', ' to', 'tok'])
    expect(grams('tok')).toContain('ok ')
    expect(grams('东京')).toEqual(['东', '东京', '京'])
  })

  it('measures typos with transpositions', () => {
    expect(editDistance('tokyo', 'tokyo', 1)).toBe(0)
    expect(editDistance('tokyp', 'tokyo', 1)).toBe(1)
    expect(editDistance('tkoyo', 'tokyo', 1)).toBe(1)
    expect(editDistance('paris', 'tokyo', 2)).toBe(3)
  })

  it('ranks exact > prefix > word > substring > typo > nothing', () => {
    const s = (q: string) => matchScore(q, 'ho chi minh city')
    expect(matchScore('tokyo', 'tokyo')).toBe(100)
    expect(s('ho chi')).toBeGreaterThan(s('minh'))
    expect(s('minh')).toBeGreaterThan(s('inh'))
    expect(s('inh')).toBeGreaterThan(0)
    expect(s('mihn')).toBeGreaterThan(0)
    expect(s('paris')).toBe(0)
  })
})

describe('hotel index', () => {
  const en = ['Harbour View Hotel The Bund', 'Grand Lotus Inn Shinjuku', 'Harbour View Suites Ginza', 'Jade Garden Hotel Lujiazui']
  const zh = ['外滩海景酒店', '新宿大莲花客栈', '银座海景套房酒店', '陆家嘴翠园酒店']
  const index = buildHotelIndex(en, zh, [10, 20, 90, 40])

  it('finds by name, Chinese name, prefix and typo; popularity breaks ties', () => {
    expect(index.search('harbour view', 5)).toEqual([2, 0])
    expect(index.search('外滩', 5)).toEqual([0])
    expect(index.search('grand lot', 5)[0]).toBe(1)
    expect(index.search('Jade Gardn Hotel', 5)[0]).toBe(3)
    expect(index.search('zzzz', 5)).toEqual([])
  })

  it('does not count a word sharing only its first two letters as a typo ("Toky" is not "Town")', () => {
    const names = buildHotelIndex(['Peony Hotel New Town', 'Serene Residences Bell Tower', 'Tokyo Bay Hotel', 'New Otani Garden'], ['', '', '', ''], [90, 80, 10, 5])
    expect(names.search('toky', 5)).toEqual([2])
    expect(names.search('Tokyo', 5)).toEqual([2])
    // A typo in the last letter keeps most grams: still found.
    expect(names.search('tokx', 5)).toEqual([2])
    // Two words, each sharing only its first letters and a space: no match either.
    expect(names.search('new york', 5)).toEqual([])
    expect(names.search('new town', 5)[0]).toBe(0)
  })
})
