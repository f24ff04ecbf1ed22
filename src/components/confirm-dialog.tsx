import { Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../lib/i18n/use-locale'
import { dialogWidth } from './dialog-width'
import { Modal } from './modal'

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
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      maxW={dialogWidth(locale)}
      title={title}
      closeLabel={t`Close`}
      keepMounted={false}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose} disabled={busy}>
            {t`Go back`}
          </Button>
          <Button minH="11" colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
