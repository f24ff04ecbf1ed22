import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AuthErrorCode, CodePurpose, ErrorCode, USERNAME_MAX_LENGTH } from '../../../contract'
import type { FlowError } from '../../../../machines/login-verification.machine'
import { api } from '../../../lib/api/instance'
import { forgotLookupEndpoint, resetPasswordEndpoint, sendEmailCodeEndpoint } from '../api/endpoints'
import { toFlowError } from '../flow/flow-error'
import { useAuthMessages } from '../messages'
import { CountdownButton } from './countdown-button'
import { PasswordGuidance, useNewPasswordError } from './password-guidance'

export interface ResetPasswordFormProps {
  initialUsername?: string
  /** After a successful reset (§4: success returns to login). */
  onDone(username: string): void
  onCancel?(): void
}

/**
 * §4 forgot password: look the account up (masked bound email), send a code (purpose 3),
 * set a new password (§5: 8-16, letters and digits, at least one of each, checked on blur too;
 * the §5 hints are shown as advice, never enforced). §8 texts for unknown users, no bound
 * email and network errors; a failed reset clears the code field. `onDone` gets the account
 * name, so the login page can greet the user with it filled in.
 */
export function ResetPasswordForm({ initialUsername = '', onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useLingui()
  const messages = useAuthMessages()
  const [username, setUsername] = useState(initialUsername)
  const [email, setEmail] = useState<string | null>(null)
  const [lookupError, setLookupError] = useState<string | null>(null)
  const [looking, setLooking] = useState(false)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ kind: 'info' | 'warning'; text: string } | null>(null)
  const [saving, setSaving] = useState(false)
  // Whether "Send code" was pressed on this form (a code sent earlier, elsewhere, still works).
  const [sent, setSent] = useState(false)

  const runLookup = async (name: string) => {
    setLookupError(null)
    setLooking(true)
    try {
      const found = await api.request(forgotLookupEndpoint, { body: { username: name } })
      setEmail(found.email)
    } catch (error) {
      const e = toFlowError(error)
      // A name the lookup refuses outright (too long) belongs to no account.
      const found = e.code === ErrorCode.VALIDATION ? { ...e, code: AuthErrorCode.USER_NOT_FOUND } : e
      setLookupError(e.network ? t`network error, please try later` : messages.flowError(found, t`network error, please try later`))
    } finally {
      setLooking(false)
    }
  }
  const lookup = (event: FormEvent) => {
    event.preventDefault()
    if (looking) return
    if (!username.trim()) return setLookupError(t`Please enter account`)
    void runLookup(username.trim())
  }
  // From the login modal the username is known already (§5 "username required"): look it up at once.
  const autoLookup = useRef(runLookup)
  useEffect(() => {
    if (initialUsername.trim()) void autoLookup.current(initialUsername.trim())
  }, [initialUsername])

  const passwordText = useNewPasswordError()

  const send = async () => {
    try {
      const result = await api.request(sendEmailCodeEndpoint, { body: { username: username.trim(), purpose: CodePurpose.RESET } })
      return result.code === 0 ? {} : { warning: result.message }
    } catch (error) {
      throw toFlowError(error)
    }
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    // A new attempt: the previous attempt's warning goes (the "code sent" note stays).
    setNotice((n) => (n?.kind === 'warning' ? null : n))
    const pwProblem = passwordText(password)
    const cProblem = code.trim() ? null : t`Please enter the verification code sent to your email`
    setPasswordError(pwProblem)
    setCodeError(cProblem)
    if (pwProblem || cProblem) return
    setSaving(true)
    try {
      await api.request(resetPasswordEndpoint, { body: { username: username.trim(), password, emailCheckCode: code.trim() } })
      onDone(username.trim())
    } catch (error) {
      const e = toFlowError(error)
      setCode('') // §8: a failed reset clears the code field
      // The server has no live code: when none was sent from here, "expired" is not what happened.
      const neverSent = !sent && e.code === AuthErrorCode.CODE_EXPIRED
      setNotice({
        kind: 'warning',
        text: neverSent ? messages.code({ id: 'sendFirst' }) : e.network ? messages.operationFailed() : messages.flowError(e, messages.operationFailed()),
      })
    } finally {
      setSaving(false)
    }
  }

  if (email === null) {
    return (
      <Stack gap="4" asChild>
        <form onSubmit={lookup} noValidate>
          <Text color="fg.muted" textStyle="sm">
            {t`Enter your account. We will send a verification code to the email bound to it.`}
          </Text>
          <Field.Root invalid={Boolean(lookupError)} required>
            <Field.Label>{t`Account`}</Field.Label>
            <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={USERNAME_MAX_LENGTH} value={username} onChange={(e) => setUsername(e.target.value)} />
            {lookupError && <Field.ErrorText>{lookupError}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="3" justify="flex-end">
            {onCancel && (
              <Button variant="outline" onClick={onCancel}>
                {t`Cancel`}
              </Button>
            )}
            <Button type="submit" loading={looking} loadingText={t`Loading...`}>
              {t`Next`}
            </Button>
          </HStack>
        </form>
      </Stack>
    )
  }

  return (
    <Stack gap="4" asChild>
      <form onSubmit={reset} noValidate>
        <Stack gap="1" align="flex-start">
          <Text>{t`We will send a verification code to the email bound to ${username}: ${email}`}</Text>
          {/* A mistyped account: back to the first step, the name kept to correct it. */}
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            textDecoration="underline"
            onClick={() => {
              setEmail(null)
              setCode('')
              setPassword('')
              setCodeError(null)
              setPasswordError(null)
              setNotice(null)
              setSent(false)
            }}
          >
            {t`Change account`}
          </Button>
        </Stack>
        <Field.Root invalid={Boolean(codeError)} required>
          <Field.Label>{t`Verification code`}</Field.Label>
          {/* Stacked on phones: beside it, "Resend in 59 seconds" squeezed the field to ~110 px. */}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
            <Input name="emailCheckCode" inputMode="numeric" autoComplete="one-time-code" maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} flex={{ base: 'none', sm: '1' }} minW="0" />
            <CountdownButton
              send={send}
              flexShrink={0}
              width={{ base: 'full', sm: 'auto' }}
              onSent={(warning) => {
                setSent(true)
                setNotice(warning ? { kind: 'warning', text: warning } : { kind: 'info', text: t`The code was sent to ${email}.` })
              }}
              onError={(e) => setNotice({ kind: 'warning', text: messages.flowError(e as FlowError, messages.sendFailed()) })}
            />
          </Stack>
          {codeError && <Field.ErrorText>{codeError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(passwordError)} required>
          <Field.Label>{t`New password`}</Field.Label>
          <Input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              // A shown error follows the typing, so it goes away as soon as the value is right.
              if (passwordError) setPasswordError(passwordText(e.target.value))
            }}
            onBlur={() => setPasswordError(password ? passwordText(password) : null)}
          />
          {passwordError && <Field.ErrorText>{passwordError}</Field.ErrorText>}
          <PasswordGuidance value={password} />
        </Field.Root>
        {notice && (
          <Text role="status" textStyle="sm" color={notice.kind === 'warning' ? 'fg.warning' : 'fg.muted'}>
            {notice.text}
          </Text>
        )}
        <HStack gap="3" justify="flex-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          )}
          <Button type="submit" loading={saving} loadingText={t`Loading...`}>
            {t`Reset password`}
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
