import { Box, List, Text, VisuallyHidden } from '@chakra-ui/react'
import { Field } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { resetPasswordProblem } from '../../../contract'
import { makeLineIcon } from '../../../components/icons/icons'
import { passwordHints, passwordRules } from '../password-hints'

const CheckIcon = makeLineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />)
const OpenIcon = makeLineIcon(<circle cx="12" cy="12" r="4" />)

/**
 * §5 new password, as the forms enforce it: required, 8-16 characters, letters and digits only,
 * at least one of each (the server's rule, resetPasswordProblem). One message per broken rule.
 */
export function useNewPasswordError(): (value: string) => string | null {
  const { t } = useLingui()
  return (value) => {
    if (!value) return t`Please enter a new password`
    switch (resetPasswordProblem(value)) {
      case 'length':
        return t`Length limited to 8-16`
      case 'chars':
        return t`Use letters and digits only (no spaces or symbols)`
      case 'mix':
        return t`Include at least one letter and one digit`
      default:
        return null
    }
  }
}

function Item({ met, children }: { met: boolean; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <List.Item alignItems="flex-start" color={met ? 'fg.success' : 'fg.muted'}>
      <List.Indicator asChild mt="0.5">
        {met ? <CheckIcon /> : <OpenIcon />}
      </List.Indicator>
      <span>
        {children}{' '}
        <VisuallyHidden>{met ? t`(met)` : t`(not met)`}</VisuallyHidden>
      </span>
    </List.Item>
  )
}

/**
 * Under a new-password field: the enforced rules, then the §5 hints as advice ("Tips for a
 * strong password"), each with a live check mark. The hints never block a password (§5 calls
 * them hints; the server accepts passwords that ignore them). Linked to the field as its help
 * text, so a screen reader reads both lists, with their state, with the field.
 */
export function PasswordGuidance({ value }: { value: string }) {
  const { t } = useLingui()
  const rules = passwordRules(value)
  const hints = passwordHints(value)
  return (
    <Field.HelperText asChild>
      <Box display="flex" flexDirection="column" gap="2" mt="1" textStyle="xs">
        <Box>
          <Text fontWeight="semibold" color="fg">
            {t`Your password must have:`}
          </Text>
          <List.Root variant="plain" gap="0.5" mt="0.5">
            <Item met={rules.length}>{t`8-16 characters`}</Item>
            <Item met={rules.chars}>{t`Only letters and digits`}</Item>
            <Item met={rules.mix}>{t`At least one letter and one digit`}</Item>
          </List.Root>
        </Box>
        <Box>
          <Text fontWeight="semibold" color="fg">
            {t`Tips for a strong password (recommended, not required):`}
          </Text>
          <List.Root variant="plain" gap="0.5" mt="0.5">
            <Item met={hints.sequence}>{t`Avoid 4 consecutive digits or letters (1234, abcd)`}</Item>
            <Item met={hints.repeat}>{t`Avoid repeating a character more than 3 times in a row`}</Item>
            <Item met={hints.common}>{t`Avoid common words (password, qwerty, admin…)`}</Item>
          </List.Root>
        </Box>
      </Box>
    </Field.HelperText>
  )
}
