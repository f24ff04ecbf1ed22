import { promisify } from 'node:util'
import { deflate } from 'node:zlib'
import { crc32 } from './crc32'

// A minimal PNG writer for the generated hotel pictures (hotel-image.ts): 8-bit RGB, one IDAT.

function chunk(type: string, body: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + body.length)
  out.writeUInt32BE(body.length, 0)
  out.write(type, 4, 'latin1')
  out.set(body, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length)
  return out
}

const deflateAsync = promisify(deflate)

/** The byte to store for filter `type` (PNG's five: none, sub, up, average, Paeth) of a pixel byte `x` whose left, up and up-left bytes are a, b, c. */
function filtered(type: number, x: number, a: number, b: number, c: number): number {
  switch (type) {
    case 1:
      return (x - a) & 255
    case 2:
      return (x - b) & 255
    case 3:
      return (x - ((a + b) >> 1)) & 255
    case 4: {
      const p = a + b - c
      const pa = p > a ? p - a : a - p
      const pb = p > b ? p - b : b - p
      const pc = p > c ? p - c : c - p
      return (x - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255
    }
    default:
      return x
  }
}

/**
 * An 8-bit RGB PNG. Each row takes the filter whose bytes, read as signed, sum smallest
 * (libpng's heuristic), found on every 4th byte: the pictures' flat runs and gradients make
 * the sample as telling as the whole row, at a fifth of the work.
 */
export async function encodePng(width: number, height: number, rgbRows: Uint8Array): Promise<Buffer> {
  const stride = width * 3
  const raw = new Uint8Array((stride + 1) * height)
  const zero = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const row = rgbRows.subarray(y * stride, (y + 1) * stride)
    const up = y > 0 ? rgbRows.subarray((y - 1) * stride, y * stride) : zero
    let best = 0
    let bestSum = Infinity
    for (let type = 0; type < 5; type++) {
      let sum = 0
      for (let i = 0; i < stride; i += 4) {
        const v = filtered(type, row[i]!, i >= 3 ? row[i - 3]! : 0, up[i]!, i >= 3 ? up[i - 3]! : 0)
        sum += v < 128 ? v : 256 - v
      }
      if (sum < bestSum) {
        bestSum = sum
        best = type
      }
    }
    const at = y * (stride + 1)
    raw[at] = best
    for (let i = 0; i < stride; i++) raw[at + 1 + i] = filtered(best, row[i]!, i >= 3 ? row[i - 3]! : 0, up[i]!, i >= 3 ? up[i - 3]! : 0)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // On libuv's thread pool: the server's event loop goes on meanwhile.
    chunk('IDAT', await deflateAsync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}
