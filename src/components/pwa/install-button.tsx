import { Button, List, Text, type ButtonProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { promptInstall, useInstallState } from '../../lib/pwa/install'
import { APP_DESCRIPTION, APP_NAME } from '../../lib/pwa/manifest-texts'
import { MenuItem } from '../menu'
import { Modal } from '../modal'

/**
 * "Install app": the browser's own dialog where it offers one (beforeinstallprompt), short
 * "Add to Home Screen" steps on iPhone and iPad. Nothing when installed or not installable.
 */
export function InstallButton(props: ButtonProps) {
  const { t } = useLingui()
  const install = useInstallState()
  const [iosOpen, setIosOpen] = useState(false)
  if (install.standalone || (!install.canPrompt && !install.iosInstructions)) return null
  return (
    <>
      <Button
        variant="outline"
        minH="11"
        onClick={() => (install.canPrompt ? void promptInstall() : setIosOpen(true))}
        data-testid="install-app"
        {...props}
      >
        {t`Install the app`}
      </Button>
      {install.iosInstructions && <IosInstallDialog open={iosOpen} onClose={() => setIosOpen(false)} />}
    </>
  )
}

export function IosInstallDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui()
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`Add the portal to your Home Screen`}
      closeLabel={t`Close`}
      footer={
        <Button minH="11" onClick={onClose}>
          {t`Got it`}
        </Button>
      }
    >
      <Text mb="3" fontWeight="medium">
        {i18n._(APP_NAME)} · <Text as="span" fontWeight="normal" color="fg.muted">{i18n._(APP_DESCRIPTION)}</Text>
      </Text>
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>{t`In Safari, tap the Share button.`}</List.Item>
        <List.Item>{t`Choose "Add to Home Screen".`}</List.Item>
        <List.Item>{t`Tap "Add", then open the portal from its icon.`}</List.Item>
      </List.Root>
      <Text mt="4" textStyle="sm" color="fg.muted">
        {t`Installed, the portal keeps your drafts and saved data on this device. Safari may delete the data of websites that are not installed after 7 days without a visit.`}
      </Text>
    </Modal>
  )
}

/** The user menu's entry (desktop): only where the browser offers installation. */
export function InstallMenuItem() {
  const { t } = useLingui()
  const install = useInstallState()
  if (!install.canPrompt) return null
  return (
    <MenuItem onSelect={() => void promptInstall()} data-testid="install-app-menu">
      {t`Install the app`}
    </MenuItem>
  )
}
