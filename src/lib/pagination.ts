// §2: pagination reads and writes a pageNum query parameter; page range 6, margin pages 1.

export const PAGE_RANGE = 6
export const MARGIN_PAGES = 1

export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string }

/** The pageNum query value as a page number ≥ 1 (anything else reads as page 1). */
export function parsePageNum(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

/**
 * Buttons to render: `margin` pages at each end, a window of `range` pages around the current
 * one, and gaps for what is left out. A gap never hides a single page (that page is shown).
 */
export function pageNum(current: number, pageCount: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (pageCount < 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount)
  const shown = new Set<number>()
  if (pageCount <= range + 2 * margin) {
    for (let p = 1; p <= pageCount; p++) shown.add(p)
  } else {
    for (let p = 1; p <= margin; p++) shown.add(p)
    for (let p = pageCount - margin + 1; p <= pageCount; p++) shown.add(p)
    const lowest = margin + 1
    const highest = pageCount - margin - range + 1
    const start = Math.min(Math.max(page - Math.floor((range - 1) / 2), lowest), highest)
    for (let p = start; p < start + range; p++) shown.add(p)
  }
  const items: PageItem[] = []
  let previous = 0
  for (let p = 1; p <= pageCount; p++) {
    if (!shown.has(p)) {
      // Exactly one hidden page between two shown ones: show it rather than a gap.
      if (shown.has(p - 1) && shown.has(p + 1)) shown.add(p)
      else continue
    }
    if (p - previous > 1) items.push({ type: 'gap', key: `gap-${previous}-${p}` })
    items.push({ type: 'page', page: p, current: p === page })
    previous = p
  }
  return items
}
