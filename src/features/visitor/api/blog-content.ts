import { queryOptions, useQuery } from '@tanstack/react-query'
import { ContentPaths, blogContentSchema, type BlogContent } from '../../../contract/content'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET {static}/static/v2/blog/content?id: structured blocks (no HTML), https image links.
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
