import { Box, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { LanguageMenu } from '../layouts/language-menu'
import { Logo } from '../layouts/logo'
import { useDocumentTitle } from '../use-document-title'
import { LoginForm } from './login-form'
import { SignupLink } from './signup-link'
import { useAfterLogin } from './use-after-login'

/** /login: the simple login page (§4/§5); success goes to `from`, else home. */
export function LoginPage() {
  const { t } = useLingui()
  const afterLogin = useAfterLogin()
  useDocumentTitle(t`Log in`)
  return (
    <Center flex="1" px="4" py={{ base: '8', md: '16' }} bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg.subtle">
      <Stack gap="6" width="full" maxW="sm">
        <HStack justify="space-between">
          <Logo />
          <LanguageMenu loggedIn={false} />
        </HStack>
        <Card.Root>
          <Card.Body>
            <Stack gap="1" mb="5">
              <Heading as="h1" size="xl">
                {t`Log in`}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {t`Use the account your agency received from us.`}
              </Text>
            </Stack>
            <LoginForm onSuccess={() => afterLogin()} autoFocus />
          </Card.Body>
        </Card.Root>
        <Box textAlign="center" textStyle="sm" color="fg.muted">
          {t`No account yet?`}{' '}
          <SignupLink color="brand.fg" fontWeight="medium">
            {t`Register your agency`}
          </SignupLink>
        </Box>
      </Stack>
    </Center>
  )
}
