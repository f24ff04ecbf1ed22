import { Card, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { LanguageMenu } from '../../../components/layouts/language-menu'
import { Logo } from '../../../components/layouts/logo'
import { toaster } from '../../../components/toaster'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { ResetPasswordForm } from './reset-password-form'

/** /forgotPassword (§2, §4): reset by emailed code; success returns to login. */
export function ForgotPasswordPage({ username }: { username?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  useDocumentTitle(t`Reset password`)
  return (
    <Center flex="1" px="4" py={{ base: '8', md: '16' }} bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg.subtle">
      <Stack gap="6" width="full" maxW="md">
        <HStack justify="space-between">
          <Logo />
          <LanguageMenu loggedIn={false} />
        </HStack>
        <Card.Root>
          <Card.Body>
            <Heading as="h1" size="xl" mb="5">
              {t`Reset password`}
            </Heading>
            <ResetPasswordForm
              initialUsername={username}
              onDone={() => {
                toaster.create({ type: 'success', title: t`Your password has been reset. Please log in with the new password.`, closable: true })
                void navigate({ to: '/$locale/login', params: { locale }, replace: true })
              }}
            />
          </Card.Body>
        </Card.Root>
        <Text textAlign="center" textStyle="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/$locale/login" params={{ locale }}>
              {t`Back to log in`}
            </RouterLink>
          </Link>
        </Text>
      </Stack>
    </Center>
  )
}
