// A background pass that runs again `intervalMs` after each run ends (never two at once),
// until stopped; stop() waits for a pass under way. Shared by the order scheduler and
// PGlite's maintenance. A pass handles and logs its own errors.

export type Repeating = { stop(): Promise<void> }

export function repeatEvery(opts: { firstMs: number; intervalMs: number }, pass: () => Promise<void>): Repeating {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(tick, opts.intervalMs)
    })
  }
  timer = setTimeout(tick, opts.firstMs)
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
