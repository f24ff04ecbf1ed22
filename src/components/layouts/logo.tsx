import { Box, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BRAND } from '../../lib/brand'
import { useLocale } from '../../lib/i18n/use-locale'

export function LogoMark({ size = 8 }: { size?: number | string }) {
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 64 64" width="100%" height="100%">
        <rect width="64" height="64" rx="14" fill="#0f6b61" />
        <path d="M16 48V22l16-8 16 8v26" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        <path d="M25 48V34h14v14" fill="none" stroke="#a6ecdb" strokeWidth="4" strokeLinejoin="round" />
        <circle cx="32" cy="25" r="3" fill="#fff" />
      </svg>
    </Box>
  )
}

/** Logo linking home (§2 header). */
export function Logo() {
  const { t } = useLingui()
  const locale = useLocale()
  const brand = BRAND.name
  return (
    <Link to="/$locale" params={{ locale }} aria-label={t`${brand} home`}>
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
