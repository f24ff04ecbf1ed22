import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { RemoveBootShell } from '../boot-shell'
import { useSession } from '../../lib/session/use-session'
import { useTransitionValue } from '../../lib/use-transition-value'
import { MOBILE_NAV_HEIGHT, MobileNav } from '../pwa/mobile-nav'
import { OfflineBanner } from '../pwa/offline-banner'
import { UpdatePrompt } from '../pwa/update-prompt'
import { UserFooter } from './user-footer'
import { VisitorFooter } from './visitor-footer'

/** Column shell shared by the layouts: skip link, header, main (grows), footer. */
export function PageShell({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  // Issue 7: offline banner and update prompt on every page; the phone bottom navigation on
  // pages with the site header (the shell keeps room for it so it never covers the footer).
  const bottomNav = Boolean(header && user)
  // The page below the header mounts in a second, interruptible render (a transition): the
  // first commit is the header alone, and the page's render yields to input every few
  // milliseconds instead of blocking a slow phone's main thread for hundreds (#9 TBT).
  const pageReady = useTransitionValue(true, false)
  return (
    <Flex direction="column" minHeight="100dvh" pb={bottomNav ? { base: `calc(${MOBILE_NAV_HEIGHT} + env(safe-area-inset-bottom))`, lg: '0' } : undefined}>
      <SkipNavLink>{t`Skip to main content`}</SkipNavLink>
      {header}
      <OfflineBanner />
      <SkipNavContent as="main" flex="1" display="flex" flexDirection="column" minW="0">
        {pageReady && (
          <>
            {/* A page the server painted stays up until now (boot-shell.tsx), the page's own layout effects after. */}
            <RemoveBootShell />
            {children}
          </>
        )}
      </SkipNavContent>
      {pageReady && footer}
      {bottomNav && <MobileNav />}
      <UpdatePrompt />
    </Flex>
  )
}

/** §2: visitors get the visitor footer, logged-in users the contact-block footer. */
export function SiteFooter() {
  const { user, isLoading } = useSession()
  if (isLoading) return null
  return user ? <UserFooter /> : <VisitorFooter />
}
