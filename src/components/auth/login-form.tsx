import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/api/errors'
import { useLogin } from '../../lib/session/login'

export interface LoginFormProps {
  onSuccess(): void
  /** Compact variant for the header popover. */
  size?: 'sm' | 'md'
  autoFocus?: boolean
}

/**
 * §5 login: account is checked first ('Please enter account'), then password ('Please enter
 * password'); 'Loading...' while submitting; the server's message, else 'login failed' (§8).
 */
export function LoginForm({ onSuccess, size = 'md', autoFocus }: LoginFormProps) {
  const { t } = useLingui()
  const login = useLogin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<{ field: 'username' | 'password'; message: string } | null>(null)
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (login.isPending) return
    if (!username.trim()) {
      setFieldError({ field: 'username', message: t`Please enter account` })
      usernameRef.current?.focus()
      return
    }
    if (!password) {
      setFieldError({ field: 'password', message: t`Please enter password` })
      passwordRef.current?.focus()
      return
    }
    setFieldError(null)
    login.mutate({ username: username.trim(), password }, { onSuccess })
  }

  // A handled failure (frozen account) already navigated away; nothing to show here.
  const error = login.error
  const serverError =
    error && !(isApiError(error) && error.handled)
      ? isApiError(error) && error.serverMessage
        ? error.serverMessage
        : isApiError(error) && error.kind === 'network'
          ? t`network error, please try later`
          : t`login failed`
      : null

  return (
    <form onSubmit={submit} noValidate aria-describedby={serverError ? errorId : undefined}>
      <Stack gap={size === 'sm' ? '3' : '4'}>
        <Field.Root invalid={fieldError?.field === 'username'} required>
          <Field.Label>{t`Account`}</Field.Label>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={autoFocus}
            size={size}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          {fieldError?.field === 'username' && <Field.ErrorText>{fieldError.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={fieldError?.field === 'password'} required>
          <Field.Label>{t`Password`}</Field.Label>
          <Input
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            size={size}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {fieldError?.field === 'password' && <Field.ErrorText>{fieldError.message}</Field.ErrorText>}
        </Field.Root>
        {serverError && (
          <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
            {serverError}
          </Text>
        )}
        <Button type="submit" size={size} loading={login.isPending} loadingText={t`Loading...`} width="full">
          {t`Log in`}
        </Button>
      </Stack>
    </form>
  )
}
