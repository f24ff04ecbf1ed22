import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { INTRO_TABS, activeIntroTab } from './intro-nav'

describe('introduction nav (§2)', () => {
  it('has five tabs; Product, Solution and Partners open grouped popovers', () => {
    expect(INTRO_TABS.map((t) => t.id)).toEqual(['why', 'product', 'solution', 'resource', 'about'])
    expect(INTRO_TABS.filter((t) => t.groups).map((t) => t.id)).toEqual(['product', 'solution', 'resource'])
    expect(INTRO_TABS.find((t) => t.id === 'why')?.path).toBe('/')
    expect(INTRO_TABS.find((t) => t.id === 'about')?.path).toBe('/introduction/aboutus')
  })

  it('every item points at a route file that exists', () => {
    const paths = INTRO_TABS.flatMap((t) => t.groups ?? []).flatMap((g) => g.items).map((i) => i.path.split('#')[0]!)
    for (const path of paths) {
      const base = `src/routes/$locale/_intro${path}`
      expect(existsSync(`${base}.tsx`) || existsSync(`${base}/index.tsx`), path).toBe(true)
    }
  })

  it('derives exactly one active tab from the route', () => {
    expect(activeIntroTab('/')).toBe('why')
    expect(activeIntroTab('/introduction/product/ai')).toBe('product')
    expect(activeIntroTab('/introduction/tools')).toBe('product')
    expect(activeIntroTab('/introduction/solution/api')).toBe('solution')
    expect(activeIntroTab('/introduction/solution/agency/')).toBe('solution')
    expect(activeIntroTab('/news/detail/3')).toBe('resource')
    expect(activeIntroTab('/introduction/resource?x=1')).toBe('resource')
    expect(activeIntroTab('/introduction/aboutus')).toBe('about')
    expect(activeIntroTab('/credit')).toBe('about')
    // A prefix must match a whole segment: "/newsletter" is not "/news".
    expect(activeIntroTab('/newsletter')).toBe('why')
    expect(activeIntroTab('/aboutus-extra')).toBe('why')
  })
})
