import { createFileRoute } from '@tanstack/react-router'
import { isBlogId } from '../../../../../features/visitor/blog-id'
import { BlogDetailPage } from '../../../../../features/visitor/components/blog-detail-page'

// §2 /news/detail/{id}: a malformed id is a 404 (guard rule), an unknown one too (the page).
export const Route = createFileRoute('/$locale/_intro/news/detail/$id')({
  staticData: { name: 'news-detail-id', rules: { validate: ({ params }) => isBlogId(params.id) } },
  component: function NewsDetail() {
    const { id } = Route.useParams()
    return <BlogDetailPage id={Number(id)} />
  },
})
