import type { Locale } from '../../../contract'
import { useRegionDetail } from '../api/region-detail'
import { regionLabel } from '../destination-options'

/** The text to show for a URL's destination: as picked, else the region's name in `locale`. */
export function useDestinationLabel(type: 'region' | 'hotel' | undefined, id: number | undefined, text: string | undefined, locale: Locale): string {
  const region = useRegionDetail(type === 'region' && !text ? id : undefined)
  if (text) return text
  return region.data ? regionLabel(region.data, locale) : ''
}
