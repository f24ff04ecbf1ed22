import type { ReactNode } from 'react'
import { IntroductionLayout } from '../../components/layouts/introduction-layout'
import { ChatWidget } from '../../features/visitor/components/chat-widget'
import { ContactModalProvider } from '../../features/visitor/components/contact-modal-context'

/** §2 introduction layout with the customer-service widget and the contact (demo) modal. */
export function VisitorShell({ children }: { children: ReactNode }) {
  return (
    <ContactModalProvider>
      <IntroductionLayout widgets={<ChatWidget />}>{children}</IntroductionLayout>
    </ContactModalProvider>
  )
}
