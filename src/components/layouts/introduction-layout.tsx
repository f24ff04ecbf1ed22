import type { ReactNode } from 'react'
import { useSession } from '../../lib/session/use-session'
import { BackToTop } from './back-to-top'
import { IntroHeader } from './intro-header'
import { PageShell, SiteFooter } from './page-shell'
import { SiteHeader } from './site-header'

/**
 * §2 introduction layout. Visitors: the introduction header (tabs, popovers, login/sign-up,
 * language), the visitor footer and back-to-top. Logged-in users see the standard header and
 * footer. `widgets` (the customer-service button, composed in by the route) shows to both.
 * Pages draw their own full-width bands.
 */
export function IntroductionLayout({ children, widgets }: { children: ReactNode; widgets?: ReactNode }) {
  const { user } = useSession()
  return (
    <>
      <PageShell header={user ? <SiteHeader /> : <IntroHeader />} footer={<SiteFooter />}>
        {children}
      </PageShell>
      <BackToTop />
      {widgets}
    </>
  )
}
