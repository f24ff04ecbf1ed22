import { Box, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BRAND } from '../../lib/brand'
import { StaticLogoMark } from '../icons/static-icons'
import { useLocale } from '../../lib/i18n/use-locale'

export function LogoMark({ size = 8 }: { size?: number | string }) {
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} aria-hidden="true">
      <StaticLogoMark size="100%" />
    </Box>
  )
}

/** Logo linking home (§2 header). */
export function Logo() {
  const { t } = useLingui()
  const locale = useLocale()
  const brand = BRAND.name
  return (
    <Link to="/$locale" params={{ locale }} activeOptions={{ exact: true, includeSearch: false }} aria-label={t`${brand} home`}>
      <HStack gap="2" flexShrink={0}>
        <LogoMark />
        <Text as="span" fontWeight="bold" fontSize="lg" color="brand.fg" letterSpacing="tight">
          {BRAND.name}
        </Text>
        <Text as="span" hideBelow="sm" fontSize="xs" fontWeight="semibold" color="fg.muted" borderWidth="1px" borderRadius="sm" px="1">
          B2B
        </Text>
      </HStack>
    </Link>
  )
}
