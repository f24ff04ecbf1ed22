import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { pageNum } from '../lib/pagination'

/**
 * §2 pagination: page range 6, margin pages 1 (lib/pagination); the caller writes `pageNum` to
 * the URL. Previous/next use logical direction, so Arabic mirrors them.
 */
export function PaginationNav({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const items = pageNum(page, pageCount)
  return (
    <Flex as="nav" aria-label={t`Pagination`} gap="1" wrap="wrap" justify="center" align="center">
      <IconButton variant="ghost" size="md" minW="11" minH="11" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
          ‹
        </Box>
      </IconButton>
      {items.map((item) => {
        if (item.type === 'gap') {
          return (
            <Text key={item.key} px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          )
        }
        const n = item.page
        return (
          <Button
            key={item.page}
            size="md"
            minW="11"
            minH="11"
            variant={item.current ? 'solid' : 'ghost'}
            aria-current={item.current ? 'page' : undefined}
            aria-label={t`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        )
      })}
      <IconButton variant="ghost" size="md" minW="11" minH="11" aria-label={t`Next page`} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ›
          </Box>
      </IconButton>
    </Flex>
  )
}
