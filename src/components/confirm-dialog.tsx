import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../lib/i18n/use-locale'
import { dialogWidth } from './dialog-width'

/** A yes/no dialog for destructive actions (delete a draft, cancel an order). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  destructive = true,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  busy?: boolean
  destructive?: boolean
  onConfirm(): void
  onClose(): void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <Dialog.Root lazyMount open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW={dialogWidth(locale)}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onClose} disabled={busy}>
                {t`Go back`}
              </Button>
              <Button minH="11" colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
