import { Stack, Text, type StackProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useInstallState } from '../../lib/pwa/install'
import { useStorageStatus } from '../../lib/pwa/storage'

/** User menu line: whether drafts and saved data are kept on this device (navigator.storage.persist). */
export function StorageStatus(props: StackProps) {
  const { t } = useLingui()
  const status = useStorageStatus()
  const install = useInstallState()
  const text =
    status === 'persisted'
      ? t`Drafts and saved data are kept on this device.`
      : status === 'best-effort'
        ? t`Drafts and saved data may be cleared by the browser when space runs low.`
        : status === 'unsupported'
          ? t`This browser may clear saved data when space runs low.`
          : t`Checking offline storage…`
  return (
    <Stack gap="1" textStyle="xs" color="fg.muted" data-testid="storage-status" data-status={status} {...props}>
      <Text>{text}</Text>
      {install.iosInstructions && <Text>{t`On iPhone and iPad, add the portal to your Home Screen so Safari keeps your drafts.`}</Text>}
    </Stack>
  )
}
