import { Center, Spinner } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { IntroductionLayout } from '../../components/layouts/introduction-layout'
import { ChatWidget } from '../../features/visitor/components/chat-widget'
import { ContactModalProvider } from '../../features/visitor/components/contact-modal-context'
import { useMarketingCatalog } from '../../lib/i18n/use-marketing-catalog'

/**
 * §2 introduction layout with the customer-service widget and the contact (demo) modal. The page
 * and the widget show the visitor pages' texts (marketing.po): the routes load it in beforeLoad,
 * and when the session ends on the home page (which then becomes the visitor home) the header
 * stays while a spinner waits for it, instead of message ids.
 */
export function VisitorShell({ children }: { children: ReactNode }) {
  const ready = useMarketingCatalog()
  return (
    <ContactModalProvider>
      <IntroductionLayout widgets={ready ? <ChatWidget /> : null}>
        {ready ? (
          children
        ) : (
          <Center flex="1" py="20">
            <Spinner color="brand.solid" />
          </Center>
        )}
      </IntroductionLayout>
    </ContactModalProvider>
  )
}
