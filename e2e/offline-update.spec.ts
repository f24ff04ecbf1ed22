import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { bookRefundablePlan, expectDraftSaved, fillGuests, openHotel, uniqueName } from './booking-helpers'
import { DEMO, loginViaApi } from './helpers'
import { waitForServiceWorker } from './offline-helpers'

// Issue 7 "Updates": a new deploy ships a new service worker while the app is open. These
// tests run their own server on a private copy of the build, so "deploying" (changing sw.js
// on disk; the server reads files per request) never disturbs other tests. The added line
// makes the new worker answer a message with its build name, so the test knows which one
// runs the page.

const PORT = Number(process.env.E2E_PORT ?? 20_000) + 37
const BASE = `http://127.0.0.1:${PORT}`
const BUILD_2 = `\n;self.addEventListener('message',function(e){if(e.data&&e.data.type==='E2E_BUILD'&&e.ports[0])e.ports[0].postMessage('build-2')});\n`

let server: ChildProcess | undefined
let dist = ''
let swFile = ''
let original = ''

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: BASE })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dist = mkdtempSync(join(tmpdir(), 'pwa-update-dist-'))
  cpSync(process.env.DIST_DIR ?? 'dist', dist, { recursive: true })
  swFile = join(dist, 'sw.js')
  original = readFileSync(swFile, 'utf8')
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR: dist, SKIP_BUILD: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'pwa-update-db-')) }
  delete env.DATABASE_URL
  server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' })
  await expect.poll(() => fetch(`${BASE}/healthz`).then((r) => r.status, () => 0), { timeout: 170_000, intervals: [1000] }).toBe(200)
})

test.afterAll(() => {
  server?.kill()
  rmSync(dist, { recursive: true, force: true })
})

test.beforeEach(() => writeFileSync(swFile, original))

function deploy() {
  writeFileSync(swFile, original + BUILD_2)
}

/** The build name of the worker controlling the page ('build-1' when it does not answer). */
function controllerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const sw = navigator.serviceWorker.controller
        if (!sw) return resolve('none')
        const channel = new MessageChannel()
        channel.port1.onmessage = (e) => resolve(String(e.data))
        sw.postMessage({ type: 'E2E_BUILD' }, [channel.port2])
        setTimeout(() => resolve('build-1'), 1000)
      }),
  )
}

async function findUpdate(page: Page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration()
    await reg?.update()
  })
  await expect(page.getByTestId('update-prompt')).toContainText('A new version of the portal is available.', { timeout: 20_000 })
}

/** A marker that a reload wipes. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __e2eMark: number }).__e2eMark = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 1)

test('a new version is offered, and Reload switches to it', async ({ page }) => {
  // Real server, real worker, several reloads: slow on a shared 2-core machine.
  test.setTimeout(120_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  expect(await controllerBuild(page)).toBe('build-1')

  deploy()
  await findUpdate(page)
  // Nothing happens by itself: the page keeps running the old version until asked.
  await mark(page)
  await page.waitForTimeout(1000)
  expect(await marked(page)).toBe(true)

  await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click()
  await expect.poll(() => marked(page).catch(() => false)).toBe(false)
  await expect.poll(() => controllerBuild(page)).toBe('build-2')
  await expect(page.getByTestId('update-prompt')).toHaveCount(0)
})

test('with a booking form being typed in, the update waits for the save and nothing is lost', async ({ page }) => {
  // Real server, real worker, several reloads: slow on a shared 2-core machine.
  test.setTimeout(120_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  await openHotel(page)
  await bookRefundablePlan(page)
  const bookUrl = page.url()
  const last = uniqueName('Update')
  await fillGuests(page, last)
  await expectDraftSaved(page, last)

  deploy()
  await findUpdate(page)
  await mark(page)

  // Keep typing (each key restarts the draft's autosave timer, so the form stays unsaved) and
  // choose Reload meanwhile, without taking the focus from the field.
  const requests = page.getByLabel('Special requests')
  await requests.click()
  const text = 'Late arrival around midnight, please keep the room'
  const typing = page.keyboard.type(text, { delay: 60 })
  await page.waitForTimeout(400)
  await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).dispatchEvent('click')
  await expect(page.getByTestId('update-prompt')).toContainText('The new version loads as soon as your changes are saved.')
  expect(await marked(page)).toBe(true)
  await typing

  // Once the draft is saved the new version takes over, and the form shows everything typed.
  await expect.poll(() => marked(page).catch(() => false), { timeout: 15_000 }).toBe(false)
  await expect(page).toHaveURL(bookUrl)
  await expect(requests).toHaveValue(text)
  await expect(page.getByLabel('Contact last name')).toHaveValue(last)
  await expect.poll(() => controllerBuild(page)).toBe('build-2')
  await expectDraftSaved(page, last, text)
})

test('a notice shown while the prompt waits opens above it, not over its Reload button (390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  // demo_viewer cannot place orders: opening a checkout sends it home with a notice (a toast).
  await loginViaApi(page.request, DEMO.viewer)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  deploy()
  await findUpdate(page)
  await page.goto('/en-US/book/confirm/1')
  const prompt = page.getByTestId('update-prompt')
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'You cannot place or pay for orders with this account.' })
  await expect(toast).toBeVisible()
  // Once the toast has slid in, its bottom edge is above the prompt's top edge.
  const promptTop = (await prompt.boundingBox())!.y
  await expect.poll(async () => {
    const box = (await toast.boundingBox())!
    return box.y + box.height
  }).toBeLessThanOrEqual(promptTop)
})
