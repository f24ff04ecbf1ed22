import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { patchChakra } from '../chakra-patches.config'
import { CHAKRA_ESM, chakraCopies, readChakra } from './chakra-copies'

// The "styles inserted in render" patch (chakra-patches.config.ts): a styled element's rules go
// into the sheet while it renders, not in the commit. Shipped and patched copies of the installed
// Chakra render the same element; a child rendered after it tells whether its rule was there yet.

const FACTORY = 'styled-system/factory.js'
const copies = chakraCopies('chakra-insertion-')

const HELPER = `
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { CacheProvider } from '@emotion/react'
import createCache from '@emotion/cache'
export { React, createRoot, CacheProvider }
/** An emotion cache that reports the styles of every rule it inserts. */
export function recordingCache(onInsert) {
  const c = createCache({ key: 'css' })
  const insert = c.insert
  c.insert = function (selector, serialized, sheet, shouldCache) {
    onInsert(serialized.styles)
    return insert.call(this, selector, serialized, sheet, shouldCache)
  }
  return c
}
`

type Helper = {
  React: typeof import('react')
  createRoot: typeof import('react-dom/client').createRoot
  CacheProvider: import('react').ComponentType<{ value: unknown; children?: import('react').ReactNode }>
  recordingCache: (onInsert: (styles: string) => void) => unknown
}
type ChakraCopy = {
  createSystem: (...c: unknown[]) => unknown
  defaultConfig: unknown
  ChakraProvider: import('react').ComponentType<{ value: unknown; children?: import('react').ReactNode }>
  Box: import('react').ComponentType<Record<string, unknown>>
}

/** A copy of Chakra with this factory, and the helper beside it (so both resolve React and emotion alike). */
async function chakraCopy(name: string, factory: string): Promise<{ chakra: ChakraCopy; helper: Helper }> {
  const root = copies.copy(name, { [FACTORY]: factory, 'helper.mjs': HELPER })
  const chakra = (await import(pathToFileURL(path.join(root, 'index.js')).href)) as ChakraCopy
  const helper = (await import(pathToFileURL(path.join(root, 'helper.mjs')).href)) as Helper
  return { chakra, helper }
}

/** Renders a Box with a colour and a child; what the child saw of the Box's rule, the rules inserted, and the markup. */
async function renderBox({ chakra, helper }: { chakra: ChakraCopy; helper: Helper }) {
  const { React, createRoot, CacheProvider, recordingCache } = helper
  const h = React.createElement
  const inserted: string[] = []
  const seen: boolean[] = []
  function Child() {
    seen.push(inserted.some((s) => s.includes('tomato')))
    return h('span', null, 'child')
  }
  const system = chakra.createSystem(chakra.defaultConfig)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await React.act(async () => {
    root.render(h(CacheProvider, { value: recordingCache((s) => inserted.push(s)) }, h(chakra.ChakraProvider, { value: system }, h(chakra.Box, { color: 'tomato', px: '2' }, h(Child)))))
  })
  const html = container.innerHTML
  await React.act(async () => root.unmount())
  container.remove()
  return { seenByChild: seen[0], rules: inserted.filter((s) => s.includes('tomato')).length, html }
}

describe('Chakra patch: styles inserted in render', () => {
  it('puts the element’s rule in the sheet before its children render, once, with the same markup', async () => {
    const code = readChakra(FACTORY)
    const patched = patchChakra(path.join(CHAKRA_ESM, FACTORY), code)
    expect(patched).not.toBeNull()
    expect(patched).not.toBe(code)
    // Neither of the factory's returns renders the Insertion component any more.
    expect(code.match(/jsx\(\s*Insertion,/g)).toHaveLength(2)
    expect(patched).not.toMatch(/jsx\(\s*Insertion,/)
    const shipped = await renderBox(await chakraCopy('shipped', code))
    const ours = await renderBox(await chakraCopy('patched', patched!))
    // Shipped, the rule waits for the commit's insertion effects: the child renders without it.
    expect(shipped.seenByChild).toBe(false)
    expect(ours.seenByChild).toBe(true)
    expect(shipped.rules).toBe(1)
    expect(ours.rules).toBe(1)
    expect(ours.html).toBe(shipped.html)
    expect(ours.html).toMatch(/^<div class="css-[\w-]+"><span>child<\/span><\/div>$/)
  }, 60_000)
})
