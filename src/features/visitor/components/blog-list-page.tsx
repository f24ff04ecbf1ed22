import { Button, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { PaginationNav } from '../../../components/pagination-nav'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { usePageMeta } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useBlogList } from '../api/blog-list'
import { BlogCard } from './blog-card'
import { isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { BlogOffline } from './blog-offline'

export const BLOG_PAGE_SIZE = 9

/** /news: the blog list of the page's language; the route owns `pageNum` in the URL (§2). */
export function BlogListPage({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageMeta({ title: t`News and insights`, description: t`Market notes, destination news and product updates for travel agencies from the Harborline team.` })
  const query = useBlogList({ page, pageSize: BLOG_PAGE_SIZE, locale })
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / BLOG_PAGE_SIZE)) : 1
  return (
    <PortalFrame py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t`News and insights`}
        </Heading>
        <Text color="fg.muted">{t`Market notes and product news from our team.`}</Text>
      </Stack>
      {query.isError ? (
        <Stack align="center" gap="3" py="10" role="alert">
          <Text>{t`Failed to get data`}</Text>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </Stack>
      ) : isPausedWithoutData(query) ? (
        <BlogOffline onRetry={() => void query.refetch()} />
      ) : query.data && query.data.items.length === 0 ? (
        <Text py="10" textAlign="center" color="fg.muted">
          {page > 1 ? t`There are no articles on this page.` : t`No articles yet.`}
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isFetching}>
          {query.data
            ? query.data.items.map((post) => <BlogCard key={post.id} post={post} headingLevel="h2" />)
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="72" borderRadius="lg" />)}
        </Grid>
      )}
      <Stack mt="8">
        <PaginationNav page={page} pageCount={pageCount} onPage={onPage} />
      </Stack>
    </PortalFrame>
  )
}
