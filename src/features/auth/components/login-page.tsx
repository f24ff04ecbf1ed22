import { Box, Card, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useLingui } from '@lingui/react/macro'
import { LanguageMenu } from '../../../components/layouts/language-menu'
import { Logo } from '../../../components/layouts/logo'
import { useDocumentTitle } from '../../../components/use-document-title'
import { LoginForm } from './login-form'
import { SignupLink } from '../../../components/auth/signup-link'
import { useAfterLogin } from './use-after-login'

/** /login: the simple login page (§4/§5); success goes to `from`, else home. */
export function LoginPage() {
  const { t } = useLingui()
  const afterLogin = useAfterLogin()
  const locale = useLocale()
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
            <LoginForm
              onSuccess={() => afterLogin()}
              autoFocus
              extra={({ username }) => (
                <HStack justify="flex-end">
                  <Link asChild textStyle="sm" color="brand.fg">
                    <RouterLink to="/$locale/forgotPassword" params={{ locale }} search={{ username: username.trim() || undefined }}>
                      {t`Forgot password?`}
                    </RouterLink>
                  </Link>
                </HStack>
              )}
            />
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
