import { Center, Spinner } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload'
import { ServerErrorPage } from './error-page'
import { DefaultLayout } from './layouts/layouts'

/** Route error boundary: a failed chunk reloads the page once (§4); anything else is a 500. */
export function RouteError({ error }: ErrorComponentProps) {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnce())
  useEffect(() => {
    if (!reloading) console.error(error)
  }, [error, reloading])
  if (reloading) {
    return (
      <Center minH="50vh">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    )
  }
  return (
    <DefaultLayout>
      <ServerErrorPage />
    </DefaultLayout>
  )
}
