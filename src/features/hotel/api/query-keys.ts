import type { HotelListInput } from './hotel-list-input'

// Query keys of the hotel pages' data. The server hands the answer it painted a page from to the
// app under the same key (src/ssr/first-paint.tsx), so they live apart from the API client.

export const hotelListQueryKey = (input: HotelListInput) => ['hotel', 'list', input] as const
export const hotelStaticQueryKey = (id: number) => ['hotel', 'static', id] as const
