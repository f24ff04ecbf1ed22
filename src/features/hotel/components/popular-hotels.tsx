import { Box, Heading, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Currency, Locale } from '../../../contract'
import { StarRating } from '../../../components/star-rating'
import type { StaySearch } from '../../../lib/stay-search'
import { useTransitionAnswer } from '../../../lib/use-transition-value'
import { usePopularHotels } from '../api/popular-hotel'
import { hotelName } from '../hotel-names'

/** Popular hotels near this one (§7 popular_hotel), each opening with the same stay. */
export function PopularHotels({ hotelId, currency, locale, stay }: { hotelId: number; currency: Currency; locale: Locale; stay: StaySearch }) {
  const { t } = useLingui()
  const query = usePopularHotels({ hotelId, currency, limit: 6 })
  // #9 TBT: the answer arrives through TanStack Query's store, whose updates render
  // synchronously (the cards and their links were one ~25 ms task); a transition slices it.
  // Only the answer for this hotel: the route keeps this component from one hotel to the next.
  const data = useTransitionAnswer([hotelId, currency], query.data)
  const hotels = (data ?? []).filter((h) => h.hotelId !== hotelId)
  if (query.isError || (data !== undefined && hotels.length === 0)) return null
  return (
    <Box as="section" aria-labelledby="popular-nearby">
      <Heading as="h2" size="lg" id="popular-nearby" mb="3">
        {t`Popular hotels nearby`}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {data === undefined
          ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="40" />)
          : hotels.map((h) => {
              const km = h.distanceKm
              const distance = km === null ? '' : km.toFixed(1)
              return (
                <Link key={h.hotelId} to="/$locale/hotel/info/$id" params={{ locale, id: String(h.hotelId) }} search={stay}>
                  <Box borderWidth="1px" borderRadius="md" overflow="hidden" _hover={{ boxShadow: 'md' }} height="full">
                    <Image src={h.image} alt="" loading="lazy" height="24" width="full" objectFit="cover" bg="bg.muted" />
                    <Box p="2">
                      <Text fontWeight="medium" textStyle="sm" lineClamp={2}>
                        {hotelName(h, locale)}
                      </Text>
                      <StarRating stars={h.starRating} />
                      {km !== null && (
                        <Text textStyle="xs" color="fg.muted">
                          {t`${distance} km away`}
                        </Text>
                      )}
                    </Box>
                  </Box>
                </Link>
              )
            })}
      </SimpleGrid>
    </Box>
  )
}
