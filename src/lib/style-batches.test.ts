import createCache from '@emotion/cache'
import { StyleSheet } from '@emotion/sheet'
import { afterEach, describe, expect, it } from 'vitest'
import { installStyleBatches, withoutRecipeLayer } from './style-batches'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const tags = () => Array.from(document.head.querySelectorAll('style[data-emotion="batch"]')) as HTMLStyleElement[]
const rulesOf = (tag: HTMLStyleElement) => Array.from(tag.sheet!.cssRules).map((r) => r.cssText.split(' ')[0])

describe('withoutRecipeLayer', () => {
  it("writes the recipes' layer as @media all, its rules as they are", () => {
    expect(withoutRecipeLayer('@layer recipes{.css-a{color:red;}.css-a:is(:hover, [data-hover]){color:blue;}}')).toBe(
      '@media all{.css-a{color:red;}.css-a:is(:hover, [data-hover]){color:blue;}}',
    )
    expect(withoutRecipeLayer('@layer recipes{@media screen and (min-width:48rem){.css-a{padding:4px;}}}')).toBe('@media all{@media screen and (min-width:48rem){.css-a{padding:4px;}}}')
  })

  it("gives every emotion class in a style prop's selector an id's weight, in @media, @supports and @container too", () => {
    expect(withoutRecipeLayer('.css-a{color:red;}')).toBe('.css-a:not(#\\#){color:red;}')
    expect(withoutRecipeLayer('.css-a::placeholder,.css-a[data-placeholder]{color:red;}')).toBe('.css-a:not(#\\#)::placeholder,.css-a:not(#\\#)[data-placeholder]{color:red;}')
    expect(withoutRecipeLayer('[dir=rtl] .css-a svg{margin:0;}')).toBe('[dir=rtl] .css-a:not(#\\#) svg{margin:0;}')
    expect(withoutRecipeLayer('@media screen and (min-width:48rem){.css-a{padding:4px;}}')).toBe('@media screen and (min-width:48rem){.css-a:not(#\\#){padding:4px;}}')
    expect(withoutRecipeLayer('@supports (display:grid){.css-a{display:grid;}}')).toBe('@supports (display:grid){.css-a:not(#\\#){display:grid;}}')
    expect(withoutRecipeLayer('@container (min-width:20rem){.css-a{display:grid;}}')).toBe('@container (min-width:20rem){.css-a:not(#\\#){display:grid;}}')
  })

  it('leaves the theme layers, the layer order and keyframes as they are', () => {
    for (const rule of ['@layer reset, base, tokens, recipes;', '@layer reset{*{margin:0px;}}', '@layer tokens{:where(html){--x:1;}}', '@keyframes spin{from{transform:rotate(0deg);}}', 'html{color:black;}']) {
      expect(withoutRecipeLayer(rule)).toBe(rule)
    }
  })
})

describe('installStyleBatches', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    uninstall = undefined
    for (const tag of tags()) tag.remove()
  })

  it("puts each task's rules in a <style> element of their own, in insertion order", async () => {
    uninstall = installStyleBatches()
    const sheet = new StyleSheet({ key: 'batch', container: document.head, speedy: true })
    sheet.insert('.a{color:red}')
    sheet.insert('.b{color:blue}')
    expect(tags()).toHaveLength(1)
    await nextTask()
    sheet.insert('.c{color:green}')
    sheet.insert('.d{color:black}')
    await nextTask()
    sheet.insert('.e{color:white}')
    const all = tags()
    expect(all.map(rulesOf)).toEqual([['.a', '.b'], ['.c', '.d'], ['.e']])
    // Appended after the earlier ones, so later rules still win the cascade.
    expect(all[0]!.compareDocumentPosition(all[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(all[1]!.nextElementSibling).toBe(all[2])
  })

  it('inserts each rule as withoutRecipeLayer writes it', () => {
    uninstall = installStyleBatches()
    const sheet = new StyleSheet({ key: 'batch', container: document.head, speedy: true })
    sheet.insert('.css-a{color:red}')
    expect(tags().flatMap((tag) => Array.from(tag.sheet!.cssRules).map((r) => r.cssText))[0]).toContain(':not(#\\#)')
  })

  it("patches the class emotion's caches use (one copy of @emotion/sheet)", () => {
    expect(createCache({ key: 'batch' }).sheet).toBeInstanceOf(StyleSheet)
  })

  it('leaves emotion as it is when not installed: every rule in the one element', async () => {
    const sheet = new StyleSheet({ key: 'batch', container: document.head, speedy: true })
    sheet.insert('.a{color:red}')
    await nextTask()
    sheet.insert('.b{color:blue}')
    expect(tags().map(rulesOf)).toEqual([['.a', '.b']])
  })
})
