// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { THEME_DATA, runtimeTheme, runtimeThemeModule } from '../runtime-theme.config'
import { chakraTheme, portalTheme, runtimeThemeData } from '../src/components/theme/theme-data'

// The build's copy of theme-data.ts for the browser (runtime-theme.config.ts); that a system
// built from such a copy styles alike is src/components/theme/theme-data.test.ts.
describe('runtime theme module', () => {
  it('exports theme-data.ts’s two themes without their values', async () => {
    const text = await runtimeThemeModule()
    const mod = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as Record<string, unknown>
    expect(Object.keys(mod).sort()).toEqual(['chakraTheme', 'portalTheme'])
    expect(mod.chakraTheme).toEqual(runtimeThemeData(chakraTheme))
    expect(mod.portalTheme).toEqual(runtimeThemeData(portalTheme))
    expect(text).not.toContain('#0f6b61')
  }, 30_000)

  it('stands in for theme-data.ts only, and only in builds', async () => {
    const plugin = runtimeTheme()
    expect(plugin.apply).toBe('build')
    const load = plugin.load as (id: string) => Promise<string> | null
    expect(load('/elsewhere/src/components/theme/system.ts')).toBeNull()
    expect(await load(`${THEME_DATA}?v=1`)).toBe(await runtimeThemeModule())
  }, 30_000)
})
