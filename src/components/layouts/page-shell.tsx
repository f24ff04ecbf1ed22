import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSession } from '../../lib/session/use-session'
import { UserFooter } from './user-footer'
import { VisitorFooter } from './visitor-footer'

/** Column shell shared by the layouts: skip link, header, main (grows), footer. */
export function PageShell({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink>{t`Skip to main content`}</SkipNavLink>
      {header}
      <SkipNavContent as="main" flex="1" display="flex" flexDirection="column" minW="0">
        {children}
      </SkipNavContent>
      {footer}
    </Flex>
  )
}

/** §2: visitors get the visitor footer, logged-in users the contact-block footer. */
export function SiteFooter() {
  const { user, isLoading } = useSession()
  if (isLoading) return null
  return user ? <UserFooter /> : <VisitorFooter />
}
