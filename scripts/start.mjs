// `npm start`: build the PWA when dist/ is missing or older than its sources, then run the
// server in THIS process (one Node process serves dist/ and the API; architecture.md Runtime).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const distIndex = join(root, process.env.DIST_DIR ?? 'dist', 'index.html')
// The build's own modules at the top level count too (every *.config.ts, the Chakra patches'
// texts): a changed patch or chunking rule must rebuild, not serve the previous build.
const buildModules = readdirSync(root).filter((f) => f.endsWith('.config.ts') || f === 'chakra-patch-texts.ts')
const sources = ['src', 'machines', 'locales', 'public', 'index.html', 'package.json', ...buildModules]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0
const changed = Math.max(...sources.map((s) => newestMtime(join(root, s))))
if (process.env.SKIP_BUILD !== '1' && built < changed) {
  console.log(built ? 'Sources changed since the last build; rebuilding the PWA…' : 'Building the PWA (first start)…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) {
    console.error('The PWA build failed; see the messages above.')
    process.exit(res.status ?? 1)
  }
}

const { register } = await import('tsx/esm/api')
register()
await import('../server/main.ts')
