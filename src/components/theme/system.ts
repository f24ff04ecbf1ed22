import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
} from '@chakra-ui/react/theme'
import { chakraTheme, portalTheme, type ThemeData } from './theme-data'

// Chakra's default theme with only the recipes of the components we use (#9: the full set of
// about 75 recipes is ~26 KB gzip on every route). A component whose recipe is missing renders
// unstyled rather than failing, so system.test.ts checks every Chakra component imported in
// src/ against this list.
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
}

const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
}

/**
 * Chakra's base config (its style props and conditions), its default theme with our recipes,
 * and the portal's own theme, from the given theme data (tokens, @keyframes and global styles:
 * theme-data.ts). The build trims the first two (runtime-theme.config.ts, style-props.config.ts);
 * their tests build the system from the trimmed parts with these parameters. One merge:
 * createSystem merges (and deep-clones) what it is given, so merging the first two beforehand
 * cloned the whole default config twice.
 */
export function createPortalSystem(...data: Parameters<typeof portalConfigs>) {
  return createSystem(...portalConfigs(...data))
}

function portalConfigs(chakra: ThemeData = chakraTheme, portal: ThemeData = portalTheme, base = defaultBaseConfig) {
  const themeConfig = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: chakra.globalCss,
    theme: {
      breakpoints,
      keyframes: chakra.keyframes,
      tokens: chakra.tokens,
      semanticTokens: chakra.semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  })
  const config = defineConfig({
    globalCss: portal.globalCss,
    theme: { keyframes: portal.keyframes, tokens: portal.tokens, semanticTokens: portal.semanticTokens },
  })
  return [base, themeConfig, config] as const
}

let built: ReturnType<typeof createSystem> | undefined

/**
 * The portal's Chakra system, built on first use. createSystem takes ~100 ms on a throttled
 * phone; built when this module was evaluated, it lengthened the one long task in which the app's
 * modules run (#9 TBT). main.tsx builds it a step at a time (portalSystemInSteps).
 */
export function portalSystem(): ReturnType<typeof createSystem> {
  return (built ??= createPortalSystem())
}

type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, ReturnType<typeof createSystem>>

/**
 * portalSystem(), built a step at a time with `between()` awaited after each step: the build's
 * Chakra hands out createSystem's steps (chakra-patches.config.ts, "system in steps"), so the
 * ~110-260 ms task it was on a throttled phone becomes several short ones (#9 TBT). Chakra as
 * shipped (dev server, tests) has no steps and builds it at once.
 */
export async function portalSystemInSteps(between: () => Promise<unknown>): Promise<ReturnType<typeof createSystem>> {
  const steps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps
  if (!built && steps) {
    const run = steps(...portalConfigs())
    let step
    while (!(step = run.next()).done) await between()
    built = step.value
  }
  return portalSystem()
}

/** §2: desktop frame width. */
export const FRAME_WIDTH = '1200px'
