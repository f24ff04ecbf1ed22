import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { ChatIcon, CloseIcon } from '../../../components/icons/intro-icons'
import { useBottomAboveMobileNav } from '../../../components/pwa/mobile-nav'
import { OfflineToast } from '../../../components/pwa/offline-toast'
import { lazyPart } from '../../../lib/pwa/lazy-part'

// §2 floating customer-service button: opens and closes a 400x600 chat frame. The frame's code
// (and the get_customer_service_url call) loads on the first open only.
const ChatPanel = lazyPart(() => import('./chat-panel').then((m) => m.ChatPanel), { unavailable: <OfflineToast /> })

export function ChatWidget() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const bottom = useBottomAboveMobileNav({ base: '1rem', md: '1.5rem' })
  // The panel (from md up) sits above the button.
  const panelBottom = useBottomAboveMobileNav({ base: '6rem', md: '6rem' })
  const toggle = () => {
    setOpened(true)
    setOpen((o) => !o)
  }
  // Closed from the panel (its button or Escape): focus returns to the chat button, once it
  // is shown again (on phones it is hidden while the full-screen panel is open).
  const buttonRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const close = useCallback(() => {
    returnFocus.current = true
    setOpen(false)
  }, [])
  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    buttonRef.current?.focus()
  }, [open])
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} bottom={panelBottom} />
        </Suspense>
      )}
      <IconButton
        ref={buttonRef}
        aria-label={open ? t`Close customer service chat` : t`Chat with customer service`}
        aria-expanded={open}
        aria-controls={opened ? 'support-chat-panel' : undefined}
        data-testid="chat-toggle"
        onClick={toggle}
        position="fixed"
        insetEnd={{ base: '4', md: '6' }}
        bottom={bottom}
        zIndex="overlay"
        size="lg"
        borderRadius="full"
        shadow="lg"
        // On phones the open panel is full screen and has its own close button.
        display={open ? { base: 'none', md: 'inline-flex' } : undefined}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </IconButton>
    </>
  )
}
