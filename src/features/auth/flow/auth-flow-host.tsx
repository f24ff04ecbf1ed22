import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { loginModalMachine } from '../../../../machines/login-modal.machine'
import { loginVerificationMachine } from '../../../../machines/login-verification.machine'
import { api } from '../../../lib/api/instance'
import { i18n } from '../../../lib/i18n/i18n'
import { warmUpIntl } from '../../../lib/i18n/intl-warm-up'
import { withLocale } from '../../../lib/i18n/locale-path'
import { useLocale } from '../../../lib/i18n/use-locale'
import { login } from '../../../lib/session/login'
import { setSession } from '../../../lib/session/session-store'
import { loginCheckEndpoint } from '../api/endpoints'
import { LoginModal } from '../components/login-modal'
import { PasswordPromptDialog, SecurityNoticeDialog } from '../components/security-notice-dialog'
import { VerificationDialog } from '../components/verification-dialog'
import { FlowContext } from './auth-flow'
import { toFlowError } from './flow-error'

// One login flow for the whole app (architecture.md machines/login-verification): the header
// popover, the login modal and /login all send SUBMIT to it, and the dialogs it drives (code
// verification, 601/603 notice, password prompt) live here, above the routes, so they stay
// up while the page changes after login. Loaded on demand by auth-flow.tsx.

export { LoginModalButton } from '../components/login-modal-button'
export { LoginPopover } from '../components/login-popover'

export function AuthFlowHost({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const locale = useLocale()
  const flow = useActorRef(
    loginVerificationMachine.provide({
      actors: {
        checkLogin: fromPromise(async ({ input }) => {
          try {
            const checked = api.request(loginCheckEndpoint, { body: input })
            // The pages after login format numbers and dates; their ICU data loads while the
            // check is on the network (boot leaves it out for a visitor, main.tsx).
            void warmUpIntl(i18n.locale)
            return await checked
          } catch (error) {
            throw toFlowError(error)
          }
        }),
        login: fromPromise(async ({ input }) => {
          try {
            return await login(queryClient, input)
          } catch (error) {
            throw toFlowError(error)
          }
        }),
      },
    }),
  )
  const modal = useActorRef(loginModalMachine)

  useEffect(() => {
    const loggedIn = flow.on('loggedIn', () => modal.send({ type: 'CLOSE' }))
    const change = flow.on('changePassword', () => {
      setSession({ needChangePassword: false })
      void navigate({ href: withLocale(locale, '/user/change-password') })
    })
    return () => {
      loggedIn.unsubscribe()
      change.unsubscribe()
    }
  }, [flow, modal, navigate, locale])

  return (
    <FlowContext.Provider value={{ flow, modal }}>
      {children}
      <LoginModal />
      <VerificationDialog />
      <SecurityNoticeDialog />
      <PasswordPromptDialog />
    </FlowContext.Provider>
  )
}
