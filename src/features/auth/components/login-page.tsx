import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../components/use-document-title'
import { AuthCardPage } from './auth-card-page'
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
    <AuthCardPage
      maxW="sm"
      footer={
        <Box textAlign="center" textStyle="sm" color="fg.muted">
          {t`No account yet?`}{' '}
          <SignupLink color="brand.fg" fontWeight="medium">
            {t`Register your agency`}
          </SignupLink>
        </Box>
      }
    >
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
        fromPaint
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
    </AuthCardPage>
  )
}
