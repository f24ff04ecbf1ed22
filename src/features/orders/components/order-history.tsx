import { Card, Heading, List, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Locale, OrderDetail } from '../../../contract'
import { formatDateTime } from '../../../lib/dates'
import { statusLabel } from '../status-labels'

/** Status history with times (Beijing time, §9). */
export function OrderHistory({ history, locale }: { history: OrderDetail['history']; locale: Locale }) {
  const { t, i18n } = useLingui()
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t`Status history (Beijing time)`}
          </Heading>
          {history.length === 0 ? (
            <Text color="fg.muted">{t`No changes recorded yet.`}</Text>
          ) : (
            <List.Root as="ol" gap="2" data-testid="order-history">
              {history.map((h, i) => (
                <List.Item key={i}>
                  <Text as="span" fontWeight="medium">
                    {i18n._(statusLabel(h.status))}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" textStyle="sm">
                    {formatDateTime(h.at, locale)}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
