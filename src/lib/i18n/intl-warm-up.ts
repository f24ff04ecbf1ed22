// The number, plural, date, region-name and collation data of a locale load on a worker thread
// (public/intl-warm.js, #9 TBT). Each first use of such a kind in a locale loads its ICU data,
// 16-43 ms here for the first number format alone and eight times that on Lighthouse's phone, a
// task that cannot be split. ICU keeps what it loaded for the whole renderer process, so once
// the worker has used each kind the page's own formatters (money.ts, dates.ts, the price
// calendar, the nationality select) are built in ~0.1 ms on the main thread. A painted page's
// script (public/first-paint.js) starts the worker for the path's locale as it starts the app,
// and marks the document with it. Without a worker the first formats load the data themselves.

/** How long boot waits for the worker at most; a slow one only costs the main thread its load. */
export const INTL_WARM_WAIT_MS = 1000

const warmed = new Map<string, Promise<void>>()

/** Has `locale`'s Intl data loaded off the main thread; later calls for the same locale share the first. */
export function warmUpIntl(locale: string): Promise<void> {
  let done = warmed.get(locale)
  if (!done) {
    done = new Promise<void>((resolve) => {
      if (document.documentElement.dataset.intlWarm === locale) return resolve()
      setTimeout(resolve, INTL_WARM_WAIT_MS)
      // No Worker (or one refused) throws: nothing to wait for.
      try {
        const worker = new Worker('/intl-warm.js')
        worker.onmessage = worker.onerror = () => resolve()
        worker.postMessage(locale)
      } catch {
        resolve()
      }
    })
    warmed.set(locale, done)
  }
  return done
}
