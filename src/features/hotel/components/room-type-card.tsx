import { Card, Flex, Heading, Text } from '@chakra-ui/react'
import { Plural } from '@lingui/react/macro'
import type { Locale, RoomTypeRates } from '../../../contract'
import type { BookContext } from './book-button'
import { RatePlanRow } from './rate-plan-row'

/** A room type (bed, occupancy) and its rate plans. */
export function RoomTypeCard({ room, locale, nights, pricesHidden, book }: { room: RoomTypeRates; locale: Locale; nights: number; pricesHidden: boolean; book: BookContext }) {
  const zh = locale === 'zh-CN'
  const name = zh && room.roomTypeNameCN ? room.roomTypeNameCN : room.roomTypeName
  const bed = zh && room.bedTypeDescCN ? room.bedTypeDescCN : room.bedTypeDesc
  const maxOcc = room.maxOccupancy
  const maxChildren = room.maxChildren
  return (
    <Card.Root data-testid="room-type">
      <Card.Body py="4">
        <Heading as="h3" size="md">
          {name}
        </Heading>
        <Flex gap="4" wrap="wrap" textStyle="sm" color="fg.muted" mt="1" mb="2">
          <Text>{bed}</Text>
          <Text>
            <Plural value={maxOcc} one="Sleeps # guest" other="Sleeps up to # guests" />
          </Text>
          <Text>
            <Plural value={maxChildren} _0="No children" one="Up to # child" other="Up to # children" />
          </Text>
        </Flex>
        {room.rateInfos.map((rate) => (
          <RatePlanRow key={rate.sid} rate={rate} locale={locale} nights={nights} pricesHidden={pricesHidden} book={book} />
        ))}
      </Card.Body>
    </Card.Root>
  )
}
