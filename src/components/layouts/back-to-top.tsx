import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ArrowUpIcon } from '../icons/intro-icons'
import { useBottomAboveMobileNav } from '../pwa/mobile-nav'

/** §2/§9: appears after scrolling beyond 1000 px; scrolls back smoothly. */
export const BACK_TO_TOP_AFTER_PX = 1000

export function BackToTop() {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  const bottom = useBottomAboveMobileNav({ base: '5rem', md: '6rem' })
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!shown) return null
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  return (
    <IconButton
      aria-label={t`Back to top`}
      position="fixed"
      insetEnd={{ base: '4', md: '6' }}
      bottom={bottom}
      zIndex="sticky"
      borderRadius="full"
      variant="subtle"
      shadow="md"
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  )
}
