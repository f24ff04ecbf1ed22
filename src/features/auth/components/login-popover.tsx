import { Button, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useAuthFlow } from '../flow/auth-flow'
import { LoginForm } from './login-form'
import { SignupLink } from '../../../components/auth/signup-link'
import { Popover } from '../../../components/popover'
import { useAfterLogin } from './use-after-login'

/** §2 visitor header: login/sign-up popover (account, password, Loading..., error line, sign-up). */
export function LoginPopover() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const afterLogin = useAfterLogin()
  const { flow } = useAuthFlow()
  // While a login is under way (the code dialog takes the focus and the clicks), the popover
  // and its form must stay mounted, or the form's success handler (navigation) would be lost.
  const loginUnderWay = useSelector(flow, (s) => s.hasTag('busy') || s.hasTag('dialog'))
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next || !loginUnderWay) setOpen(next)
      }}
      placement="end"
      label={t`Log in to your agency account`}
      panel={{ width: 'xs' }}
      trigger={<Button size="sm">{t`Log in / Sign up`}</Button>}
    >
      <Text fontWeight="semibold" mb="3" aria-hidden="true">
        {t`Log in to your agency account`}
      </Text>
      <LoginForm
        size="sm"
        autoFocus
        onSuccess={() => {
          setOpen(false)
          afterLogin()
        }}
      />
      <Text textStyle="sm" mt="3" color="fg.muted">
        {t`No account yet?`}{' '}
        <SignupLink colorPalette="brand" color="brand.fg" fontWeight="medium">
          {t`Register your agency`}
        </SignupLink>
      </Text>
    </Popover>
  )
}
