import { Box, Center, Spinner } from '@chakra-ui/react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload'
import { useOnline } from '../lib/pwa/online'
import { ServerErrorPage } from './error-page'
import { DefaultLayout } from './layouts/layouts'
import { OfflinePending } from './pwa/offline-pending'

/**
 * Route error boundary: a failed chunk reloads the page once (§4); a chunk that failed offline
 * (a page this device has not saved yet) says so and loads when the connection returns;
 * anything else is a 500.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const chunk = isChunkLoadError(error)
  const [reloading] = useState(() => chunk && reloadOnce())
  const { online } = useOnline()
  // Offline when it failed: remembered, so the page does not flash the 500 page on reconnect.
  const [offline] = useState(() => chunk && !reloading && !online)
  useEffect(() => {
    if (!reloading && !offline) console.error(error)
  }, [error, reloading, offline])
  useEffect(() => {
    if (offline && online) void router.invalidate()
  }, [offline, online, router])
  if (reloading) {
    return (
      <Center minH="50vh">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    )
  }
  return (
    <DefaultLayout>
      {offline ? (
        <Box maxW="2xl" mx="auto" w="full" px="4" py={{ base: '8', md: '16' }}>
          <OfflinePending />
        </Box>
      ) : (
        <ServerErrorPage />
      )}
    </DefaultLayout>
  )
}
