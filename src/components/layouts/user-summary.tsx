import { Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '../../contract'
import type { SessionView } from '../../lib/session/use-session'
import { CreditAmount } from './credit-amount'

/** Username, agency and available credit (dashes without VIEW_CREDIT), as both user menus show them. */
export function UserSummary({ user, session, gap }: { user: UserInfo; session: SessionView; gap: string }) {
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
        <CreditAmount session={session} fontWeight="semibold" />
      </Flex>
    </>
  )
}
