import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrSvg, qrPath } from './qr-svg'

/** Paints the path's rectangles back into a module matrix. */
function paint(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true
  }
  return grid
}

describe('QrSvg (the QR route’s code of the pay link)', () => {
  const url = 'https://portal.example/mobile/pay?token=eyJvcmRlck51bSI6IkhMMjYxMTI3MDAwMDAyIn0.c2lnbmF0dXJl'

  it('draws exactly the dark modules of the encoded link', () => {
    const qr = encode(url, { ecc: 'M', border: 0 })
    expect(paint(qrPath(qr.data), qr.size)).toEqual(qr.data)
  })

  it('merges a row’s adjacent dark modules into one rectangle', () => {
    expect(qrPath([[true, true, false, true], [false, false, false, false]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z')
  })

  it('is an image named for screen readers, sized as asked, one unit per module', () => {
    render(<QrSvg value={url} label="QR code of the payment link" size={200} />)
    const svg = screen.getByRole('img', { name: 'QR code of the payment link' })
    const n = encode(url, { ecc: 'M', border: 0 }).size
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${n} ${n}`)
    expect(svg.getAttribute('width')).toBe('200')
  })
})
