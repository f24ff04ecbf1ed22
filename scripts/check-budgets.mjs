// Byte budgets of the built PWA (run by `npm test` right after `vite build`):
//   node scripts/check-budgets.mjs [--dist dir] [--json out.json]
// Prints JS/CSS per route (first load and with lazy chunks, gzip level 9 and brotli) and
// exits 1 on a budget breach. The logic lives in check-budgets-lib.ts and bench/budgets.ts.
import { register } from 'tsx/esm/api'

register()
const { runBudgetCheck } = await import('./bench/budgets.ts')
const args = process.argv.slice(2)
const opt = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
try {
  const { exitCode } = runBudgetCheck({ dist: opt('--dist') ?? 'dist', jsonOut: opt('--json') })
  process.exit(exitCode)
} catch (error) {
  console.error(`check-budgets: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
