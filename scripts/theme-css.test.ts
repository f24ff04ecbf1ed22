// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { themeCss } from '../theme-css.config'

// The build writes the theme's global CSS into index.html (theme-css.config.ts); the app
// then gives Chakra a system without it (src/app.test.tsx covers that side).
describe('static theme CSS', () => {
  it('is the layer order, then the reset, base and token layers of the portal theme', async () => {
    const css = await themeCss()
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true)
    for (const part of ['@layer reset{', '@layer base{', '@layer tokens{']) expect(css, part).toContain(part)
    // The portal's own brand tokens and global rules, not only Chakra's defaults.
    expect(css).toMatch(/--chakra-colors-brand-solid:/)
    expect(css).toMatch(/\*:focus-visible\{[^}]*outline-width:2px/)
    // Light-only theme (light-tokens.ts): no dark-mode selectors.
    expect(css).not.toContain('.dark')
    expect(css).not.toContain('</style')
    // The progress bar's slide is a theme keyframe (theme-data.ts): written in the bar's css prop it
    // came out of emotion empty, and the bar stood still.
    expect(css).toMatch(/@keyframes portal-progress\{0%\{[^}]*transform:translateX\(-100%\);\}100%\{[^}]*transform:translateX\(250%\);\}\}/)
  }, 30_000)
})
