import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { AuthErrorCode, CODE_MAX_LENGTH, CodePurpose } from '../../../contract'
import { api } from '../../../lib/api/instance'
import { sendEmailCodeEndpoint } from '../api/endpoints'
import { toFlowError } from '../flow/flow-error'
import { useAuthFlow } from '../flow/auth-flow'
import type { FlowError } from '../../../../machines/login-verification.machine'
import { useAuthMessages } from '../messages'
import { AuthDialog } from './auth-dialog'
import { CountdownButton } from './countdown-button'

/**
 * §4 security verification: a code goes to the bound (masked) email; confirming logs in with
 * it, cancelling aborts the login. The code field is required, at most 20 characters (§5).
 * Confirming before "Send code" asks for the code to be sent first; a sent code clears the
 * error about the previous one (the machine's CODE_SENT).
 */
export function VerificationDialog() {
  const { flow } = useAuthFlow()
  const open = useSelector(flow, (s) => s.hasTag('dialog'))
  // Remount per login attempt so the field and the countdown start afresh.
  const attempt = useSelector(flow, (s) => (s.hasTag('dialog') ? s.context.credentials?.username ?? '' : ''))
  return <VerificationDialogBody key={attempt} open={open} />
}

function VerificationDialogBody({ open }: { open: boolean }) {
  const { t } = useLingui()
  const messages = useAuthMessages()
  const { flow } = useAuthFlow()
  const email = useSelector(flow, (s) => s.context.email)
  const codeError = useSelector(flow, (s) => s.context.codeError)
  const submitting = useSelector(flow, (s) => s.matches({ verifying: 'submitting' }))
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState<{ kind: 'info' | 'warning'; text: string } | null>(null)

  const send = async () => {
    const credentials = flow.getSnapshot().context.credentials
    if (!credentials) throw new Error('no login in progress')
    try {
      const result = await api.request(sendEmailCodeEndpoint, { body: { ...credentials, purpose: CodePurpose.LOGIN } })
      return result.code === 0 ? {} : { warning: result.message }
    } catch (error) {
      throw toFlowError(error)
    }
  }

  const confirm = () => flow.send({ type: 'SUBMIT_CODE', code })
  const error = codeError ? messages.code(codeError) : null

  return (
    <AuthDialog
      open={open}
      title={t`Security verification`}
      onClose={() => flow.send({ type: 'CANCEL' })}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={() => flow.send({ type: 'CANCEL' })}>
            {t`Cancel`}
          </Button>
          <Button onClick={confirm} loading={submitting} loadingText={t`Loading...`}>
            {t`Confirm`}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4" asChild>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            confirm()
          }}
        >
          <Text>{t`For your account's security, we need to confirm it is you. We will send a verification code to ${email}.`}</Text>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>{t`Verification code`}</Field.Label>
            {/* Stacked on phones: beside it, "Resend in 59 seconds" squeezed the field to ~110 px. */}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full" align={{ base: 'stretch', sm: 'start' }}>
              <Input
                name="emailCheckCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_MAX_LENGTH}
                placeholder={t`6-digit code`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                flex={{ base: 'none', sm: '1' }}
                minW="0"
              />
              <CountdownButton
                send={send}
                flexShrink={0}
                width={{ base: 'full', sm: 'auto' }}
                onSent={(warning) => {
                  // §8: a non-zero send result still counts as sent (its message is a warning).
                  flow.send({ type: 'CODE_SENT' })
                  setNotice(warning ? { kind: 'warning', text: warning } : { kind: 'info', text: t`The code was sent to ${email}.` })
                }}
                onError={(e) => {
                  const error = e as FlowError
                  // "Wait a minute": a code went out moments ago (an earlier dialog) and is still live.
                  if (error.code === AuthErrorCode.RESEND_TOO_SOON) flow.send({ type: 'CODE_SENT' })
                  setNotice({ kind: 'warning', text: messages.flowError(error, messages.sendFailed()) })
                }}
              />
            </Stack>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          {notice && (
            <Text role="status" textStyle="sm" color={notice.kind === 'warning' ? 'fg.warning' : 'fg.muted'}>
              {notice.text}
            </Text>
          )}
          {/* Enter in the field submits. */}
          <button type="submit" hidden />
        </form>
      </Stack>
    </AuthDialog>
  )
}
