import { queryOptions, useQuery } from '@tanstack/react-query'
import { ContentPaths, blogContentSchema, type BlogContent } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET {static}/static/v2/blog/content?id: structured blocks (no HTML), https image links.
/** A post id as it may appear in /news/detail/$id (anything else is a 404, §2). */
export function isBlogId(raw: string | undefined): boolean {
  return /^[1-9]\d{0,9}$/.test(raw ?? '') && Number(raw) <= 2_147_483_647
}

export const blogContentEndpoint: Endpoint<BlogContent> = { method: 'GET', base: 'static', path: ContentPaths.blogContent, data: blogContentSchema }

export function fetchBlogContent(id: number, signal?: AbortSignal): Promise<BlogContent> {
  return api.request(blogContentEndpoint, { query: { id }, signal })
}

export const blogContentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['visitor', 'blog-content', id],
    queryFn: ({ signal }) => fetchBlogContent(id, signal),
    staleTime: 10 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useBlogContent(id: number) {
  return useQuery(blogContentQueryOptions(id))
}
