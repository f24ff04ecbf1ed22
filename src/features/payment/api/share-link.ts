import { useMutation } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { PaymentPaths, shareCreateResponseSchema, shareViewResponseSchema, type Locale, type ShareView } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// A signed read-only share link of an order (for the agent's client), and its public view.
type ShareCreated = z.infer<typeof shareCreateResponseSchema>
export const shareCreateEndpoint: Endpoint<ShareCreated> = { method: 'POST', base: 'b2b', path: PaymentPaths.shareCreate, data: shareCreateResponseSchema }
export const shareViewEndpoint: Endpoint<ShareView> = { method: 'GET', base: 'b2b', path: PaymentPaths.shareView, data: shareViewResponseSchema }

export function useCreateShareLink(orderNum: string, locale: Locale) {
  return useMutation({ mutationFn: () => api.request(shareCreateEndpoint, { body: { orderNum, locale } }) })
}

export function fetchShareView(token: string, signal?: AbortSignal): Promise<ShareView> {
  return api.request(shareViewEndpoint, { query: { token }, signal })
}
