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
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
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
import { lightSemanticTokens, lightTokens } from './light-tokens.gen'

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

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    // Chakra's default tokens without dark values or unused palettes (light-tokens.ts).
    tokens: lightTokens,
    semanticTokens: lightSemanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

// §9: teal-green primary accent; both text directions (components use logical properties).
const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      // Keeps text sizes stable when phones rotate.
      textSizeAdjust: '100%',
      // A field focused or scrolled to (the first error after Book now) lands clear of the
      // sticky header (56-64 px) with its label, and clear of the phone's bottom bar.
      scrollPaddingBlock: '7rem',
    },
    body: {
      bg: 'bg.subtle',
      color: 'fg',
      minHeight: '100dvh',
    },
    '*:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    // In the theme's static CSS (index.html), not in a component's css prop: the progress
    // bar's @keyframes written there came out of emotion empty, and the bar stood still.
    keyframes: {
      'portal-progress': {
        '0%': { transform: 'translateX(-100%)' },
        '100%': { transform: 'translateX(250%)' },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#effcf8' },
          100: { value: '#d2f6ec' },
          200: { value: '#a6ecdb' },
          300: { value: '#6fdbc5' },
          400: { value: '#38c2aa' },
          500: { value: '#16a58f' },
          600: { value: '#0c8576' },
          700: { value: '#0f6b61' },
          800: { value: '#11564f' },
          900: { value: '#124842' },
          950: { value: '#032a27' },
        },
      },
      fonts: {
        // System stacks with CJK and Arabic faces, so no webfont download is needed.
        body: {
          value:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans Arabic", "Segoe UI Arabic", sans-serif',
        },
        heading: {
          value:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans Arabic", "Segoe UI Arabic", sans-serif',
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
})

let built: ReturnType<typeof createSystem> | undefined

/**
 * The portal's Chakra system, built on first use. createSystem takes ~100 ms on a throttled
 * phone; built when this module was evaluated, it lengthened the one long task in which the app's
 * modules run (#9 TBT). main.tsx builds it in a task of its own.
 */
export function portalSystem(): ReturnType<typeof createSystem> {
  // One merge: createSystem merges (and deep-clones) what it is given, so merging the first two
  // beforehand cloned the whole default config twice.
  return (built ??= createSystem(defaultBaseConfig, themeConfig, config))
}

/** §2: desktop frame width. */
export const FRAME_WIDTH = '1200px'
