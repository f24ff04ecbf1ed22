// `npm run bench`: speed, size and load figures (see scripts/bench/main.ts and --help).
import { register } from 'tsx/esm/api'

register()
const { main } = await import('./bench/main.ts')
const { exitOnInterrupt } = await import('./bench/server-process.ts')
// Ctrl-C or `| head` ends the servers the bench started, not only the bench.
exitOnInterrupt()
process.exit(await main(process.argv.slice(2)))
