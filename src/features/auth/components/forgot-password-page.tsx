import { Heading, Link, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { toaster } from '../../../components/toaster'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { AuthCardPage } from './auth-card-page'
import { ResetPasswordForm } from './reset-password-form'

/** /forgotPassword (§2, §4): reset by emailed code; success returns to login. */
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
        onDone={() => {
          toaster.create({ type: 'success', title: t`Your password has been reset. Please log in with the new password.`, closable: true })
          void navigate({ to: '/$locale/login', params: { locale }, replace: true })
        }}
      />
    </AuthCardPage>
  )
}
