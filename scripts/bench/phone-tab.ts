import type { Browser, BrowserContext, Page } from 'puppeteer-core'
import type { TraceEvent } from './long-tasks-lib'
import type { Session } from './server-process'

// The trace scripts' page loads (long-tasks.ts, main-thread.ts): a first visit each, in a
// context of its own, at a phone's viewport, with the agent's session cookies when the page
// needs them.

/** A new context and tab with a phone's viewport, logged in to `serverUrl` when `session` is given. */
export async function openPhoneTab(browser: Browser, serverUrl: string, session: Session | null): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.createBrowserContext()
  const tab = await context.newPage()
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  if (session) {
    const host = new URL(serverUrl).hostname
    await context.setCookie({ name: 'token', value: session.token, domain: host, path: '/', httpOnly: true }, { name: 'csrftoken', value: session.csrf, domain: host, path: '/' })
  }
  return { context, tab }
}

/** Loads `url` in `tab` under a trace of `categories`, waits `settleMs` after the network goes idle, and returns the trace's events. */
export async function tracedLoad(tab: Page, url: string, categories: string[], settleMs: number): Promise<TraceEvent[]> {
  await tab.tracing.start({ categories })
  await tab.goto(url, { waitUntil: 'networkidle0', timeout: 180_000 })
  await new Promise((resolve) => setTimeout(resolve, settleMs))
  const trace = JSON.parse(Buffer.from((await tab.tracing.stop())!).toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  return Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
}
