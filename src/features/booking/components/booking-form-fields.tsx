import { Badge, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { Field, Input, Textarea } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { SPECIAL_REQUEST_MAX } from '../../../contract'
import type { DraftForm } from '../../../lib/offline/draft-schema'
import type { GuestSuggestion } from '../api/guest-history'

const FIRST_LIST = 'guest-first-names'
const LAST_LIST = 'guest-last-names'

interface Props {
  values: DraftForm
  errors: Record<string, string>
  suggestions: readonly GuestSuggestion[]
  disabled: boolean
  /** One field changed; `key` is the input's name (form-fields.ts keys). */
  onChange(key: string, value: string): void
}

/** Contact, per-room guests and special requests. Every keystroke goes to the draft. */
export function BookingFormFields({ values, errors, suggestions, disabled, onChange }: Props) {
  const { t } = useLingui()

  const text = (key: string, label: string, value: string, extra: { type?: string; autoComplete?: string; list?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[key])} required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input name={key} value={value} onChange={(e) => onChange(key, e.target.value)} maxLength={60} {...extra} />
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  )

  const firstNames = [...new Set(suggestions.map((s) => s.firstName))]
  const lastNames = [...new Set(suggestions.map((s) => s.lastName))]
  const requestLength = values.specialRequests.length
  // No maxLength on the box: a longer paste is kept (cut, it would lose the end without a word)
  // and said to be too long at once; Book now refuses it as well.
  const requestOver = requestLength > SPECIAL_REQUEST_MAX

  return (
    <Stack gap="6">
      <datalist id={FIRST_LIST}>
        {firstNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <datalist id={LAST_LIST}>
        {lastNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t`Contact`}
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
              {text('contact.firstName', t`Contact first name`, values.contact.firstName, { autoComplete: 'given-name' })}
              {text('contact.lastName', t`Contact last name`, values.contact.lastName, { autoComplete: 'family-name' })}
              {text('contact.phone', t`Contact phone`, values.contact.phone, { type: 'tel', autoComplete: 'tel' })}
            </Grid>
          </Stack>
        </Card.Body>
      </Card.Root>

      {values.rooms.map((room, r) => {
        const roomNo = r + 1
        return (
          <Card.Root key={r} data-testid={`room-${roomNo}`}>
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {t`Room ${roomNo} guests`}
                </Heading>
                {room.guests.map((g, i) => {
                  const guestNo = i + 1
                  const age = g.age ?? 0
                  const base = `rooms.${r}.guests.${i}`
                  return (
                    <Stack key={i} gap="2" role="group" aria-label={t`Room ${roomNo}, guest ${guestNo}`}>
                      <Text textStyle="sm" fontWeight="medium">
                        {t`Guest ${guestNo}`}{' '}
                        <Badge colorPalette={g.type === 'ADU' ? 'gray' : 'purple'}>{g.type === 'ADU' ? t`Adult` : t`Child, age ${age}`}</Badge>
                      </Text>
                      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                        {text(`${base}.firstName`, t`Room ${roomNo}, guest ${guestNo}: first name`, g.firstName, { list: FIRST_LIST, autoComplete: 'off' })}
                        {text(`${base}.lastName`, t`Room ${roomNo}, guest ${guestNo}: last name`, g.lastName, { list: LAST_LIST, autoComplete: 'off' })}
                      </Grid>
                    </Stack>
                  )
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
        )
      })}

      <Field.Root invalid={Boolean(errors.specialRequests) || requestOver} disabled={disabled}>
        <Field.Label>{t`Special requests`}</Field.Label>
        <Textarea
          name="specialRequests"
          value={values.specialRequests}
          rows={3}
          onChange={(e) => onChange('specialRequests', e.target.value)}
        />
        {errors.specialRequests || requestOver ? (
          <Field.ErrorText>{errors.specialRequests ?? t`${requestLength}/${SPECIAL_REQUEST_MAX} characters: shorten the requests to send them.`}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t`Requests are passed to the hotel and are not guaranteed. ${requestLength}/${SPECIAL_REQUEST_MAX}`}</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  )
}
