import { createHash } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createRng } from './prng'
import { HOTEL_IMAGE_HEIGHT, HOTEL_IMAGE_WIDTH, hotelImagePng, hotelImageSvg } from './hotel-image'
import { encodePng } from './png'

/** A PNG's size and RGB bytes, read back as a browser would (8-bit RGB only, the kind encodePng writes). */
function decodePng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let at = 8
  let width = 0
  let height = 0
  const idat: Buffer[] = []
  for (;;) {
    const len = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const body = png.subarray(at + 8, at + 8 + len)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      expect([...body.subarray(8)]).toEqual([8, 2, 0, 0, 0])
    }
    if (type === 'IDAT') idat.push(body)
    at += 12 + len
    if (type === 'IEND') break
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 3
  expect(raw.length).toBe((stride + 1) * height)
  const rgb = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!
    expect(type).toBeLessThan(5)
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!
      const a = i >= 3 ? rgb[y * stride + i - 3]! : 0
      const b = y > 0 ? rgb[(y - 1) * stride + i]! : 0
      const c = i >= 3 && y > 0 ? rgb[(y - 1) * stride + i - 3]! : 0
      const p = a + b - c
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c
      const pred = [0, a, b, (a + b) >> 1, paeth][type]!
      rgb[y * stride + i] = (x + pred) & 255
    }
  }
  return { width, height, rgb }
}

const hex = (s: string) => [1, 3, 5].map((i) => Number.parseInt(s.slice(i, i + 2), 16))

describe('hotel pictures', () => {
  it('encodes RGB bytes losslessly, whichever filters the rows take', async () => {
    const rng = createRng(7)
    const [w, h] = [37, 23]
    const rgb = new Uint8Array(w * h * 3)
    // Noise, flat runs, horizontal and vertical ramps: rows that favour different filters.
    for (let y = 0; y < h; y++)
      for (let i = 0; i < w * 3; i++) rgb[y * w * 3 + i] = y % 4 === 0 ? rng.int(0, 255) : y % 4 === 1 ? 200 : y % 4 === 2 ? (i * 5) & 255 : (y * 11) & 255
    const png = await encodePng(w, h, rgb)
    const back = decodePng(png)
    expect([back.width, back.height]).toEqual([w, h])
    expect(Buffer.from(back.rgb).equals(Buffer.from(rgb))).toBe(true)
  })

  it('paints the PNG from the same scene as the SVG', async () => {
    for (const [id, n] of [
      [1, 1],
      [42, 3],
      [50_000, 5],
    ] as const) {
      const svg = hotelImageSvg(id, n)
      const { width, height, rgb } = decodePng(await hotelImagePng(id, n))
      expect([width, height]).toEqual([HOTEL_IMAGE_WIDTH, HOTEL_IMAGE_HEIGHT])
      const px = (x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)]
      const near = (got: number[], want: number[]) => expect(Math.max(...got.map((v, i) => Math.abs(v - want[i]!)))).toBeLessThanOrEqual(2)
      // The sky's top row is its gradient's first colour, unless the sun is there.
      const skyTop = /<linearGradient id="s"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)![1]!
      near(px(0, 0), hex(skyTop))
      // A building's wall, beside its windows (they start 3 units in and 8 down).
      const [, bx, by, bw, , tone] = /<rect x="(-?\d+)" y="(\d+)" width="(\d+)" height="(\d+)" fill="(#[0-9a-f]{6})"\/>/.exec(svg)!.map((v, i) => (i === 5 ? v : Number(v))) as [string, number, number, number, number, string]
      const wallX = Math.max(0, bx) + 1
      expect(wallX).toBeLessThan(bx + bw)
      near(px(wallX, by + 2), hex(tone))
      // The bottom row is the water's gradient's end, nearly opaque #06141f.
      near(px(width - 1, height - 1), hex('#06141f'))
    }
  })

  it('is the same picture for a URL every time, and differs between pictures', async () => {
    const a = await hotelImagePng(7, 2)
    expect((await hotelImagePng(7, 2)).equals(a)).toBe(true)
    expect((await hotelImagePng(7, 3)).equals(a)).toBe(false)
    // Flat art: a few KB, not the ~1.3 MB of its pixels.
    expect(a.length).toBeLessThan(40_000)
  })

  it('keeps the SVG of earlier URLs byte for byte (they are cached as immutable)', () => {
    const hash = createHash('sha256')
    for (let id = 1; id <= 300; id++) for (let n = 1; n <= 5; n++) hash.update(hotelImageSvg(id, n))
    expect(hash.digest('hex')).toBe('0579f70f9f0414ba8e1a46fc2c46dd7d4ea7fa6a9ce9aa9504515e4eca5eee52')
  })
})
