import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Locale } from '../../../contract'
import { ContentPaths, customerServiceUrlResponseSchema, type CustomerServiceUrlResponse } from '../../../contract/content'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST {b2b}/b2b/get_customer_service_url → data.url for the chat frame. The conversation
// token is kept so a visitor returns to the same thread (the server signs it).
export const customerServiceUrlEndpoint: Endpoint<CustomerServiceUrlResponse> = {
  method: 'POST',
  base: 'b2b',
  path: ContentPaths.customerServiceUrl,
  data: customerServiceUrlResponseSchema,
}

const CONVERSATION_KEY = 'harborline.support.conversation'

function readConversation(): string | undefined {
  try {
    return localStorage.getItem(CONVERSATION_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export async function fetchCustomerServiceUrl(locale: Locale): Promise<CustomerServiceUrlResponse> {
  const data = await api.request(customerServiceUrlEndpoint, { body: { conversation: readConversation(), locale } })
  try {
    localStorage.setItem(CONVERSATION_KEY, data.conversation)
  } catch {
    // Private mode: the visitor gets a new thread next time, nothing else breaks.
  }
  return data
}

export const customerServiceUrlQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['visitor', 'customer-service-url', locale],
    queryFn: () => fetchCustomerServiceUrl(locale),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    // POST-backed: never persisted; dropped on logout (not public), so a user gets their own thread.
    meta: { method: 'POST' },
  })

export function useCustomerServiceUrl(locale: Locale, enabled: boolean) {
  return useQuery({ ...customerServiceUrlQueryOptions(locale), enabled })
}
