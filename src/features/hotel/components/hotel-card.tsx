import { Badge, Box, Card, Flex, Image, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Currency, HotelListItem, Locale } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'
import { StarRating } from '../../../components/star-rating'
import type { StaySearch } from '../../../lib/stay-search'
import { hotelAddress, hotelName, localized } from '../hotel-names'
import { MEAL_LABELS } from '../../../lib/meal-label'

export interface HotelCardProps {
  hotel: HotelListItem
  locale: Locale
  nights: number
  pricesHidden: boolean
  /** The stay, carried to the detail page (§2 /hotel/info query). */
  stay: StaySearch
  /** The reference currency of the response. */
  currency: Currency
  /** The first cards are on screen at load: their pictures load at once, not lazily. */
  eager?: boolean
}

/**
 * One hotel of the list: picture, name, stars, address, lowest price for the stay. Memoised:
 * the list adds its cards a few at a time, and the cards already shown need not render again.
 */
export const HotelCard = memo(function HotelCard({ hotel, locale, nights, pricesHidden, stay, currency, eager = false }: HotelCardProps) {
  const { t, i18n } = useLingui()
  const name = hotelName(hotel, locale)
  return (
    <Card.Root flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden" data-testid="hotel-card" data-hotel-id={hotel.hotelId}>
      <Image
        src={hotel.image}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The first pictures are the list's largest paint: asked for ahead of other requests (#9 LCP).
        fetchPriority={eager ? 'high' : undefined}
        objectFit="cover"
        width={{ base: 'full', sm: '48', md: '60' }}
        height={{ base: '40', sm: 'auto' }}
        minH={{ sm: '40' }}
        flexShrink={0}
        bg="bg.muted"
      />
      <Card.Body gap="2" minW="0">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="1" minW="0">
            <Link to="/$locale/hotel/info/$id" params={{ locale, id: String(hotel.hotelId) }} search={stay}>
              <Text as="h2" fontWeight="semibold" textStyle="lg" _hover={{ textDecoration: 'underline' }} lineClamp={2}>
                {name}
              </Text>
            </Link>
            <StarRating stars={hotel.starRating} />
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {localized(hotel.cityNames, locale)} · <bdi>{hotelAddress(hotel, locale)}</bdi>
            </Text>
            <Flex gap="1" wrap="wrap" mt="1">
              {hotel.hasFreeCancellation && <Badge colorPalette="green">{t`Free cancellation`}</Badge>}
              {hotel.mealTypes
                .filter((m) => m !== 'none')
                .map((m) => (
                  <Badge key={m} colorPalette="blue" variant="subtle">
                    {i18n._(MEAL_LABELS[m])}
                  </Badge>
                ))}
            </Flex>
          </Stack>
          <Box textAlign={{ base: 'start', md: 'end' }} flexShrink={0}>
            {hotel.available || pricesHidden ? (
              <>
                <Text textStyle="xs" color="fg.muted">
                  {t`Lowest total from`}
                </Text>
                <PriceTag
                  amount={hotel.lowestPrice?.totalPrice}
                  currency={hotel.lowestPrice?.currencyCode ?? currency}
                  locale={locale}
                  hidden={pricesHidden}
                  missing={t`No price`}
                  textStyle="xl"
                  fontWeight="bold"
                  color="brand.fg"
                />
                <Text textStyle="xs" color="fg.muted">
                  <Plural value={nights} one="for # night, taxes included" other="for # nights, taxes included" />
                </Text>
              </>
            ) : (
              <Badge colorPalette="red" variant="subtle">
                {hotel.roomsFit === false ? t`No room for this many guests` : t`Sold out`}
              </Badge>
            )}
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  )
})
