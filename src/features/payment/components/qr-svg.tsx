import { useMemo } from 'react'
import { encode } from 'uqr'

/** One SVG path for the dark modules, a horizontal run of them per rectangle. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = ''
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      const start = x
      while (row[x + 1]) x++
      d += `M${start} ${y}h${x - start + 1}v1h${start - x - 1}z`
    }
  })
  return d
}

/**
 * A QR code drawn as a plain SVG (uqr encodes it, error correction M). Chakra's QrCode did the
 * same through Zag's qr-code machine and Ark, ~5 KB more on the checkout for one picture.
 */
export function QrSvg({ value, label, size }: { value: string; label: string; size: number }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 0 }), [value])
  const d = useMemo(() => qrPath(qr.data), [qr])
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} shapeRendering="crispEdges" data-testid="pay-qr">
      <path d={d} fill="currentColor" />
    </svg>
  )
}
