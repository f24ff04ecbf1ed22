import { Card, Center, HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LanguageMenu } from '../../../components/layouts/language-menu'
import { Logo } from '../../../components/layouts/logo'

/** The bare sign-in pages (/login, /forgotPassword): logo and language menu over one card. */
export function AuthCardPage({ maxW, children, footer }: { maxW: 'sm' | 'md'; children: ReactNode; footer: ReactNode }) {
  return (
    <Center flex="1" px="4" py={{ base: '8', md: '16' }} bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg.subtle">
      <Stack gap="6" width="full" maxW={maxW}>
        <HStack justify="space-between">
          <Logo />
          <LanguageMenu loggedIn={false} />
        </HStack>
        <Card.Root>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        {footer}
      </Stack>
    </Center>
  )
}
