import { Badge, Box, Card, Flex, Grid, Heading, Stack, Text, Wrap } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import type { UserInfo } from '../../../contract'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { effectivePermissions, userInfoQueryOptions } from '../../../lib/session/queries'
import { PERMISSION_NAMES } from '../permission-names'
import { AccountQueryBody } from './account-query-body'

/** /user/home: account information from user_info (§3 user, §6 roles). */
export function AccountOverview() {
  const { t } = useLingui()
  useDocumentTitle(t`Account details`)
  const query = useQuery(userInfoQueryOptions())
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Account details`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <AccountQueryBody query={query} rows={6}>
          {(data) => <AccountFields user={data} />}
        </AccountQueryBody>
      </Card.Body>
    </Card.Root>
  )
}

function AccountFields({ user }: { user: UserInfo }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const permissions = effectivePermissions(user)
  const contact = user.contactsInfo
  const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ')
  const count = permissions.length
  const agentCode = user.agentCode
  const lastLogin = user.logintime ? formatDateTime(user.logintime, locale) : null
  const permissionName = (id: number) => {
    const name = PERMISSION_NAMES[id]
    return name ? i18n._(name) : t`Permission ${id}`
  }
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: t`Username`, value: user.username },
    {
      label: t`Agency`,
      value: (
        <Stack gap="0">
          {/* Isolated: a Latin name ending in "Co., Ltd." kept its full stop at the start in Arabic. */}
          <Text>
            <bdi>{user.agentName}</bdi>
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t`Account code: ${agentCode}`}
          </Text>
        </Stack>
      ),
    },
    {
      label: t`Account type`,
      value: (
        <Flex gap="2" wrap="wrap">
          <Badge colorPalette={user.IsMainUser ? 'brand' : 'gray'}>{user.IsMainUser ? t`Main account` : t`Sub-account`}</Badge>
          {user.isSuperuser && <Badge colorPalette="purple">{t`Administrator`}</Badge>}
        </Flex>
      ),
    },
    {
      label: t`Contact`,
      value: (
        <Stack gap="0">
          <Text>{contactName || '—'}</Text>
          {contact.phone && (
            <Text textStyle="sm" color="fg.muted" dir="ltr" alignSelf="flex-start">
              {contact.phone}
            </Text>
          )}
          {contact.email && (
            <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
              {contact.email}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      label: t`Permissions`,
      value:
        count === 0 ? (
          <Text color="fg.muted">{t`No permissions granted yet. Ask your main account to grant them.`}</Text>
        ) : (
          <Stack gap="1">
            <Text textStyle="xs" color="fg.muted">
              <Plural value={count} one="# permission granted" other="# permissions granted" />
            </Text>
            <Wrap gap="2">
              {permissions.map((p) => (
                <Badge key={p} variant="subtle">
                  {permissionName(p)}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        ),
    },
    {
      label: t`Last login`,
      value: lastLogin ? t`${lastLogin} (Beijing time)` : t`Not recorded`,
    },
  ]
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(8rem, 12rem) 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '4' }}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <Text as="dt" color="fg.muted" textStyle="sm" pt={{ base: '3', sm: '0.5' }}>
            {row.label}
          </Text>
          <Box as="dd" minW="0">
            {row.value}
          </Box>
        </Fragment>
      ))}
    </Grid>
  )
}
