import { VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ExternalIcon } from './icons/icons'

/**
 * Put inside a link that opens a new tab: screen readers hear "(opens in a new tab)" with the
 * link's name, and sighted agents see the external mark (`icon={false}` where the row's layout
 * has no room for it).
 */
export function NewTabNote({ icon = true }: { icon?: boolean }) {
  const { t } = useLingui()
  return (
    <>
      {icon && <ExternalIcon boxSize="3.5" />}
      <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
    </>
  )
}
