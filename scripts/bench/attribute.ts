import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoad, readManifest, ROUTES } from '../check-budgets-lib'

// Which packages and source folders the bytes of a route's first load come from, computed
// from a sourcemapped build (`npx vite build --sourcemap --outDir .scratch/dist-sm`):
//   npx tsx scripts/bench/attribute.ts .scratch/dist-sm [route] [top]
// Each generated segment's length is credited to its source file; gzip is estimated per
// chunk in proportion to raw bytes (compression is not separable per module).

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_INDEX = new Map([...B64].map((ch, i) => [ch, i]))

/** Decodes one base64-VLQ segment into its numbers. */
export function decodeVlq(segment: string): number[] {
  const out: number[] = []
  let value = 0
  let shift = 0
  for (const ch of segment) {
    const digit = B64_INDEX.get(ch)
    if (digit === undefined) throw new Error(`bad VLQ character ${ch}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return out
}

/** Raw generated characters per source index of one sourcemap. */
export function bytesPerSource(code: string, mappings: string): Map<number, number> {
  const lines = code.split('\n')
  const out = new Map<number, number>()
  let src = 0
  mappings.split(';').forEach((line, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0
    let col = 0
    const segs: Array<{ col: number; src: number | null }> = []
    for (const seg of line.split(',')) {
      if (!seg) continue
      const v = decodeVlq(seg)
      col += v[0] ?? 0
      if (v.length >= 4) {
        src += v[1] ?? 0
        segs.push({ col, src })
      } else {
        segs.push({ col, src: null })
      }
    }
    segs.forEach((s, i) => {
      const end = segs[i + 1]?.col ?? lineLength
      const key = s.src ?? -1
      out.set(key, (out.get(key) ?? 0) + Math.max(0, end - s.col))
    })
  })
  return out
}

/** node_modules/@scope/pkg or node_modules/pkg, else the app folder (src/lib/api …). */
export function ownerOf(source: string): string {
  const norm = source.replace(/\\/g, '/')
  const nm = norm.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = norm.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? norm)
  }
  const parts = norm.replace(/^(\.\.\/)+/, '').split('/')
  return parts.slice(0, parts[0] === 'src' ? 3 : 2).join('/')
}

function main() {
  const dist = path.resolve(process.argv[2] ?? '.scratch/dist-sm')
  const routeName = process.argv[3] ?? 'landing'
  const top = Number(process.argv[4] ?? 25)
  const manifest = readManifest(dist)
  const route = ROUTES.find((r) => r.name === routeName)
  if (!route) throw new Error(`unknown route ${routeName}`)
  const load = firstLoad(manifest, route)
  if (!load) throw new Error(`${routeName} is not built yet`)
  const owners = new Map<string, { raw: number; gz: number }>()
  for (const file of load.js) {
    const code = readFileSync(path.join(dist, file), 'utf8')
    // A chunk of only bundler runtime (rolldown-runtime) comes without a map.
    const mapFile = path.join(dist, `${file}.map`)
    const map = (existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { sources: [], mappings: '' }) as { sources: string[]; mappings: string }
    const gz = gzipSync(code, { level: 9 }).length
    const total = code.length
    for (const [idx, raw] of bytesPerSource(code, map.mappings)) {
      const owner = idx < 0 ? '(unmapped)' : ownerOf(map.sources[idx] ?? '?')
      const o = owners.get(owner) ?? { raw: 0, gz: 0 }
      o.raw += raw
      o.gz += (raw / total) * gz
      owners.set(owner, o)
    }
  }
  const rows = [...owners].sort((a, b) => b[1].gz - a[1].gz)
  const sum = rows.reduce((s, [, o]) => s + o.gz, 0)
  console.log(`${routeName}: first-load JS ${load.js.length} files, ≈${(sum / 1024).toFixed(1)} KB gzip`)
  for (const [owner, o] of rows.slice(0, top)) {
    console.log(`${(o.gz / 1024).toFixed(1).padStart(7)} KB gz ${(o.raw / 1024).toFixed(1).padStart(7)} KB raw  ${owner}`)
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main()
