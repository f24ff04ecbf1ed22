import { OrderPaths, orderFiltersSchema, type OrderFilters } from '../../../contract'
import { ApiError } from '../../../lib/api/errors'
import { CSRF_COOKIE, readCookie } from '../../../lib/cookies'
import { currentLocale } from '../../../lib/i18n/i18n'

// §7 POST /booking/v2/order_export: the filtered list as an .xlsx file. The answer is a file,
// not an envelope, so this one call bypasses the JSON client (same headers, same cookie).
const b2bBase = (typeof import.meta.env.VITE_API_B2B === 'string' ? import.meta.env.VITE_API_B2B : '').replace(/\/+$/, '')

export async function downloadOrderExport(filters: OrderFilters): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() }
  const csrf = readCookie(CSRF_COOKIE)
  if (csrf) headers['X-CSRFToken'] = csrf
  let response: Response
  try {
    response = await fetch(`${b2bBase}${OrderPaths.orderExport}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(orderFiltersSchema.parse(filters)),
    })
  } catch (cause) {
    throw new ApiError({ kind: 'network', status: 0, cause })
  }
  if (!response.ok) {
    let serverMessage: string | undefined
    try {
      serverMessage = ((await response.json()) as { header?: { message?: string } }).header?.message
    } catch {
      serverMessage = undefined
    }
    throw new ApiError({ kind: response.status === 401 ? 'unauthenticated' : 'http', status: response.status, serverMessage })
  }
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'orders.xlsx'
  return { blob: await response.blob(), filename }
}

/** Saves a blob through a temporary link (works in every browser, no extra permission). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
