import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../contract'
import { formatDate } from '../../../lib/dates'
import type { RecentSearch } from '../search-store'

/** The last 10 searches (IndexedDB), newest first; a click puts one back into the form. */
export function RecentSearches({ recent, locale, onPick }: { recent: readonly RecentSearch[]; locale: Locale; onPick(r: RecentSearch): void }) {
  const { t } = useLingui()
  return (
    <Box mt="4">
      <Text textStyle="xs" color="fg.muted" mb="2" id="recent-searches-label">
        {t`Recent searches`}
      </Text>
      <Flex as="ul" aria-labelledby="recent-searches-label" gap="2" wrap="wrap" listStyleType="none">
        {recent.map((r) => {
          const dates = `${formatDate(r.checkIn, locale)} – ${formatDate(r.checkOut, locale)}`
          return (
            <li key={`${r.destination.type}-${r.destination.value}-${r.checkIn}-${r.at}`}>
              <Button size="sm" variant="outline" minH="11" maxW="full" onClick={() => onPick(r)}>
                <Text as="span" truncate maxW="60">
                  {r.destination.text}
                </Text>
                <Text as="span" color="fg.muted" fontWeight="normal" hideBelow="sm">
                  {dates}
                </Text>
              </Button>
            </li>
          )
        })}
      </Flex>
    </Box>
  )
}
