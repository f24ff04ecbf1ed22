import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useAuthFlow } from '../flow/auth-flow'
import { useAuthMessages } from '../messages'

export interface LoginFormProps {
  onSuccess(): void
  /** Compact variant for the header popover. */
  size?: 'sm' | 'md'
  autoFocus?: boolean
  /** Rendered under the password field (the modal's forgot-password link). */
  extra?: (fields: { username: string }) => ReactNode
}

/**
 * §4/§5 login: the shared login flow checks the account first ('Please enter account'), then
 * the password ('Please enter password'); 'Loading...' while it works (including the code
 * dialog); its error line shows the server's message, else 'login failed' (§8).
 */
export function LoginForm({ onSuccess, size = 'md', autoFocus, extra }: LoginFormProps) {
  const { t } = useLingui()
  const messages = useAuthMessages()
  const { flow } = useAuthFlow()
  const origin = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const errorId = useId()

  const mine = useSelector(flow, (s) => s.context.origin === origin)
  const busy = useSelector(flow, (s) => s.context.origin === origin && (s.hasTag('busy') || s.hasTag('dialog')))
  const error = useSelector(flow, (s) => (s.context.origin === origin ? s.context.error : null))

  // Latest onSuccess without re-subscribing on every render.
  const onSuccessRef = useRef(onSuccess)
  useEffect(() => {
    onSuccessRef.current = onSuccess
  })
  useEffect(() => {
    const sub = flow.on('loggedIn', (e) => {
      if (e.origin === origin) onSuccessRef.current()
    })
    return () => sub.unsubscribe()
  }, [flow, origin])

  useEffect(() => {
    if (!mine) return
    if (error?.id === 'accountRequired') usernameRef.current?.focus()
    if (error?.id === 'passwordRequired') passwordRef.current?.focus()
  }, [mine, error])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    flow.send({ type: 'SUBMIT', username, password, origin })
  }

  const fieldError = error?.id === 'accountRequired' ? 'username' : error?.id === 'passwordRequired' ? 'password' : null
  // A handled failure (frozen account) already navigated away; nothing to show here.
  const serverError = error && !fieldError && !(error.id === 'server' && error.error.handled) ? messages.login(error) : null

  return (
    <form onSubmit={submit} noValidate aria-describedby={serverError ? errorId : undefined}>
      <Stack gap={size === 'sm' ? '3' : '4'}>
        <Field.Root invalid={fieldError === 'username'} required>
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
          {fieldError === 'username' && error && <Field.ErrorText>{messages.login(error)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={fieldError === 'password'} required>
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
          {fieldError === 'password' && error && <Field.ErrorText>{messages.login(error)}</Field.ErrorText>}
        </Field.Root>
        {extra?.({ username })}
        {serverError && (
          <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
            {serverError}
          </Text>
        )}
        <Button type="submit" size={size} loading={busy} loadingText={t`Loading...`} width="full">
          {t`Log in`}
        </Button>
      </Stack>
    </form>
  )
}
