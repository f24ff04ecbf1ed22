import { Box, CloseButton, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { SignupLink } from '../../../components/auth/signup-link'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useAuthFlow } from '../flow/auth-flow'
import { AuthDialog } from './auth-dialog'
import { LoginForm } from './login-form'
import { ResetPasswordForm } from './reset-password-form'
import { useAfterLogin } from './use-after-login'
import { toaster } from '../../../components/toaster'
import { useFocusTrap } from '../../../components/use-focus-trap'
import { dialogWidth } from '../../../components/dialog-width'

/**
 * §2 login modal, driven by machines/login-modal: mounted while opening, fades in after a short
 * delay, a click on the mask closes it (fade-out 300 ms). Username and password, a
 * forgot-password link (username required first, §5) and the sign-up link.
 */
export function LoginModal() {
  const { t } = useLingui()
  const locale = useLocale()
  const { modal } = useAuthFlow()
  const mounted = useSelector(modal, (s) => s.hasTag('mounted'))
  const visible = useSelector(modal, (s) => s.hasTag('visible'))
  const afterLogin = useAfterLogin()
  const [forgotError, setForgotError] = useState<string | null>(null)
  const [resetFor, setResetFor] = useState<string | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef, mounted)

  useEffect(() => {
    if (!mounted) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') modal.send({ type: 'CLOSE' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mounted, modal])

  return (
    <>
      {mounted &&
        createPortal(
          <Box
            data-testid="login-modal-mask"
            position="fixed"
            inset="0"
            zIndex="modal"
            bg="blackAlpha.600"
            display="flex"
            alignItems="center"
            justifyContent="center"
            px="4"
            opacity={visible ? 1 : 0}
            transition="opacity 300ms ease"
            onClick={(e) => {
              if (e.target === e.currentTarget) modal.send({ type: 'MASK_CLICK' })
            }}
          >
            <Box
              ref={dialogRef}
              role="dialog"
              aria-modal="true"
              aria-labelledby="login-modal-title"
              bg="bg.panel"
              rounded="l3"
              shadow="lg"
              p={{ base: '5', md: '8' }}
              width="full"
              maxW={dialogWidth(locale)}
              position="relative"
              transform={visible ? 'none' : 'translateY(8px)'}
              transition="transform 300ms ease"
            >
              <CloseButton size="sm" position="absolute" top="3" insetEnd="3" aria-label={t`Close`} onClick={() => modal.send({ type: 'CLOSE' })} />
              <Stack gap="5">
                <Heading id="login-modal-title" as="h2" size="lg">
                  {t`Log in to your agency account`}
                </Heading>
                <LoginForm
                  autoFocus
                  onSuccess={() => afterLogin()}
                  extra={({ username }) => (
                    <Stack gap="1">
                      <HStack justify="flex-end">
                        <Link
                          as="button"
                          textStyle="sm"
                          color="brand.fg"
                          onClick={() => {
                            if (!username.trim()) return setForgotError(t`Please enter account`)
                            setForgotError(null)
                            setResetFor(username.trim())
                          }}
                        >
                          {t`Forgot password?`}
                        </Link>
                      </HStack>
                      {forgotError && (
                        <Text role="alert" textStyle="sm" color="fg.error" textAlign="end">
                          {forgotError}
                        </Text>
                      )}
                    </Stack>
                  )}
                />
                <Text textStyle="sm" color="fg.muted">
                  {t`No account yet?`}{' '}
                  <SignupLink color="brand.fg" fontWeight="medium" onClick={() => modal.send({ type: 'CLOSE' })}>
                    {t`Register your agency`}
                  </SignupLink>
                </Text>
              </Stack>
            </Box>
          </Box>,
          document.body,
        )}
      <AuthDialog open={resetFor !== null} title={t`Reset password`} onClose={() => setResetFor(null)}>
        {resetFor !== null && (
          <ResetPasswordForm
            initialUsername={resetFor}
            onCancel={() => setResetFor(null)}
            onDone={() => {
              setResetFor(null)
              toaster.create({ type: 'success', title: t`Your password has been reset. Please log in with the new password.`, closable: true })
            }}
          />
        )}
      </AuthDialog>
    </>
  )
}
