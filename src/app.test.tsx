import { afterEach, describe, expect, it } from 'vitest'
import { themeSystem } from './app'
import { portalSystem } from './components/theme/system'

const system = portalSystem()

describe('themeSystem', () => {
  afterEach(() => document.getElementById('theme-css')?.remove())

  it('keeps Chakra injecting the global CSS when index.html has none (dev server, tests)', () => {
    expect(themeSystem(document)).toBe(system)
    expect(themeSystem(undefined)).toBe(system)
  })

  it('leaves the global CSS to index.html when the build put it there', () => {
    const style = document.createElement('style')
    style.id = 'theme-css'
    document.head.append(style)
    const chosen = themeSystem(document)
    expect(chosen._global).toEqual([])
    expect(chosen._config.disableLayers).toBe(true)
    // Everything else is the same system: recipes, tokens, css().
    expect(chosen.css).toBe(system.css)
    expect(chosen.tokens).toBe(system.tokens)
    expect(system._global.length).toBeGreaterThan(0)
  })

  it('does not build the global CSS it leaves to index.html', () => {
    const style = document.createElement('style')
    style.id = 'theme-css'
    document.head.append(style)
    // A system that builds its global CSS on first read.
    let reads = 0
    const lazy = Object.defineProperty({ ...system }, '_global', { get: () => ++reads && system._global, enumerable: true })
    const chosen = themeSystem(document, lazy)
    expect(reads).toBe(0)
    expect(chosen._global).toEqual([])
    expect(chosen.css).toBe(system.css)
  })
})
