import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../../lib/i18n/use-locale'
import { dialogWidth } from '../../../components/dialog-width'

export interface AuthDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** Called for Esc, the close button and (unless blocking) a click outside. */
  onClose?(): void
  /** No way out but the footer's buttons (the §4 password prompt). */
  blocking?: boolean
  role?: 'dialog' | 'alertdialog'
}

/** §9 dialog width (dialogWidth); full width minus margins on phones. */
export function AuthDialog({ open, title, children, footer, onClose, blocking, role = 'dialog' }: AuthDialogProps) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      closeOnInteractOutside={!blocking}
      closeOnEscape={!blocking}
      onOpenChange={(e) => {
        if (!e.open) onClose?.()
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={dialogWidth(locale)} width="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {!blocking && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
