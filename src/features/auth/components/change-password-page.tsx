import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { toaster } from '../../../components/toaster'
import { useDocumentTitle } from '../../../components/use-document-title'
import { api } from '../../../lib/api/instance'
import { setSession } from '../../../lib/session/session-store'
import { AuthErrorCode, PASSWORD_MAX_LENGTH } from '../../../contract'
import { changePasswordEndpoint } from '../api/endpoints'
import { toFlowError } from '../flow/flow-error'
import { useAuthMessages } from '../messages'
import { PasswordGuidance, useNewPasswordError } from './password-guidance'

type Field = 'oldPassword' | 'newPassword' | 'confirm'

/**
 * /user/change-password (§2, §4, §8 601): current password, new password (§5 8-16 letters and
 * digits, at least one of each; the §5 hints are advice) twice. The server ends every other
 * session and renews this one. Each submit starts from a clean slate: the outcome of the
 * previous one (changed, or refused) is cleared first, so the two are never shown together.
 */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const messages = useAuthMessages()
  const newPasswordError = useNewPasswordError()
  useDocumentTitle(t`Change password`)
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // After a refused submit the caret goes to the field to fix, as in the booking form.
  const focusField = (name: Field) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus()

  const validate = (v: Record<Field, string>): Partial<Record<Field, string>> => {
    const next: Partial<Record<Field, string>> = {}
    if (!v.oldPassword) next.oldPassword = t`Please enter your current password`
    next.newPassword = newPasswordError(v.newPassword) ?? undefined
    if (!next.newPassword && v.oldPassword && v.newPassword === v.oldPassword) next.newPassword = t`The new password must differ from the current one`
    if (!v.confirm) next.confirm = t`Please enter the new password again`
    else if (!next.newPassword && v.confirm !== v.newPassword) next.confirm = t`The passwords do not match`
    return next
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setDone(false)
    setServerError(null)
    const next = validate(values)
    setErrors(next)
    const first = (['oldPassword', 'newPassword', 'confirm'] as const).find((name) => next[name])
    if (first) {
      focusField(first)
      return
    }
    setSaving(true)
    try {
      await api.request(changePasswordEndpoint, { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } })
      setSession({ needChangePassword: false })
      setDone(true)
      setValues({ oldPassword: '', newPassword: '', confirm: '' })
      toaster.create({ type: 'success', title: t`Your password has been changed.`, closable: true })
    } catch (error) {
      const flow = toFlowError(error)
      setServerError(messages.flowError(flow, messages.operationFailed()))
      if (flow.code === AuthErrorCode.OLD_PASSWORD_WRONG) focusField('oldPassword')
      else if (flow.code === AuthErrorCode.PASSWORD_RULES) focusField('newPassword')
    } finally {
      setSaving(false)
    }
  }

  const change = (name: Field, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // A shown error follows the typing, so it goes away as soon as the value is right.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validate(next)[name] }))
  }

  const field = (name: Field, label: string, autoComplete: string, onBlur?: () => void) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} value={values[name]} onChange={(e) => change(name, e.target.value)} onBlur={onBlur} />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
      {name === 'newPassword' && <PasswordGuidance value={values.newPassword} />}
    </Field.Root>
  )

  return (
    <Card.Root maxW="lg">
      <Card.Body>
        <Heading as="h2" size="lg" mb="4">
          {t`Change password`}
        </Heading>
        <Stack gap="4" asChild>
          <form ref={formRef} onSubmit={submit} noValidate>
            {field('oldPassword', t`Current password`, 'current-password')}
            {/* §5: checked on blur too (once something was typed). */}
            {field('newPassword', t`New password`, 'new-password', () =>
              setErrors((e) => ({ ...e, newPassword: values.newPassword ? validate(values).newPassword : undefined })),
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
