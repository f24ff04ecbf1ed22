import { describe, expect, it } from 'vitest'
import { pageNum, parsePageNum, type PageItem } from './pagination'

const render = (items: PageItem[]) =>
  items.map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ')

describe('pageNum (§2 range 6, margin 1)', () => {
  it('shows every page when they fit', () => {
    expect(render(pageNum(1, 1))).toBe('[1]')
    expect(render(pageNum(3, 8))).toBe('1 2 [3] 4 5 6 7 8')
  })

  it('is empty without pages', () => {
    expect(pageNum(1, 0)).toEqual([])
  })

  it('keeps the window at the start', () => {
    expect(render(pageNum(1, 20))).toBe('[1] 2 3 4 5 6 7 … 20')
  })

  it('centres the window in the middle', () => {
    expect(render(pageNum(10, 20))).toBe('1 … 8 9 [10] 11 12 13 … 20')
  })

  it('keeps the window at the end', () => {
    expect(render(pageNum(20, 20))).toBe('1 … 14 15 16 17 18 19 [20]')
  })

  it('never hides a single page behind a gap', () => {
    expect(render(pageNum(5, 12))).toBe('1 2 3 4 [5] 6 7 8 … 12')
  })

  it('clamps out-of-range pages', () => {
    expect(render(pageNum(99, 9))).toBe('1 2 3 4 5 6 7 8 [9]')
    expect(render(pageNum(-3, 3))).toBe('[1] 2 3')
  })

  it('shows at most range + 2 margins + 1 filled gaps, each page once', () => {
    for (let count = 1; count <= 40; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pageNum(page, count).flatMap((i) => (i.type === 'page' ? [i.page] : []))
        expect(new Set(pages).size).toBe(pages.length)
        expect(pages).toContain(page)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(count)
        expect(pages.length).toBeLessThanOrEqual(Math.min(count, 10))
      }
    }
  })
})

describe('parsePageNum', () => {
  it.each([
    ['3', 3], [3, 3], [' 4 ', 4], ['0', 1], ['-2', 1], ['2.5', 1], ['abc', 1], [undefined, 1], [null, 1], ['', 1],
  ] as const)('%s → %s', (raw, expected) => {
    expect(parsePageNum(raw)).toBe(expected)
  })
})
