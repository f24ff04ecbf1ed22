import { Alert, Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useRouterState } from '@tanstack/react-router'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../components/use-document-title'
import { AuthCardPage } from './auth-card-page'
import { WhenAuthFlow } from '../flow/auth-flow'
import { LoginForm } from './login-form'
import { SignupLink } from '../../../components/auth/signup-link'
import { useAfterLogin } from './use-after-login'

/**
 * /login: the simple login page (§4/§5); success goes to `from`, else home. After a password
 * reset it confirms the reset and has the account filled in (password-reset-notice.ts).
 */
export function LoginPage() {
  const { t } = useLingui()
  const afterLogin = useAfterLogin()
  const locale = useLocale()
  useDocumentTitle(t`Log in`)
  const reset = useRouterState({ select: (s) => s.location.state.passwordReset })
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
      {reset && (
        <Alert.Root status="success" mb="5" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`Your password has been reset. Please log in with the new password.`}</Alert.Title>
        </Alert.Root>
      )}
      {/* A session that ended behind the app's back lands here before the flow is mounted. */}
      <WhenAuthFlow fallback={<Skeleton height="52" borderRadius="md" />}>
        <LoginForm
          initialUsername={reset?.username}
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
      </WhenAuthFlow>
    </AuthCardPage>
  )
}
