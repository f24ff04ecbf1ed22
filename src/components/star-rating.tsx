import { Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** Hotel stars as ★ glyphs with a spoken label. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useLingui()
  if (stars < 1) return null
  return (
    <Text as="span" color="orange.400" letterSpacing="tight" role="img" aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }) })} lineHeight="1">
      {'★'.repeat(stars)}
    </Text>
  )
}
