import { IconButton, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSession } from '../../../lib/session/use-session'
import { useFavourites, type FavouriteHotel } from '../hooks/use-favourites'

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  )
}

/**
 * §2/§7 favourite toggle; works offline (queued, replayed on reconnect). With `name`, the
 * icon-only form of the drawer, named after its hotel: a list of "Add to favourites" buttons
 * told a screen-reader user nothing about which hotel each one saves. The label stays; the
 * pressed state says whether it is saved (ARIA toggle button).
 */
export function FavouriteToggle({ hotel, name }: { hotel: { id: number; nameEn: string; nameZh: string; images?: readonly string[]; image?: string }; name?: string }) {
  const { t } = useLingui()
  const { user } = useSession()
  const { isFavourite, toggle } = useFavourites(user?.username)
  if (!user) return null
  const on = isFavourite(hotel.id)
  const target: FavouriteHotel = { id: hotel.id, nameEn: hotel.nameEn, nameZh: hotel.nameZh, image: hotel.image ?? hotel.images?.[0] ?? '' }
  if (name) {
    return (
      <IconButton variant="ghost" size="md" aria-label={t`Add ${name} to favourites`} aria-pressed={on} color={on ? 'red.500' : 'fg.muted'} onClick={() => void toggle(target)}>
        <Heart filled={on} />
      </IconButton>
    )
  }
  return (
    <Button variant="outline" minH="11" aria-pressed={on} onClick={() => void toggle(target)} color={on ? 'red.600' : undefined}>
      <Heart filled={on} />
      {on ? t`Saved to favourites` : t`Add to favourites`}
    </Button>
  )
}
