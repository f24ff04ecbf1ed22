import { Box, Heading, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { toHttps, type BlogSummary } from '../../../contract/content'
import { formatPostDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'

export function BlogCard({ post, headingLevel = 'h3' }: { post: BlogSummary; headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale()
  return (
    <LinkBox as="article" bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" display="flex" flexDirection="column" _hover={{ shadow: 'md' }}>
      <Box aspectRatio={16 / 9} bg="brand.subtle">
        <Image src={toHttps(post.cover_image_url)} alt="" width="100%" height="100%" objectFit="cover" loading="lazy" decoding="async" />
      </Box>
      <Stack gap="2" p="4" flex="1">
        <Text textStyle="xs" color="fg.muted">
          <time dateTime={post.published_at}>{formatPostDate(post.published_at, locale)}</time>
        </Text>
        <Heading as={headingLevel} size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <Link to="/$locale/news/detail/$id" params={{ locale, id: String(post.id) }}>
              {post.title}
            </Link>
          </LinkOverlay>
        </Heading>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {post.summary}
        </Text>
      </Stack>
    </LinkBox>
  )
}
