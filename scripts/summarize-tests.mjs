// Adds up the JSON reports of vitest and Playwright into one closing line, the plain
// "N passed, N failed" that CI reads.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  let p, f, s
  if ('numPassedTests' in report) {
    p = report.numPassedTests
    f = report.numFailedTests
    s = report.numPendingTests + (report.numTodoTests ?? 0)
  } else {
    const st = report.stats
    p = st.expected + st.flaky
    f = st.unexpected
    s = st.skipped
  }
  console.log(`${file.replace(/\.json$/, '').padEnd(16)} ${p} passed, ${f} failed, ${s} skipped`)
  passed += p
  failed += f
  skipped += s
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
