import { Button, Clipboard, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
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
    <Clipboard.Root value={share.data.url}>
      <Clipboard.Label textStyle="sm">{t`Read-only link for your client (valid until ${until}); prices are not shown.`}</Clipboard.Label>
      <InputGroup
        endElement={
          <Clipboard.Trigger asChild>
            <IconButton variant="surface" size="xs" me="-2" aria-label={t`Copy link`}>
              <Clipboard.Indicator />
            </IconButton>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly dir="ltr" data-testid="share-url" />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
  )
}
