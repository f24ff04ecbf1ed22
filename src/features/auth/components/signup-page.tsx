import { Alert, Box, Button, Card, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../../../components/field'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { EMAIL_RE, FIXED_PHONE_RE, INVALID_CHARS_RE, MOBILE_RE, SIGNUP_PASSWORD_RE, USERNAME_RE, type SignupRequest } from '../../../contract'
import { useDocumentTitle } from '../../../components/use-document-title'
import { api } from '../../../lib/api/instance'
import { useLocale } from '../../../lib/i18n/use-locale'
import { getSession } from '../../../lib/session/session-store'
import { registerEndpoint } from '../api/endpoints'
import { toFlowError } from '../flow/flow-error'
import { useAuthMessages } from '../messages'
import { CheckboxRow } from '../../../components/checkbox-row'

type TextField = 'companyName' | 'companyAddress' | 'contactName' | 'phone' | 'email' | 'username' | 'password' | 'confirmPassword'
type FieldName = TextField | 'agreement'

/**
 * /admin/signup (§2): company registration. §5 rules: username 3-16 starting with a letter,
 * password 6-16 letters or digits typed twice, email and phone formats, privacy agreement.
 * The main account waits for review; the visitor footer's email capture prefills the email.
 */
export function SignupPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = useAuthMessages()
  useDocumentTitle(t`Register your agency`)
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    companyName: '',
    companyAddress: '',
    contactName: '',
    phone: '',
    email: getSession().homeEmail,
    username: '',
    password: '',
    confirmPassword: '',
  }))
  const [agreement, setAgreement] = useState(false)
  const agreementErrorId = useId()
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [submitted, setSubmitted] = useState<SignupRequest | null>(null)

  const check = (): Partial<Record<FieldName, string>> => {
    const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, k.includes('assword') ? x : x.trim()])) as Record<TextField, string>
    const e: Partial<Record<FieldName, string>> = {}
    const text = (name: TextField, empty: string, invalid = INVALID_CHARS_RE) => {
      if (!v[name]) e[name] = empty
      else if (invalid.test(v[name])) e[name] = t`Contains invalid characters: % & ' , ; = ? $ "`
    }
    text('companyName', t`Please enter the company name`)
    text('companyAddress', t`Please enter the company address`, /[%&';=?$"]/)
    text('contactName', t`Please enter the contact person`)
    if (!v.phone) e.phone = t`Please enter the phone number`
    else if (!MOBILE_RE.test(v.phone) && !FIXED_PHONE_RE.test(v.phone)) e.phone = t`Phone number format incorrect`
    if (!v.email) e.email = t`please enter your email address`
    else if (!EMAIL_RE.test(v.email)) e.email = t`email format incorrect, please re-enter`
    if (!v.username) e.username = t`Please enter account`
    else if (!USERNAME_RE.test(v.username)) e.username = t`3-16 letters, digits or underscores, starting with a letter`
    if (!v.password) e.password = t`Please enter password`
    else if (!SIGNUP_PASSWORD_RE.test(v.password)) e.password = t`6-16 letters or digits`
    if (!e.password && v.confirmPassword !== v.password) e.confirmPassword = t`The passwords do not match`
    if (!agreement) e.agreement = t`Please read and accept the privacy agreement`
    return e
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = check()
    setErrors(found)
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    const body: SignupRequest = {
      companyName: values.companyName.trim(),
      companyAddress: values.companyAddress.trim(),
      contactName: values.contactName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreement: true,
    }
    setSaving(true)
    setServerError(null)
    try {
      await api.request(registerEndpoint, { body })
      setSubmitted(body)
    } catch (error) {
      setServerError(messages.flowError(toFlowError(error), messages.operationFailed()))
    } finally {
      setSaving(false)
    }
  }

  if (submitted) {
    const { companyName, email, username } = submitted
    return (
      <Card.Root maxW="2xl" mx="auto">
        <Card.Body>
          <Alert.Root status="success" mb="4">
            <Alert.Indicator />
            <Alert.Title>{t`Application submitted`}</Alert.Title>
          </Alert.Root>
          <Stack gap="3">
            <Text>{t`Thank you. The application for ${companyName} is now being reviewed. We will write to ${email} when it has been approved.`}</Text>
            <Text>{t`Until then, logging in as ${username} will tell you that the account is pending review.`}</Text>
            <Button asChild alignSelf="flex-start" variant="outline">
              <RouterLink to="/$locale/login" params={{ locale }}>
                {t`Back to log in`}
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    )
  }

  const input = (name: TextField, label: string, props: { type?: string; autoComplete?: string; helper?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  )

  return (
    <Card.Root maxW="3xl" mx="auto">
      <Card.Body>
        <Stack gap="1" mb="6">
          <Heading as="h1" size="xl">
            {t`Register your agency`}
          </Heading>
          <Text color="fg.muted">{t`Apply for a trade account. We review every application, usually within one working day.`}</Text>
        </Stack>
        <Stack gap="6" asChild>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {t`Company`}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                {input('companyName', t`Company name`, { autoComplete: 'organization' })}
                {input('companyAddress', t`Company address`, { autoComplete: 'street-address' })}
                {input('contactName', t`Contact person`, { autoComplete: 'name' })}
                {input('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
                {input('email', t`Email`, { type: 'email', autoComplete: 'email' })}
              </Grid>
            </Stack>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {t`Main account`}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                {input('username', t`Username`, { autoComplete: 'username', helper: t`3-16 letters, digits or underscores, starting with a letter` })}
                <Box hideBelow="md" />
                {input('password', t`Password`, { type: 'password', autoComplete: 'new-password', helper: t`6-16 letters or digits` })}
                {input('confirmPassword', t`Confirm password`, { type: 'password', autoComplete: 'new-password' })}
              </Grid>
            </Stack>
            <Field.Root invalid={Boolean(errors.agreement)}>
              <CheckboxRow
                name="agreement"
                fontWeight="medium"
                checked={agreement}
                onChange={setAgreement}
                invalid={Boolean(errors.agreement)}
                describedBy={errors.agreement ? agreementErrorId : undefined}
                label={
                  <span>
                    <Trans>
                      I have read and accept the{' '}
                      <Link asChild color="brand.fg">
                        <RouterLink to="/admin/privacyAgreement" target="_blank">
                          privacy agreement
                        </RouterLink>
                      </Link>
                    </Trans>
                  </span>
                }
              />
              {errors.agreement && <Field.ErrorText id={agreementErrorId}>{errors.agreement}</Field.ErrorText>}
            </Field.Root>
            {serverError && (
              <Text role="alert" color="fg.error">
                {serverError}
              </Text>
            )}
            <Button type="submit" alignSelf="flex-start" loading={saving} loadingText={t`Loading...`}>
              {t`Submit application`}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
