import { createRng, hash32 } from './prng'

// Generated hotel pictures (no external URLs, §9 at most 5 per hotel): a deterministic SVG
// per (hotel, n) with a sky gradient, sun or moon, hills, a skyline with lit windows and
// water. Picture 1 is the "exterior" at the hotel's own time of day; 2-5 vary it.

const SKIES: ReadonlyArray<readonly [top: string, bottom: string, body: string, night: boolean]> = [
  ['#1e3c72', '#f7b267', '#fff1c1', false], // dusk
  ['#4facfe', '#c2f0fc', '#fffbe6', false], // day
  ['#0f2027', '#2c5364', '#f4f1de', true], // night
  ['#ff9a8b', '#ffd3a5', '#fff6e0', false], // sunrise
  ['#355c7d', '#c06c84', '#ffe3d3', false], // evening
  ['#134e5e', '#71b280', '#f9f7d9', false], // tropical
]

const BUILDING_TONES = ['#22313f', '#2c3e50', '#34495e', '#3b4a5a', '#1f2a36', '#283845']
const WATER = ['#1b4965', '#274c77', '#0b3954', '#20639b']

function f(n: number): string {
  return n.toFixed(1)
}

export function hotelImageSvg(hotelId: number, n: number): string {
  const rng = createRng(hash32(`img:${hotelId}:${n}`))
  const W = 800
  const H = 533
  const horizon = rng.int(330, 400)
  const [skyTop, skyBottom, body, night] = SKIES[(hash32(`sky:${hotelId}`) + n - 1) % SKIES.length] as (typeof SKIES)[number]
  const water = rng.pick(WATER)

  const parts: string[] = []
  parts.push(
    `<defs>`,
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}" stop-opacity="0.85"/><stop offset="1" stop-color="#06141f"/></linearGradient>`,
    `<pattern id="p" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="6" height="8" fill="${night ? '#ffd166' : '#dbe9f4'}" opacity="${night ? 0.85 : 0.45}"/></pattern>`,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
  )
  // Sun or moon.
  parts.push(`<circle cx="${rng.int(90, W - 90)}" cy="${rng.int(60, horizon - 150)}" r="${rng.int(26, 46)}" fill="${body}" opacity="0.9"/>`)
  // Distant hills.
  let hills = `M0 ${horizon}`
  for (let x = 0; x <= W; x += 100) hills += ` Q${x + 50} ${horizon - rng.int(30, 110)} ${x + 100} ${horizon - rng.int(0, 40)}`
  parts.push(`<path d="${hills} L${W} ${horizon} Z" fill="${skyTop}" opacity="0.35"/>`)
  // Skyline: buildings with a window pattern; one taller "hotel tower" near the middle.
  const towerX = rng.int(300, 460)
  let x = rng.int(-20, 10)
  while (x < W) {
    const w = rng.int(40, 95)
    const isTower = x <= towerX && x + w >= towerX
    const h = isTower ? rng.int(220, horizon - 40) : rng.int(60, 200)
    const tone = isTower ? '#16222d' : rng.pick(BUILDING_TONES)
    const top = horizon - h
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${tone}"/>`)
    parts.push(`<rect x="${x + 3}" y="${top + 8}" width="${w - 6}" height="${h - 14}" fill="url(#p)"/>`)
    if (isTower) parts.push(`<rect x="${x + w / 2 - 2}" y="${top - 26}" width="4" height="26" fill="${tone}"/><circle cx="${x + w / 2}" cy="${top - 28}" r="4" fill="#ff6b6b"/>`)
    x += w + rng.int(2, 14)
  }
  // Water with a few ripples.
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#w)"/>`)
  for (let i = 0; i < 7; i++) {
    const y = horizon + 12 + i * ((H - horizon - 20) / 7)
    const x1 = rng.int(20, W - 220)
    parts.push(`<line x1="${x1}" y1="${f(y)}" x2="${x1 + rng.int(60, 200)}" y2="${f(y)}" stroke="${body}" stroke-opacity="0.25" stroke-width="2"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${parts.join('')}</svg>`
}
