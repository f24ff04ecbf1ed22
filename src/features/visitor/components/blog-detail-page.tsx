import { Box, Button, Heading, Image, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { toHttps, type BlogBlock } from '../../../contract/content'
import { NotFoundPage } from '../../../components/error-page'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { usePageMeta } from '../../../components/use-document-title'
import { isApiError } from '../../../lib/api'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useBlogContent } from '../api/blog-content'
import { formatPostDate } from '../../../lib/dates'
import { isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { BlogOffline } from './blog-offline'

/**
 * /news/detail/$id: the post body comes as structured blocks (h2, p, ul, img) and is rendered
 * with components, so no markup from the database reaches the page.
 */
export function BlogDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useBlogContent(id)
  const post = query.data
  usePageMeta({ title: post?.title ?? t`News and insights`, description: post?.summary ?? t`Market notes and product news from our team.` })

  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />
    return (
      <Stack align="center" gap="3" py="16" role="alert">
        <Text>{t`Failed to get data`}</Text>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </Stack>
    )
  }
  return (
    <PortalFrame py={{ base: '8', md: '12' }} maxW="3xl">
      <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
        <Link to="/$locale/news" params={{ locale }}>
          <Box as="span" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>‹</Box> {t`All articles`}
        </Link>
      </Button>
      {!post && isPausedWithoutData(query) ? (
        <BlogOffline onRetry={() => void query.refetch()} />
      ) : !post ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="64" />
          <Skeleton height="24" />
        </Stack>
      ) : (
        <Box as="article">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
            {post.title}
          </Heading>
          <Text color="fg.muted" textStyle="sm" mb="6">
            <time dateTime={post.published_at}>{formatPostDate(post.published_at, locale)}</time> · {post.author}
          </Text>
          <Image src={toHttps(post.cover_image_url)} alt="" borderRadius="lg" width="100%" aspectRatio={16 / 9} objectFit="cover" mb="6" />
          <Stack gap="4">
            {post.body.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </Stack>
        </Box>
      )}
    </PortalFrame>
  )
}

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'h2':
      return (
        <Heading as="h2" size="lg" mt="4">
          {block.text}
        </Heading>
      )
    case 'p':
      return <Text lineHeight="tall">{block.text}</Text>
    case 'ul':
      return (
        <List.Root ps="5" gap="1">
          {block.items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List.Root>
      )
    case 'img':
      return <Image src={toHttps(block.src)} alt={block.alt} borderRadius="md" loading="lazy" />
  }
}
