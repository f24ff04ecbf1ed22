import { PaymentPaths, payLinkStatusResponseSchema, wapApiProResponseSchema, type Locale, type PayLink, type PayLinkStatus } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// QR handoff: wap_api_pro makes the link; pay_link_status is polled by the desktop and read by
// the phone (no login needed: the signed token is the credential).
export const wapApiProEndpoint: Endpoint<PayLink> = { method: 'POST', base: 'b2b', path: PaymentPaths.wapApiPro, data: wapApiProResponseSchema }
export const payLinkStatusEndpoint: Endpoint<PayLinkStatus> = { method: 'POST', base: 'b2b', path: PaymentPaths.payLinkStatus, data: payLinkStatusResponseSchema }

export function createPayLink(orderNum: string, locale: Locale): Promise<PayLink> {
  return api.request(wapApiProEndpoint, { body: { orderNum, locale } })
}

export function fetchPayLinkStatus(token: string, signal?: AbortSignal): Promise<PayLinkStatus> {
  return api.request(payLinkStatusEndpoint, { body: { token }, signal })
}
