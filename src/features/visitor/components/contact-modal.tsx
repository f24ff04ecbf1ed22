import { Alert, Button, Grid, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { LEAD_ERROR_FIELD, type LeadErrorId, type LeadField } from '../../../../machines/contact-modal.machine'
import { ErrorCode } from '../../../contract'
import { isApiError } from '../../../lib/api'
import { useLocale } from '../../../lib/i18n/use-locale'
import type { ContactModalRef } from './contact-modal-context'
import { invalidCharacters, leadErrorIdOf, leadFieldFailure } from './lead-field-error'
import { dialogWidth } from '../../../components/dialog-width'
import { Modal } from '../../../components/modal'

/**
 * §2/§4 contact/demo modal: "Cooperation consultation and demo booking", fields email, first
 * name, last name, phone (empty on every open), §5 messages, Loading while pending,
 * "Submitted" and closing after 2 s, all driven by machines/contact-modal.
 */
export function ContactModal({ actor }: { actor: ContactModalRef }) {
  const { t } = useLingui()
  const locale = useLocale()
  const visible = useSelector(actor, (s) => s.hasTag('visible'))
  const pending = useSelector(actor, (s) => s.hasTag('pending'))
  const submitted = useSelector(actor, (s) => s.matches('submitted'))
  const values = useSelector(actor, (s) => s.context.values)
  const error = useSelector(actor, (s) => s.context.error)
  const submitError = useSelector(actor, (s) => s.context.submitError)
  const formRef = useRef<HTMLFormElement>(null)

  const messages: Record<LeadErrorId, string> = {
    emailRequired: t`please enter your email address`,
    emailFormat: t`email format incorrect, please re-enter`,
    firstNameRequired: t`please enter your first name`,
    lastNameRequired: t`please enter your last name`,
    phoneRequired: t`please enter your contact method`,
  }
  // A field the server's rules reject (§5 invalid characters, length): found before sending,
  // or named by the server's 400. It is marked like the machine's own messages.
  const rejected = leadFieldFailure(submitError)
  const rejectedText = (() => {
    if (!rejected) return null
    const chars = invalidCharacters(rejected.field, values[rejected.field])
    if (chars.length > 0) {
      const list = chars.join(' ')
      return t`Contains invalid characters: ${list}`
    }
    const max = rejected.maximum
    if (max) return t`Too long: ${max} characters at most`
    const id = leadErrorIdOf(rejected.message)
    return id ? messages[id] : rejected.message
  })()
  const errorField = error ? LEAD_ERROR_FIELD[error] : (rejected?.field ?? null)
  const errorText = error ? messages[error] : rejectedText

  // Move the focus to the field the message is about, so keyboard users land on it.
  useEffect(() => {
    if (errorField) formRef.current?.querySelector<HTMLInputElement>(`[name="${errorField}"]`)?.focus()
  }, [error, errorField, submitError])

  // §8: the server's own message when it sent one; the defaults only without.
  const failure =
    !submitError || rejected
      ? null
      : isApiError(submitError) && (submitError.status === 429 || submitError.code === ErrorCode.RATE_LIMITED)
        ? t`Too many people are currently accessing, please try again later`
        : isApiError(submitError) && submitError.kind === 'network'
          ? t`network error, please try later`
          : isApiError(submitError) && submitError.serverMessage
            ? submitError.serverMessage
            : isApiError(submitError) && submitError.fallback === 'timeout'
              ? t`request timed out, please retry`
              : t`operation failed, please retry later`

  const fields: Array<{ name: LeadField; label: string; type: string; autoComplete: string }> = [
    { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
    { name: 'first_name', label: t`First name`, type: 'text', autoComplete: 'given-name' },
    { name: 'last_name', label: t`Last name`, type: 'text', autoComplete: 'family-name' },
    { name: 'phone', label: t`Phone`, type: 'tel', autoComplete: 'tel' },
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }

  return (
    <Modal
      open={visible}
      onOpenChange={(next) => !next && actor.send({ type: 'CLOSE' })}
      maxW={dialogWidth(locale)}
      title={t`Cooperation consultation and demo booking`}
      closeLabel={t`Close`}
      data-testid="contact-modal"
      footer={
        submitted ? undefined : (
          <>
          <Button variant="outline" onClick={() => actor.send({ type: 'CLOSE' })} disabled={pending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="contact-form" loading={pending} loadingText={t`Loading`}>
            {t`Submit`}
          </Button>
          </>
        )
      }
    >
      {submitted ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`Submitted`}</Alert.Title>
          <Alert.Description>{t`Thank you. Our team will contact you within one working day.`}</Alert.Description>
        </Alert.Root>
      ) : (
        <form ref={formRef} id="contact-form" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">
              {t`Tell us how to reach you and we will arrange a live walkthrough of the portal with a partner manager.`}
            </Text>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              {fields.map((f) => (
                <Field.Root key={f.name} invalid={errorField === f.name} gridColumn={f.name === 'email' || f.name === 'phone' ? { sm: 'span 2' } : undefined}>
                  <Field.Label>{f.label}</Field.Label>
                  <Input
                    name={f.name}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    value={values[f.name]}
                    disabled={pending}
                    onChange={(e) => actor.send({ type: 'CHANGE', field: f.name, value: e.target.value })}
                  />
                  {errorField === f.name && errorText && <Field.ErrorText data-testid="contact-error">{errorText}</Field.ErrorText>}
                </Field.Root>
              ))}
            </Grid>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  )
}
