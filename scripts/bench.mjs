// `npm run bench`: speed, size and load figures (see scripts/bench/main.ts and --help).
import { register } from 'tsx/esm/api'

register()
const { main } = await import('./bench/main.ts')
process.exit(await main(process.argv.slice(2)))
