import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type Locale } from '../../../contract'
import { ContentPaths, blogListResponseSchema, type BlogListResponse } from '../../../contract/content'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET {static}/static/v2/blog/list?page&page_size (+ locale: posts are written per language).
export const blogListEndpoint: Endpoint<BlogListResponse> = { method: 'GET', base: 'static', path: ContentPaths.blogList, data: blogListResponseSchema }

export function fetchBlogList(input: { page: number; pageSize: number; locale: Locale }, signal?: AbortSignal): Promise<BlogListResponse> {
  return api.request(blogListEndpoint, { query: { page: input.page, page_size: input.pageSize, locale: input.locale }, signal })
}

export const blogListQueryOptions = (input: { page: number; pageSize: number; locale: Locale }) =>
  queryOptions({
    queryKey: ['visitor', 'blog-list', input],
    queryFn: ({ signal }) => fetchBlogList(input, signal),
    staleTime: 5 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useBlogList(input: { page: number; pageSize: number; locale: Locale }) {
  // Keep the previous page on screen while the next one loads (no flash of the spinner).
  return useQuery({ ...blogListQueryOptions(input), placeholderData: keepPreviousData })
}
