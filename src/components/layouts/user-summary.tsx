import { Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '../../contract'
import { CreditAmount } from './credit-amount'

/** Username, agency and available credit (dashes without VIEW_CREDIT), as both user menus show them. */
export function UserSummary({ user, gap }: { user: UserInfo; gap: string }) {
  const { t } = useLingui()
  return (
    <>
      <Text fontWeight="semibold" truncate>
        {user.username}
      </Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {user.agentName}
      </Text>
      <Flex mt="2" justify="space-between" gap={gap} textStyle="sm">
        <Text color="fg.muted">{t`Available credit`}</Text>
        <CreditAmount fontWeight="semibold" />
      </Flex>
    </>
  )
}
