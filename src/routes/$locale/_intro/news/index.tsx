import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { BlogListPage } from '../../../../features/visitor/components/blog-list-page'
import { parsePageNum } from '../../../../lib/pagination'

// /news: the blog list; §2 pagination reads and writes pageNum.
export const Route = createFileRoute('/$locale/_intro/news/')({
  staticData: { name: 'news' },
  validateSearch: z.object({ pageNum: z.optional(z.pipe(z.unknown(), z.transform(parsePageNum))) }),
  component: function News() {
    const { pageNum } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BlogListPage
        page={pageNum ?? 1}
        onPage={(page) => {
          void navigate({ search: { pageNum: page === 1 ? undefined : page } })
          window.scrollTo({ top: 0 })
        }}
      />
    )
  },
})
