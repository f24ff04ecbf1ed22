import { Box, HStack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useOnline } from '../../lib/pwa/online'
import { PortalFrame } from '../layouts/portal-frame'
import { useQueuedSubmissionCount } from './queued-count'

/** §2 online status, unobtrusive: one line under the header while offline. */
export function OfflineBanner() {
  const { online, cause } = useOnline()
  const queued = useQueuedSubmissionCount()
  if (online) return null
  return (
    <Box role="status" aria-live="polite" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" data-testid="offline-banner">
      <PortalFrame py="1.5">
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="orange.solid" flexShrink={0} />
          <Text>
            {/* The device's network works but the server does not answer: "offline" would puzzle. */}
            {cause === 'unreachable' ? <Trans>The server can't be reached — showing saved data.</Trans> : <Trans>You're offline — showing saved data.</Trans>}
          </Text>
          {queued > 0 && (
            <Text fontWeight="medium" data-testid="offline-queued">
              <Plural value={queued} one="# booking waiting to send." other="# bookings waiting to send." />
            </Text>
          )}
        </HStack>
      </PortalFrame>
    </Box>
  )
}
