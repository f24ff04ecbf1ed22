import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../../lib/i18n/use-locale'
import { dialogWidth } from '../../../components/dialog-width'
import { Modal } from '../../../components/modal'

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
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose?.()}
      role={role}
      blocking={blocking}
      maxW={dialogWidth(locale)}
      title={title}
      closeLabel={blocking ? undefined : t`Close`}
      footer={footer}
      keepMounted={false}
    >
      {children}
    </Modal>
  )
}
