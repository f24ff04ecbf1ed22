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
export function createPortalSystem(chakra: ThemeData = chakraTheme, portal: ThemeData = portalTheme, base = defaultBaseConfig) {
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
  return createSystem(base, themeConfig, config)
}

let built: ReturnType<typeof createSystem> | undefined

/**
 * The portal's Chakra system, built on first use. createSystem takes ~100 ms on a throttled
 * phone; built when this module was evaluated, it lengthened the one long task in which the app's
 * modules run (#9 TBT). main.tsx builds it in a task of its own.
 */
export function portalSystem(): ReturnType<typeof createSystem> {
  return (built ??= createPortalSystem())
}

/** §2: desktop frame width. */
export const FRAME_WIDTH = '1200px'
