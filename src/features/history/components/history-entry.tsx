import { Box, Flex, Image, Text } from '@chakra-ui/react'
import type { Currency, Locale } from '../../../contract'
import { PriceTag } from '../../../components/price-tag'
import { NewTabNote } from '../../../components/new-tab-note'
import fallbackImage from '../assets/hotel-fallback.svg'
import { FavouriteToggle } from './favourite-toggle'

export interface EntryData {
  hotelId: number
  nameEn: string
  nameZh: string
  image: string
  price: number | null
  currency: Currency
}

/** One drawer row: picture (bundled fallback), name, lowest price, favourite toggle (§2). */
export function HistoryEntry({ entry, locale, href, pricesHidden, noPrice }: { entry: EntryData; locale: Locale; href: string; pricesHidden: boolean; noPrice: string }) {
  const name = (locale === 'zh-CN' && entry.nameZh) || entry.nameEn || entry.nameZh || `#${entry.hotelId}`
  return (
    <Flex gap="3" align="center" py="2" data-testid="history-entry" data-hotel-id={entry.hotelId}>
      <Box asChild flex="1" minW="0" display="flex" gap="3" alignItems="center" _hover={{ bg: 'bg.muted' }} borderRadius="md" minH="11">
        {/* §2: a click opens the hotel in a new tab. */}
        <a href={href} target="_blank" rel="noopener">
          <Image
            src={entry.image || fallbackImage}
            onError={(e) => {
              if (e.currentTarget.src !== new URL(fallbackImage, window.location.href).href) e.currentTarget.src = fallbackImage
            }}
            alt=""
            width="16"
            height="12"
            objectFit="cover"
            borderRadius="sm"
            flexShrink={0}
            bg="bg.muted"
          />
          <Box minW="0">
            <Text fontWeight="medium" lineClamp={2} textStyle="sm">
              {name}
            </Text>
            <PriceTag amount={entry.price} currency={entry.currency} locale={locale} hidden={pricesHidden} missing={noPrice} textStyle="sm" fontWeight="semibold" color="brand.fg" />
          </Box>
          <NewTabNote icon={false} />
        </a>
      </Box>
      <FavouriteToggle name={name} hotel={{ id: entry.hotelId, nameEn: entry.nameEn, nameZh: entry.nameZh, image: entry.image }} />
    </Flex>
  )
}
