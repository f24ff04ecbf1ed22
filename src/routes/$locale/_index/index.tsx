import { Center, Spinner } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { OfflinePending } from '../../../components/pwa/offline-pending'
import { VisitorLanding } from '../../../features/landing/components/visitor-landing'
import { BookDemoButton } from '../../../features/visitor/components/contact-modal-context'
import { LatestPosts } from '../../../features/visitor/components/latest-posts'
import { lazyPart } from '../../../lib/pwa/lazy-part'
import { useSession } from '../../../lib/session/use-session'

// The logged-in home is its own chunk, so visitors download only the landing page.
const UserHome = lazyPart(() => import('../../../features/home/components/user-home').then((m) => m.UserHome), { unavailable: <OfflinePending /> })
const HomeSearch = lazyPart(() => import('./-home-search').then((m) => m.HomeSearch), { unavailable: <OfflinePending /> })

export const Route = createFileRoute('/$locale/_index/')({
  staticData: { name: 'index' },
  component: HomePage,
})

function HomePage() {
  const { user } = useSession()
  if (!user) {
    return (
      <VisitorLanding heroAction={<VisitorDemoButton />}>
        <LatestPosts />
      </VisitorLanding>
    )
  }
  return (
    <Suspense
      fallback={
        <Center flex="1" py="20">
          <Spinner color="brand.solid" />
        </Center>
      }
    >
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
