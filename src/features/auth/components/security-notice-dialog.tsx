import { Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { VerifyReason } from '../../../contract'
import { useAuthFlow } from '../flow/auth-flow'
import { AuthDialog } from './auth-dialog'

/** §4/§8: after a login with reason 601 or 603, the account-security warning. */
export function SecurityNoticeDialog() {
  const { t } = useLingui()
  const { flow } = useAuthFlow()
  const open = useSelector(flow, (s) => s.hasTag('notice'))
  const reason = useSelector(flow, (s) => s.context.reason)
  return (
    <AuthDialog
      open={open}
      role="alertdialog"
      title={t`Account security`}
      onClose={() => flow.send({ type: 'NOT_NOW' })}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={() => flow.send({ type: 'NOT_NOW' })}>
            {t`Not now`}
          </Button>
          <Button onClick={() => flow.send({ type: 'CHANGE_PASSWORD' })}>{t`Change password`}</Button>
        </HStack>
      }
    >
      <Text>
        {reason === VerifyReason.INACTIVE
          ? t`You have not logged in for more than 60 days. To keep your account safe, we recommend changing your password now.`
          : t`The system detected that your password has not been updated for three months. To keep your account safe, please update it now.`}
      </Text>
    </AuthDialog>
  )
}

/** §4 needChangePassword: a blocking dialog 600 ms after login; the only way on is changing it. */
export function PasswordPromptDialog() {
  const { t } = useLingui()
  const { flow } = useAuthFlow()
  const open = useSelector(flow, (s) => s.hasTag('passwordPrompt'))
  return (
    <AuthDialog
      open={open}
      blocking
      role="alertdialog"
      title={t`Please change your password`}
      footer={<Button onClick={() => flow.send({ type: 'CHANGE_PASSWORD' })}>{t`Change password`}</Button>}
    >
      <Text>{t`Your password was set for you by your main account. Please choose your own password before you continue.`}</Text>
    </AuthDialog>
  )
}
