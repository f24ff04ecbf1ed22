import createCache from '@emotion/cache'
import { StyleSheet } from '@emotion/sheet'
import { afterEach, describe, expect, it } from 'vitest'
import { installStyleBatches } from './style-batches'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const tags = () => Array.from(document.head.querySelectorAll('style[data-emotion="batch"]')) as HTMLStyleElement[]
const rulesOf = (tag: HTMLStyleElement) => Array.from(tag.sheet!.cssRules).map((r) => r.cssText.split(' ')[0])

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
