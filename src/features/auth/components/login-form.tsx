import { Button, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { takePaintedForm } from '../../../components/boot-shell'
import { useAuthFlow } from '../flow/auth-flow'
import { useAuthMessages } from '../messages'
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../contract'

export interface LoginFormProps {
  onSuccess(): void
  /** Compact variant for the header popover. */
  size?: 'sm' | 'md'
  autoFocus?: boolean
  /** Rendered under the password field (the modal's forgot-password link). */
  extra?: (fields: { username: string }) => ReactNode
  /** The login page: takes over the form the server painted (#9), with what was typed in it. */
  fromPaint?: boolean
  /** The account name, when known (after a password reset, §4); the password gets the focus. */
  initialUsername?: string
}

/**
 * §4/§5 login: the shared login flow checks the account first ('Please enter account'), then
 * the password ('Please enter password'); 'Loading...' while it works (including the code
 * dialog); its error line shows the server's message, else 'login failed' (§8).
 */
export function LoginForm({ onSuccess, size = 'md', autoFocus, extra, fromPaint, initialUsername = '' }: LoginFormProps) {
  const { t } = useLingui()
  const messages = useAuthMessages()
  const { flow } = useAuthFlow()
  const origin = useId()
  const [username, setUsername] = useState(initialUsername)
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

  // The server painted this form (features/auth/static/login-first-paint.tsx) and the visitor
  // may have typed, moved the caret or pressed "Log in" before the app arrived: all carry over,
  // before the browser paints the app's form over the painted one.
  useLayoutEffect(() => {
    if (!fromPaint) return
    const painted = takePaintedForm('login')
    if (!painted) return
    const fields = { username: usernameRef.current, password: passwordRef.current }
    // A name typed into the painted form wins; an empty one keeps the name we were given.
    const values = { username: painted.values.username || initialUsername, password: painted.values.password ?? '' }
    // The DOM values now, so the caret can be placed; the state follows in this same commit.
    if (fields.username) fields.username.value = values.username
    if (fields.password) fields.password.value = values.password
    setUsername(values.username)
    setPassword(values.password)
    const focused = painted.focused === 'username' || painted.focused === 'password' ? fields[painted.focused] : null
    if (focused) {
      focused.focus({ preventScroll: true })
      if (painted.selection) focused.setSelectionRange(painted.selection.start, painted.selection.end, painted.selection.direction)
    }
    if (painted.sent) flow.send({ type: 'SUBMIT', username: values.username, password: values.password, origin })
  }, [fromPaint, flow, origin, initialUsername])

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
            autoFocus={autoFocus && !initialUsername}
            maxLength={USERNAME_MAX_LENGTH}
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
            autoFocus={autoFocus && Boolean(initialUsername)}
            maxLength={PASSWORD_MAX_LENGTH}
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
