import { Heading, Link, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { AuthCardPage } from './auth-card-page'
import { ResetPasswordForm } from './reset-password-form'
import { passwordResetState } from '../password-reset-notice'

/**
 * /forgotPassword (§2, §4): reset by emailed code; success returns to login, which confirms the
 * reset and has the account filled in (password-reset-notice.ts).
 */
export function ForgotPasswordPage({ username }: { username?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  useDocumentTitle(t`Reset password`)
  return (
    <AuthCardPage
      maxW="md"
      footer={
        <Text textAlign="center" textStyle="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/$locale/login" params={{ locale }}>
              {t`Back to log in`}
            </RouterLink>
          </Link>
        </Text>
      }
    >
      <Heading as="h1" size="xl" mb="5">
        {t`Reset password`}
      </Heading>
      <ResetPasswordForm
        initialUsername={username}
        onDone={(name) => {
          void navigate({ to: '/$locale/login', params: { locale }, replace: true, state: (prev) => ({ ...prev, ...passwordResetState(name) }) })
        }}
      />
    </AuthCardPage>
  )
}
