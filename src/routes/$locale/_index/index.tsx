import { Center, Spinner } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { OfflinePending } from '../../../components/pwa/offline-pending'
import { VisitorLanding } from '../../../features/landing/components/visitor-landing'
import { BookDemoButton } from '../../../features/visitor/components/contact-modal-context'
import { LatestPosts } from '../../../features/visitor/components/latest-posts'
import type { Locale } from '../../../contract'
import { loadMarketingCatalog } from '../../../lib/i18n/i18n'
import { useMarketingCatalog } from '../../../lib/i18n/use-marketing-catalog'
import { lazyPart } from '../../../lib/pwa/lazy-part'
import { useSession } from '../../../lib/session/use-session'

// The logged-in home is its own chunk, so visitors download only the landing page.
const UserHome = lazyPart(() => import('../../../features/home/components/user-home').then((m) => m.UserHome), { unavailable: <OfflinePending /> })
const HomeSearch = lazyPart(() => import('./-home-search').then((m) => m.HomeSearch), { unavailable: <OfflinePending /> })

export const Route = createFileRoute('/$locale/_index/')({
  staticData: { name: 'index' },
  // A visitor's home shows the visitor pages' texts (lingui.config.ts MARKETING_SOURCES).
  beforeLoad: ({ context, params }) => (context.user ? undefined : loadMarketingCatalog(params.locale as Locale)),
  component: HomePage,
})

const pending = (
  <Center flex="1" py="20">
    <Spinner color="brand.solid" />
  </Center>
)

function HomePage() {
  const { user } = useSession()
  if (!user) return <VisitorHome />
  return (
    <Suspense fallback={pending}>
      <UserHome search={<HomeSearch />} />
    </Suspense>
  )
}

function VisitorDemoButton() {
  const { t } = useLingui()
  return (
    <BookDemoButton size="lg" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
      {t`Book a demo`}
    </BookDemoButton>
  )
}

/** The home for a visitor, once its texts are there (the session may have ended on this page). */
function VisitorHome() {
  if (!useMarketingCatalog()) return pending
  return (
    <VisitorLanding heroAction={<VisitorDemoButton />}>
      <LatestPosts />
    </VisitorLanding>
  )
}
