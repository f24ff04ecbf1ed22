import { Button, Menu, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, VISITOR_LOCALES, type Locale } from '../../contract'
import { LOCALE_ENDONYMS, useLocale, useSwitchLocale } from '../../lib/i18n/use-locale'
import { ChevronDownIcon, GlobeIcon } from '../icons/icons'

/** §2 language switch: 6 locales for logged-in users, 5 for visitors (no ar, §1). */
export function LanguageMenu({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const switchLocale = useSwitchLocale()
  const options = loggedIn ? LOCALES : VISITOR_LOCALES
  const current = LOCALE_ENDONYMS[locale]
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t`Language: ${current}`}>
          <GlobeIcon />
          <span lang={locale}>{current}</span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={locale} onValueChange={(e) => e.value !== locale && switchLocale(e.value as Locale)}>
              {options.map((l) => (
                <Menu.RadioItem key={l} value={l}>
                  <span lang={l}>{LOCALE_ENDONYMS[l]}</span>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
