import { Card, Heading, List, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../components/use-document-title'
import { BRAND } from '../../../lib/brand'

/** /admin/privacyAgreement (§2): what the sign-up form's data is used for. */
export function PrivacyAgreementPage() {
  const { t } = useLingui()
  const brand = BRAND.name
  useDocumentTitle(t`Privacy agreement`)
  return (
    <Card.Root maxW="3xl" mx="auto">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h1" size="xl">
            {t`Privacy agreement`}
          </Heading>
          <Text>{t`When your company applies for a trade account, ${brand} collects the company name and address, the contact person, phone number and email, and the username of the main account.`}</Text>
          <List.Root ps="5" gap="2">
            <List.Item>{t`We use these details to review the application, to contact you about it and, once approved, to run your account.`}</List.Item>
            <List.Item>{t`Your password is stored only as a one-way hash; nobody at ${brand} can read it.`}</List.Item>
            <List.Item>{t`We do not sell your details. We share them only with service providers who help us run the portal, under the same obligations.`}</List.Item>
            <List.Item>{t`You can ask us at any time to correct or delete your details; an application that is not approved is deleted after 90 days.`}</List.Item>
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
