import { Badge, Box, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useRef, useState, type KeyboardEvent } from 'react'
import { THEME_ROOMS } from '../content/themeroom'

/**
 * §2 /themeroom RoomSwiper: a scroll-snap carousel (swipe on phones, buttons and arrow keys
 * elsewhere), no slider library. Illustrations are drawn, not photos.
 */
export function ThemeRoomSwiper() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const count = THEME_ROOMS.length

  const go = (next: number) => {
    const target = (next + count) % count
    setIndex(target)
    const slide = track.current?.children[target] as HTMLElement | undefined
    slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })
  }
  const onKey = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl'
    if (e.key === 'ArrowRight') go(index + (rtl ? -1 : 1))
    if (e.key === 'ArrowLeft') go(index + (rtl ? 1 : -1))
  }
  const onScroll = () => {
    const el = track.current
    if (!el) return
    const width = el.clientWidth || 1
    setIndex(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / width)))
  }

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={t`Theme rooms`} onKeyDown={onKey}>
      <Flex justify="space-between" align="center" mb="4" gap="4">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          {t`Theme rooms our partners sell`}
        </Heading>
        <Flex gap="2">
          <IconButton variant="outline" size="sm" aria-label={t`Previous room`} onClick={() => go(index - 1)}>
            <Box as="span" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>‹</Box>
          </IconButton>
          <IconButton variant="outline" size="sm" aria-label={t`Next room`} onClick={() => go(index + 1)}>
            <Box as="span" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>›</Box>
          </IconButton>
        </Flex>
      </Flex>
      <Flex ref={track} onScroll={onScroll} overflowX="auto" scrollSnapType="x mandatory" gap="4" pb="2" tabIndex={0} aria-live="polite" css={{ scrollbarWidth: 'thin' }}>
        {THEME_ROOMS.map((room, i) => {
          const premium = room.premium
          const position = i + 1
          return (
            <Stack
              key={room.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} of ${count}`}
              flex={{ base: '0 0 100%', sm: '0 0 calc(50% - 8px)', lg: '0 0 calc(33.333% - 11px)' }}
              scrollSnapAlign="start"
              bg="bg"
              borderWidth="1px"
              borderRadius="lg"
              overflow="hidden"
            >
              <Box height="40" bgGradient="to-br" gradientFrom={room.colors[0]} gradientTo={room.colors[1]} position="relative" aria-hidden="true">
                <Box position="absolute" insetStart="6" bottom="0" width="50%" height="45%" bg="whiteAlpha.300" borderTopRadius="md" />
                <Box position="absolute" insetEnd="6" top="6" boxSize="10" borderRadius="full" bg="whiteAlpha.500" />
              </Box>
              <Stack gap="2" p="4">
                <Flex justify="space-between" gap="2" align="baseline">
                  <Heading as="h3" size="md">
                    {i18n._(room.name)}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                    {i18n._(room.city)}
                  </Text>
                </Flex>
                <Text textStyle="sm" color="fg.muted">
                  {i18n._(room.text)}
                </Text>
                <Badge alignSelf="flex-start" colorPalette="brand">
                  {t`+${premium}% over a standard room`}
                </Badge>
              </Stack>
            </Stack>
          )
        })}
      </Flex>
    </Box>
  )
}
