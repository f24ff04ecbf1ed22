import { Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { OfflinePending } from '../../../components/pwa/offline-pending'
import { checkOnline } from '../../../lib/pwa/online'

/**
 * A blog page not saved on this device, opened offline: says so (like the hotel list) with a
 * retry. The query resumes by itself when the connection returns; the button asks the server
 * at once, for a connection the browser has not reported yet (captive portal, Wi-Fi back).
 */
export function BlogOffline({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui()
  const retry = () => void checkOnline().then(onRetry, onRetry)
  return (
    <Stack align="center" gap="3" py="10">
      <OfflinePending />
      <Button size="sm" onClick={retry}>
        {t`Try again`}
      </Button>
    </Stack>
  )
}
