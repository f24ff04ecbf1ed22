import { StyleSheet } from '@emotion/sheet'

type EmotionSheet = StyleSheet & { ctr: number }

const RECIPES = '@layer recipes{'
/** Emotion's class names (its cache key is `css`): only a rule's selectors hold them. */
const CLASS = /\.css-[\w-]+/g

/**
 * The rule as it goes into the page, with the cascade Chakra's layers give (#9 TBT). A rule
 * added with insertRule inside an `@layer` block, to a sheet already in the page, has Chromium
 * rebuild the cascade layers and their fonts and lay out every text on the page again ("Fonts
 * changed": about ten layouts of the whole hotel list during its first load). Chakra puts an
 * element's recipe styles in `@layer recipes` and its style props after them, unlayered, so a
 * style prop wins over any recipe selector. Here the recipes' block is `@media all` (the same
 * rules, no layer), and every emotion class in any other rule (style props, also in their
 * @media / @supports blocks) is followed by `:not(#\#)`: it matches every element (no element
 * has the id "#") and adds an id's weight, which no recipe selector has, so style props still
 * win over every recipe rule, and the order among style props, and among recipes, is as before.
 * The theme's reset, base and token layers are in the page's own CSS from the start
 * (theme-css.config.ts) and stay layers, below all of these as before; they, the layer order and
 * @keyframes hold no emotion class and pass unchanged.
 */
export function withoutRecipeLayer(rule: string): string {
  return rule.startsWith(RECIPES) ? '@media all{' + rule.slice(RECIPES.length) : rule.replace(CLASS, '$&:not(#\\#)')
}

/**
 * Emotion adds every rule to one <style> element with insertRule. Chromium treats a rule added
 * to a sheet as a change of that whole sheet: after the first render, each new rule (a price
 * calendar, a rate list arriving) restyled and laid out the whole page again. Rules inserted in
 * a later task go into a <style> element of their own, appended after the others, which Chromium
 * applies as an added sheet: only the elements its rules match are restyled. Each rule goes in
 * as withoutRecipeLayer() writes it.
 */
export function installStyleBatches(): () => void {
  const proto = StyleSheet.prototype as EmotionSheet
  const insert = proto.insert
  let batchOpen = false
  proto.insert = function (this: EmotionSheet, rule: string) {
    if (!batchOpen) {
      batchOpen = true
      // Emotion opens a new element whenever its counter is a multiple of 65,000.
      this.ctr = 0
      setTimeout(() => (batchOpen = false), 0)
    }
    insert.call(this, withoutRecipeLayer(rule))
  }
  return () => {
    proto.insert = insert
  }
}
