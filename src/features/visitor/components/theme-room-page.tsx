import { PortalFrame } from '../../../components/layouts/portal-frame'
import { themeRoomContent } from '../content/themeroom'
import { MarketingPage } from './marketing-page'
import { ThemeRoomSwiper } from './theme-room-swiper'

/** /themeroom: the 10-30% premium explained, and the room swiper (§2 RoomSwiper). */
export function ThemeRoomPage() {
  return (
    <MarketingPage content={themeRoomContent}>
      <PortalFrame pb={{ base: '10', md: '14' }}>
        <ThemeRoomSwiper />
      </PortalFrame>
    </MarketingPage>
  )
}
