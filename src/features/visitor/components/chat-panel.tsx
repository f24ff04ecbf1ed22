import { Box, Button, CloseButton, Flex, Spinner, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CustomerServiceEmail } from '../../../components/customer-service-email'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useOnline } from '../../../lib/pwa/online'
import { useCustomerServiceUrl } from '../api/customer-service-url'

/**
 * The §2 chat frame: 400x600 above the button on larger screens, a full-screen sheet on phones.
 * The url comes from get_customer_service_url (our server's /support/chat page). It stays
 * mounted while closed so a conversation in progress is not reloaded. `bottom` is where its
 * lower edge sits from md up (above the chat button, which rises above the phone bar).
 */
export function ChatPanel({ open, onClose, bottom }: { open: boolean; onClose(): void; bottom: { md: string; lg?: string } }) {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useCustomerServiceUrl(locale, true)
  // Offline the chat's address cannot be asked for (the query waits) and its page cannot load:
  // say why, and give the email instead of a spinner that never ends.
  const { online, reason } = useOnline()

  // Focus goes into the panel when it opens (on phones the chat button is hidden under it).
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) closeRef.current?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <Box
      id="support-chat-panel"
      role="dialog"
      aria-label={t`Customer service chat`}
      data-testid="chat-panel"
      display={open ? 'flex' : 'none'}
      flexDirection="column"
      position="fixed"
      zIndex="overlay"
      bg="bg"
      shadow="xl"
      borderWidth={{ base: '0', md: '1px' }}
      borderRadius={{ base: '0', md: 'lg' }}
      overflow="hidden"
      inset={{ base: '0', md: 'auto' }}
      insetEnd={{ md: '6' }}
      bottom={{ md: bottom.md, lg: bottom.lg ?? bottom.md }}
      width={{ base: '100vw', md: '400px' }}
      height={{ base: '100dvh', md: '600px' }}
      maxH={{ md: `calc(100dvh - ${bottom.md} - 1rem)`, lg: `calc(100dvh - ${bottom.lg ?? bottom.md} - 1rem)` }}
    >
      <Flex align="center" justify="space-between" px="4" py="2" bg="brand.solid" color="brand.contrast">
        <Text fontWeight="semibold">{t`Customer service`}</Text>
        <CloseButton ref={closeRef} size="sm" color="inherit" aria-label={t`Close customer service chat`} onClick={onClose} />
      </Flex>
      {!online && !query.data ? (
        <Stack flex="1" align="center" justify="center" gap="3" p="6" textAlign="center" data-testid="chat-offline">
          <Text>{reason}</Text>
          <CustomerServiceEmail />
        </Stack>
      ) : query.isPending ? (
        <Flex flex="1" align="center" justify="center">
          <Spinner color="brand.solid" aria-label={t`Loading`} />
        </Flex>
      ) : query.isError ? (
        <Stack flex="1" align="center" justify="center" gap="3" p="6" textAlign="center">
          <Text>{t`The chat could not be opened. Please try again.`}</Text>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </Stack>
      ) : (
        <Box asChild flex="1" width="100%" border="0">
          <iframe src={query.data.url} title={t`Customer service chat`} data-testid="chat-frame" />
        </Box>
      )}
    </Box>
  )
}
