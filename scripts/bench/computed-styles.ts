import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cliFlags } from './cli'
import { CHROME_FLAGS, lighthousePages } from './lighthouse'
import { exitOnInterrupt, loginOver, startServer, type ServerProcess } from './server-process'

// Whether two builds draw a part of a page alike: for every element under the first `--count`
// matches of `--selector`, its box (relative to the match) and its computed style, in en-US, ar
// and zh-CN at 390, 600, 900 and 1200 px, and every difference between the builds:
//   npx tsx scripts/bench/computed-styles.ts --dist .scratch/dist-before,.scratch/dist-after \
//     --page "hotel list" --selector '[data-testid=hotel-card]' --count 3
// Written to check static CSS against Chakra's runtime styles element by element (bench/HISTORY.md,
// 12-03: the hotel list's card). It asserts nothing; it prints the differences and exits 1 if
// there are any.

const PROPS = [
  'display', 'position', 'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'row-gap', 'column-gap', 'justify-content', 'align-items',
  'overflow-x', 'overflow-y', 'width', 'height', 'min-width', 'min-height', 'margin-top', 'margin-inline-start', 'padding-top', 'padding-inline-start', 'padding-inline-end', 'padding-bottom',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius', 'background-color', 'box-shadow', 'outline-width',
  'color', 'font-family', 'font-size', 'line-height', 'font-weight', 'letter-spacing', 'text-align', 'text-decoration-line', 'text-overflow', 'white-space', 'overflow-wrap',
  '-webkit-line-clamp', 'font-variant-numeric', 'unicode-bidi', 'direction', 'vertical-align', 'object-fit', 'user-select', 'cursor',
]
const LOCALES = ['en-US', 'ar', 'zh-CN']
const WIDTHS = [390, 600, 900, 1200]

type Element = { tag: string; classes: string; box: number[]; style: Record<string, string> }

async function main() {
  exitOnInterrupt()
  const { get } = cliFlags()
  const dists = (get('--dist') ?? '').split(',').filter(Boolean).map((d) => path.resolve(d))
  if (dists.length !== 2) throw new Error('--dist before,after: two builds')
  const page = lighthousePages().find((p) => p.name === (get('--page') ?? 'hotel list'))
  if (!page) throw new Error(`no page: ${lighthousePages().map((p) => p.name).join(', ')}`)
  const selector = get('--selector') ?? '[data-testid=hotel-card]'
  const count = Number(get('--count') ?? 3)
  const servers: ServerProcess[] = []
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS, headless: true })
  let differences = 0
  try {
    for (const dist of dists) servers.push(await startServer({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'computed-styles-')), env: { DIST_DIR: dist }, timeoutMs: 300_000 }))
    const sessions = await Promise.all(servers.map((s) => loginOver(s.url, 'demo_agent', 'Harbor7Sky9')))
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const drawn: Element[][][] = []
        for (const [i, server] of servers.entries()) {
          const context = await browser.createBrowserContext()
          const tab = await context.newPage()
          await tab.setViewport({ width, height: 900 })
          if (page.loggedIn) {
            const host = new URL(server.url).hostname
            await context.setCookie({ name: 'token', value: sessions[i]!.token, domain: host, path: '/', httpOnly: true }, { name: 'csrftoken', value: sessions[i]!.csrf, domain: host, path: '/' })
          }
          await tab.goto(server.url + page.path.replace('/en-US/', `/${locale}/`), { waitUntil: 'networkidle0', timeout: 120_000 })
          await tab.waitForSelector(selector, { timeout: 60_000 })
          // The app has taken over from the painted page and its later renders have settled.
          await new Promise((resolve) => setTimeout(resolve, 1500))
          drawn.push(
            await tab.evaluate(
              (sel: string, n: number, props: string[]) =>
                [...document.querySelectorAll(sel)].slice(0, n).map((root) => {
                  const origin = root.getBoundingClientRect()
                  return [root, ...root.querySelectorAll('*')].map((el) => {
                    const r = el.getBoundingClientRect()
                    const cs = getComputedStyle(el)
                    return {
                      tag: el.tagName,
                      classes: el.getAttribute('class') ?? '',
                      box: [r.x - origin.x, r.y - origin.y, r.width, r.height].map((v) => Math.round(v * 10) / 10),
                      style: Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)])),
                    }
                  })
                }),
              selector,
              count,
              PROPS,
            ),
          )
          await context.close()
        }
        const [before, after] = drawn as [Element[][], Element[][]]
        const where = `${locale} ${width}px`
        if (before.length !== after.length) {
          console.log(`${where}: ${before.length} against ${after.length} matches`)
          differences++
        }
        for (const [m, elements] of before.entries()) {
          const other = after[m] ?? []
          if (elements.length !== other.length) {
            console.log(`${where} match ${m + 1}: ${elements.length} against ${other.length} elements`)
            differences++
            continue
          }
          for (const [e, a] of elements.entries()) {
            const b = other[e]!
            const name = `${where} match ${m + 1} element ${e + 1} <${a.tag.toLowerCase()}>`
            if (a.tag !== b.tag) console.log(`${name}: <${b.tag.toLowerCase()}> after`)
            if (a.box.join() !== b.box.join()) console.log(`${name} box: ${a.box.join(' ')} → ${b.box.join(' ')}`)
            const props = PROPS.filter((p) => a.style[p] !== b.style[p])
            for (const p of props) console.log(`${name} ${p}: ${a.style[p]} → ${b.style[p]}`)
            differences += Number(a.tag !== b.tag) + Number(a.box.join() !== b.box.join()) + props.length
          }
        }
        console.log(`${where}: compared ${before.reduce((sum, els) => sum + els.length, 0)} elements`)
      }
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map((s) => s.stop()))
  }
  console.log(`${differences} differences`)
  process.exit(differences ? 1 : 0)
}

void main()
