import type { SystemConfig } from '@chakra-ui/react'
import { globalCss as chakraGlobalCss, keyframes as chakraKeyframes } from '@chakra-ui/react/theme'
import { lightSemanticTokens, lightTokens } from './light-tokens.gen'

// The parts of the theme whose values end up only in the theme's global CSS: the reset and
// global styles, the @keyframes and the token variables. The build writes that CSS into
// index.html (theme-css.config.ts) from this module as it is, and hands the browser a copy
// with the values left out (runtime-theme.config.ts): the app's styles refer to tokens by
// variable name, which the copy keeps (#9 bytes).

export type ThemeData = {
  globalCss: NonNullable<SystemConfig['globalCss']>
  keyframes: NonNullable<NonNullable<SystemConfig['theme']>['keyframes']>
  tokens: NonNullable<NonNullable<SystemConfig['theme']>['tokens']>
  semanticTokens: NonNullable<NonNullable<SystemConfig['theme']>['semanticTokens']>
}

/** Chakra's defaults, light-only and without the unused palettes (light-tokens.ts). */
export const chakraTheme: ThemeData = {
  globalCss: chakraGlobalCss,
  keyframes: chakraKeyframes,
  tokens: lightTokens,
  semanticTokens: lightSemanticTokens,
}

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans Arabic", "Segoe UI Arabic", sans-serif'

// §9: teal-green primary accent; both text directions (components use logical properties).
export const portalTheme: ThemeData = {
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
      body: { value: systemFonts },
      heading: { value: systemFonts },
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
}

/** Marks a value the browser's copy leaves out; non-empty, since Chakra drops empty tokens. */
export const LEFT_OUT = '-'

/**
 * The browser's copy of a theme's data: every token keeps its name (so its variable) and loses
 * its value, the @keyframes keep their names (the animationName values) and lose their frames,
 * and the global styles are gone. Only the theme's global CSS reads what is left out.
 */
export function runtimeThemeData(data: ThemeData): ThemeData {
  const names = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node
    if ('value' in node) return { value: LEFT_OUT }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, names(child)]))
  }
  return {
    globalCss: {},
    keyframes: Object.fromEntries(Object.keys(data.keyframes).map((name) => [name, {}])),
    tokens: names(data.tokens) as ThemeData['tokens'],
    semanticTokens: names(data.semanticTokens) as ThemeData['semanticTokens'],
  }
}
