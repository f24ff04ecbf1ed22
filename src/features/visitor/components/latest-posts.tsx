import { Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useBlogList } from '../api/blog-list'
import { BlogCard } from './blog-card'
import { isPausedWithoutData } from '../../../components/pwa/offline-pending'

/** Home page: the latest three posts of the page's language. Hidden when there are none, or offline with none saved. */
export function LatestPosts() {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useBlogList({ page: 1, pageSize: 3, locale })
  if (query.isError || isPausedWithoutData(query) || (query.data && query.data.items.length === 0)) return null
  return (
    <PortalFrame as="section" py={{ base: '10', md: '14' }} aria-labelledby="latest-posts">
      <Flex justify="space-between" align="flex-end" gap="4" mb="6" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id="latest-posts" size={{ base: 'xl', md: '2xl' }}>
            {t`News and insights`}
          </Heading>
          <Text color="fg.muted">{t`Market notes and product news from our team.`}</Text>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to="/$locale/news" params={{ locale }}>
            {t`All articles`}
          </Link>
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5">
        {query.data
          ? query.data.items.map((post) => <BlogCard key={post.id} post={post} />)
          : [0, 1, 2].map((i) => <Skeleton key={i} height="72" borderRadius="lg" />)}
      </Grid>
    </PortalFrame>
  )
}
