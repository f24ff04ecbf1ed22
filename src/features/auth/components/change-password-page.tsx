import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { resetPasswordProblem } from '../../../contract'
import { toaster } from '../../../components/toaster'
import { useDocumentTitle } from '../../../components/use-document-title'
import { api } from '../../../lib/api/instance'
import { setSession } from '../../../lib/session/session-store'
import { changePasswordEndpoint } from '../api/endpoints'
import { toFlowError } from '../flow/flow-error'
import { useAuthMessages } from '../messages'
import { PasswordHints } from './reset-password-form'

type Field = 'oldPassword' | 'newPassword' | 'confirm'

/**
 * /user/change-password (§2, §4, §8 601): current password, new password (§5 8-16 letters and
 * digits) twice. The server ends every other session and renews this one.
 */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const messages = useAuthMessages()
  useDocumentTitle(t`Change password`)
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)

  const newPasswordError = (value: string): string | undefined => {
    if (!value) return t`Please enter a new password`
    const problem = resetPasswordProblem(value)
    if (problem === 'length') return t`Length limited to 8-16`
    if (problem) return t`Use letters and digits only, at least one of each`
    return undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const next: Partial<Record<Field, string>> = {}
    if (!values.oldPassword) next.oldPassword = t`Please enter your current password`
    next.newPassword = newPasswordError(values.newPassword)
    if (!next.newPassword && values.confirm !== values.newPassword) next.confirm = t`The passwords do not match`
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    setSaving(true)
    setServerError(null)
    try {
      await api.request(changePasswordEndpoint, { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } })
      setSession({ needChangePassword: false })
      setDone(true)
      setValues({ oldPassword: '', newPassword: '', confirm: '' })
      toaster.create({ type: 'success', title: t`Your password has been changed.`, closable: true })
    } catch (error) {
      setServerError(messages.flowError(toFlowError(error), messages.operationFailed()))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: Field, label: string, autoComplete: string, onBlur?: () => void) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        onBlur={onBlur}
      />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
      {name === 'newPassword' && <PasswordHints />}
    </Field.Root>
  )

  return (
    <Card.Root maxW="lg">
      <Card.Body>
        <Heading as="h1" size="lg" mb="4">
          {t`Change password`}
        </Heading>
        <Stack gap="4" asChild>
          <form onSubmit={submit} noValidate>
            {field('oldPassword', t`Current password`, 'current-password')}
            {field('newPassword', t`New password`, 'new-password', () =>
              setErrors((e) => ({
                ...e,
                newPassword: values.newPassword && (values.newPassword.length < 8 || values.newPassword.length > 16) ? t`Length limited to 8-16` : undefined,
              })),
            )}
            {field('confirm', t`Confirm new password`, 'new-password')}
            {serverError && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {serverError}
              </Text>
            )}
            {done && (
              <Text role="status" color="fg.success" textStyle="sm">
                {t`Your password has been changed. Other devices have been logged out.`}
              </Text>
            )}
            <Button type="submit" alignSelf="flex-start" loading={saving} loadingText={t`Loading...`}>
              {t`Change password`}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
