import { Button, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { CopyField } from '../../../components/copy-field'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatDateTime } from '../../../lib/dates'
import { useCreateShareLink } from '../api/share-link'
import { usePaymentMessages } from '../messages'

/** "Share": a signed read-only link of the order for the agent's client (no prices shown). */
export function ShareButton({ orderNum }: { orderNum: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  const share = useCreateShareLink(orderNum, locale)
  if (!share.data) {
    return (
      <Stack gap="1">
        <Button variant="outline" size="sm" alignSelf="flex-start" loading={share.isPending} onClick={() => share.mutate()} data-testid="share-button">
          {t`Share with your client`}
        </Button>
        {share.isError && (
          <Text color="fg.error" textStyle="sm">
            {messages.payError(share.error)}
          </Text>
        )}
      </Stack>
    )
  }
  const until = formatDateTime(share.data.expiresAt, locale)
  return (
    <CopyField label={t`Read-only link for your client (valid until ${until}); prices are not shown.`} value={share.data.url} copyLabel={t`Copy link`} testId="share-url" />
  )
}
