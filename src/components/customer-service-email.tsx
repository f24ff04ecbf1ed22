import { Link as ChakraLink, Text, type TextProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { BRAND } from '../lib/brand'

/** "Customer service: <email>" with a mailto link, where the agent cannot go on by themselves. */
export function CustomerServiceEmail(props: TextProps) {
  const { t } = useLingui()
  const email = BRAND.customerServiceEmail
  return (
    <Text color="fg.muted" {...props}>
      {t`Customer service:`}{' '}
      <ChakraLink href={`mailto:${email}`} color="brand.fg">
        {email}
      </ChakraLink>
    </Text>
  )
}
