import { encodePng } from './png'
import { createRng, hash32 } from './prng'

// Generated hotel pictures (no external URLs, §9 at most 5 per hotel): a deterministic scene
// per (hotel, n) with a sky gradient, sun or moon, hills, a skyline with lit windows and
// water. Picture 1 is the "exterior" at the hotel's own time of day; 2-5 vary it.
//
// The pages show them as PNG (#9 TBT): a browser makes every <img> of an SVG a document of its
// own, ~10-17 ms of the page's main thread each on this host (the hotel list shows 10-12 of
// them, the hotel page 5 or more), where a PNG is decoded off the main thread. The same scene
// is also written as SVG for the picture URLs of earlier versions (and their caches).

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

/** The scene's own size (the SVG's viewBox). */
export const HOTEL_IMAGE_WIDTH = 800
export const HOTEL_IMAGE_HEIGHT = 533

/** The lit windows: one per tile of the pattern, in scene units from the scene's origin. */
const WINDOW_TILE = { w: 14, h: 18, x: 4, y: 5, winW: 6, winH: 8 } as const

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number }
  /** Quadratic curves from (0, base), each (control x, control y, end x, end y); filled down to base. */
  | { kind: 'hills'; base: number; curves: Array<readonly [number, number, number, number]>; fill: string; opacity: number }
  /** The window pattern inside this rect. */
  | { kind: 'windows'; x: number; y: number; w: number; h: number }
  /** A horizontal line of width 2 centred on y. */
  | { kind: 'ripple'; x1: number; x2: number; y: number; stroke: string; opacity: number }
  /** The water's rect with its vertical gradient. */
  | { kind: 'water'; y: number }

type Scene = {
  sky: readonly [top: string, bottom: string]
  water: string
  window: { fill: string; opacity: number }
  shapes: Shape[]
}

function scene(hotelId: number, n: number): Scene {
  const rng = createRng(hash32(`img:${hotelId}:${n}`))
  const W = HOTEL_IMAGE_WIDTH
  const H = HOTEL_IMAGE_HEIGHT
  const horizon = rng.int(330, 400)
  const [skyTop, skyBottom, body, night] = SKIES[(hash32(`sky:${hotelId}`) + n - 1) % SKIES.length] as (typeof SKIES)[number]
  const water = rng.pick(WATER)
  const shapes: Shape[] = []
  // Sun or moon.
  shapes.push({ kind: 'circle', cx: rng.int(90, W - 90), cy: rng.int(60, horizon - 150), r: rng.int(26, 46), fill: body, opacity: 0.9 })
  // Distant hills.
  const curves: Array<readonly [number, number, number, number]> = []
  for (let x = 0; x <= W; x += 100) curves.push([x + 50, horizon - rng.int(30, 110), x + 100, horizon - rng.int(0, 40)])
  shapes.push({ kind: 'hills', base: horizon, curves, fill: skyTop, opacity: 0.35 })
  // Skyline: buildings with a window pattern; one taller "hotel tower" near the middle.
  const towerX = rng.int(300, 460)
  let x = rng.int(-20, 10)
  while (x < W) {
    const w = rng.int(40, 95)
    const isTower = x <= towerX && x + w >= towerX
    const h = isTower ? rng.int(220, horizon - 40) : rng.int(60, 200)
    const tone = isTower ? '#16222d' : rng.pick(BUILDING_TONES)
    const top = horizon - h
    shapes.push({ kind: 'rect', x, y: top, w, h, fill: tone })
    shapes.push({ kind: 'windows', x: x + 3, y: top + 8, w: w - 6, h: h - 14 })
    if (isTower) {
      shapes.push({ kind: 'rect', x: x + w / 2 - 2, y: top - 26, w: 4, h: 26, fill: tone })
      shapes.push({ kind: 'circle', cx: x + w / 2, cy: top - 28, r: 4, fill: '#ff6b6b' })
    }
    x += w + rng.int(2, 14)
  }
  // Water with a few ripples.
  shapes.push({ kind: 'water', y: horizon })
  for (let i = 0; i < 7; i++) {
    const y = horizon + 12 + i * ((H - horizon - 20) / 7)
    const x1 = rng.int(20, W - 220)
    shapes.push({ kind: 'ripple', x1, x2: x1 + rng.int(60, 200), y, stroke: body, opacity: 0.25 })
  }
  return { sky: [skyTop, skyBottom], water, window: night ? { fill: '#ffd166', opacity: 0.85 } : { fill: '#dbe9f4', opacity: 0.45 }, shapes }
}

function f(n: number): string {
  return n.toFixed(1)
}

export function hotelImageSvg(hotelId: number, n: number): string {
  const W = HOTEL_IMAGE_WIDTH
  const H = HOTEL_IMAGE_HEIGHT
  const s = scene(hotelId, n)
  const parts: string[] = [
    `<defs>`,
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>`,
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.water}" stop-opacity="0.85"/><stop offset="1" stop-color="#06141f"/></linearGradient>`,
    `<pattern id="p" width="${WINDOW_TILE.w}" height="${WINDOW_TILE.h}" patternUnits="userSpaceOnUse"><rect x="${WINDOW_TILE.x}" y="${WINDOW_TILE.y}" width="${WINDOW_TILE.winW}" height="${WINDOW_TILE.winH}" fill="${s.window.fill}" opacity="${s.window.opacity}"/></pattern>`,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
  ]
  for (const shape of s.shapes) {
    switch (shape.kind) {
      case 'circle':
        parts.push(`<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"${shape.opacity === undefined ? '' : ` opacity="${shape.opacity}"`}/>`)
        break
      case 'hills': {
        let d = `M0 ${shape.base}`
        for (const [cx, cy, ex, ey] of shape.curves) d += ` Q${cx} ${cy} ${ex} ${ey}`
        parts.push(`<path d="${d} L${W} ${shape.base} Z" fill="${shape.fill}" opacity="${shape.opacity}"/>`)
        break
      }
      case 'rect':
        parts.push(`<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" fill="${shape.fill}"/>`)
        break
      case 'windows':
        parts.push(`<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" fill="url(#p)"/>`)
        break
      case 'water':
        parts.push(`<rect y="${shape.y}" width="${W}" height="${H - shape.y}" fill="url(#w)"/>`)
        break
      case 'ripple':
        parts.push(`<line x1="${shape.x1}" y1="${f(shape.y)}" x2="${shape.x2}" y2="${f(shape.y)}" stroke="${shape.stroke}" stroke-opacity="${shape.opacity}" stroke-width="2"/>`)
        break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${parts.join('')}</svg>`
}

// ---- PNG ---------------------------------------------------------------------------------

type Rgb = [number, number, number]

function rgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** An RGB picture being painted, in floats (0-255), at `scale` pixels per scene unit. */
class Canvas {
  readonly data: Float32Array
  constructor(
    readonly width: number,
    readonly height: number,
    readonly scale: number,
  ) {
    this.data = new Float32Array(width * height * 3)
  }

  /** Blends `color` at `alpha` over the pixel, times its coverage (0-1). */
  blend(px: number, py: number, color: Rgb, alpha: number): void {
    if (alpha <= 0) return
    const i = (py * this.width + px) * 3
    const d = this.data
    d[i] = d[i]! + (color[0] - d[i]!) * alpha
    d[i + 1] = d[i + 1]! + (color[1] - d[i + 1]!) * alpha
    d[i + 2] = d[i + 2]! + (color[2] - d[i + 2]!) * alpha
  }

  /**
   * An axis-aligned rect in scene units, with exact coverage at its edges; `colorAt(py)` gives
   * the colour and opacity of a pixel row (a vertical gradient), or use `color`.
   */
  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha: number, colorAt?: (py: number) => readonly [Rgb, number]): void {
    const s = this.scale
    const x0 = Math.max(0, x * s)
    const x1 = Math.min(this.width, (x + w) * s)
    const y0 = Math.max(0, y * s)
    const y1 = Math.min(this.height, (y + h) * s)
    if (x1 <= x0 || y1 <= y0) return
    for (let py = Math.floor(y0); py < y1; py++) {
      const cy = Math.min(py + 1, y1) - Math.max(py, y0)
      const [c, a] = colorAt ? colorAt(py) : [color, alpha]
      for (let px = Math.floor(x0); px < x1; px++) {
        const cx = Math.min(px + 1, x1) - Math.max(px, x0)
        this.blend(px, py, c, a * cx * cy)
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
    const s = this.scale
    const [x, y, rr] = [cx * s, cy * s, r * s]
    for (let py = Math.max(0, Math.floor(y - rr - 1)); py < Math.min(this.height, Math.ceil(y + rr + 1)); py++) {
      for (let px = Math.max(0, Math.floor(x - rr - 1)); px < Math.min(this.width, Math.ceil(x + rr + 1)); px++) {
        const dist = Math.hypot(px + 0.5 - x, py + 0.5 - y)
        this.blend(px, py, color, alpha * Math.min(1, Math.max(0, rr - dist + 0.5)))
      }
    }
  }

  /** The area between y = top(x) (scene units) and `base`, column by column. */
  under(top: (x: number) => number, base: number, color: Rgb, alpha: number): void {
    const s = this.scale
    const bottom = Math.min(this.height, base * s)
    for (let px = 0; px < this.width; px++) {
      const y0 = Math.max(0, top((px + 0.5) / s) * s)
      for (let py = Math.floor(y0); py < bottom; py++) {
        const cy = Math.min(py + 1, bottom) - Math.max(py, y0)
        this.blend(px, py, color, alpha * cy)
      }
    }
  }
}

/**
 * The scene painted at `width` pixels wide (the height keeps the scene's proportions): about
 * 8 KB at the scene's own size, where every edge but the sun's and the hills' falls on a pixel.
 * ~25 ms of the event loop here (painting, filters) and ~20 ms of deflate off it.
 */
export function hotelImagePng(hotelId: number, n: number, width = HOTEL_IMAGE_WIDTH): Promise<Buffer> {
  const s = scene(hotelId, n)
  const scale = width / HOTEL_IMAGE_WIDTH
  const height = Math.round(HOTEL_IMAGE_HEIGHT * scale)
  const canvas = new Canvas(width, height, scale)
  const H = HOTEL_IMAGE_HEIGHT
  const [skyTop, skyBottom] = [rgb(s.sky[0]), rgb(s.sky[1])]
  const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
  // The sky's gradient spans the picture, from the centre of the first row to the last.
  canvas.rect(0, 0, HOTEL_IMAGE_WIDTH, H, skyTop, 1, (py) => [mix(skyTop, skyBottom, Math.min(1, Math.max(0, (py + 0.5) / height))), 1])
  const windowColor = rgb(s.window.fill)
  const waterTop = rgb(s.water)
  const waterBottom = rgb('#06141f')
  for (const shape of s.shapes) {
    switch (shape.kind) {
      case 'rect':
        canvas.rect(shape.x, shape.y, shape.w, shape.h, rgb(shape.fill), 1)
        break
      case 'circle':
        canvas.circle(shape.cx, shape.cy, shape.r, rgb(shape.fill), shape.opacity ?? 1)
        break
      case 'hills': {
        const { base, curves } = shape
        canvas.under(
          (x) => {
            // Each curve spans 100 scene units, its control point halfway: x is linear in t.
            const i = Math.min(curves.length - 1, Math.max(0, Math.floor(x / 100)))
            const [, cy, , ey] = curves[i]!
            const y0 = i === 0 ? base : curves[i - 1]![3]
            const t = (x - i * 100) / 100
            return (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * ey
          },
          base,
          rgb(shape.fill),
          shape.opacity,
        )
        break
      }
      case 'windows': {
        const t = WINDOW_TILE
        for (let ty = Math.floor(shape.y / t.h) * t.h; ty < shape.y + shape.h; ty += t.h) {
          for (let tx = Math.floor(shape.x / t.w) * t.w; tx < shape.x + shape.w; tx += t.w) {
            // The window, clipped to the rect the pattern fills.
            const x0 = Math.max(tx + t.x, shape.x)
            const x1 = Math.min(tx + t.x + t.winW, shape.x + shape.w)
            const y0 = Math.max(ty + t.y, shape.y)
            const y1 = Math.min(ty + t.y + t.winH, shape.y + shape.h)
            if (x1 > x0 && y1 > y0) canvas.rect(x0, y0, x1 - x0, y1 - y0, windowColor, s.window.opacity)
          }
        }
        break
      }
      case 'water': {
        const top = shape.y * scale
        const span = height - top
        canvas.rect(0, shape.y, HOTEL_IMAGE_WIDTH, H - shape.y, waterTop, 1, (py) => {
          const k = Math.min(1, Math.max(0, (py + 0.5 - top) / span))
          return [mix(waterTop, waterBottom, k), 0.85 + 0.15 * k]
        })
        break
      }
      case 'ripple':
        canvas.rect(shape.x1, shape.y - 1, shape.x2 - shape.x1, 2, rgb(shape.stroke), shape.opacity)
        break
    }
  }
  const bytes = new Uint8Array(width * height * 3)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.min(255, Math.max(0, canvas.data[i]!)))
  return encodePng(width, height, bytes)
}
