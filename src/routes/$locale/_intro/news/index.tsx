import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BlogListPage } from '../../../../features/visitor/components/blog-list-page'
import { parsePageNum } from '../../../../lib/pagination'

// /news: the blog list; §2 pagination reads and writes pageNum.
export const Route = createFileRoute('/$locale/_intro/news/')({
  staticData: { name: 'news' },
  validateSearch: z.object({ pageNum: z.unknown().transform(parsePageNum).optional() }),
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
