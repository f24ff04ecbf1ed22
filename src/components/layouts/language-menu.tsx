import { Box, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { LOCALES, VISITOR_LOCALES, type Locale } from '../../contract'
import { LOCALE_ENDONYMS, useLocale, useSwitchLocale } from '../../lib/i18n/use-locale'
import { ChevronDownIcon, GlobeIcon } from '../icons/icons'
import { Menu, MenuRadioItem } from '../menu'
import { toaster } from '../toaster'

/**
 * The §2 switch with its failure said: a language whose texts cannot be loaded (offline before
 * the service worker has them) leaves the page in its language, and a toast tells why.
 */
export function useLocaleSwitcher(): (locale: Locale) => void {
  const { t } = useLingui()
  const switchLocale = useSwitchLocale()
  return useCallback(
    (locale: Locale) => {
      void switchLocale(locale).then((switched) => {
        if (switched) return
        const language = LOCALE_ENDONYMS[locale]
        toaster.create({
          id: 'locale-switch-failed',
          type: 'error',
          title: t`Couldn't switch to ${language}`,
          description: t`This language could not be loaded. Check your connection and try again.`,
          closable: true,
        })
      })
    },
    [switchLocale, t],
  )
}

/**
 * §2 language switch: 6 locales for logged-in users, 5 for visitors (no ar, §1). `nameFrom`: from
 * which width the button shows the language's name beside the globe (its aria-label always names
 * it), for the logged-in header row: with its links and four menus Spanish overflowed it.
 */
export function LanguageMenu({ loggedIn, nameFrom = 'always' }: { loggedIn: boolean; nameFrom?: 'always' | 'xl' | 'never' }) {
  const { t } = useLingui()
  const locale = useLocale()
  const switchLocale = useLocaleSwitcher()
  const options = loggedIn ? LOCALES : VISITOR_LOCALES
  const current = LOCALE_ENDONYMS[locale]
  return (
    <Menu
      minW="40"
      trigger={
        <Button variant="ghost" size="sm" aria-label={t`Language: ${current}`}>
          <GlobeIcon />
          {nameFrom !== 'never' && (
            <Box as="span" lang={locale} hideBelow={nameFrom === 'xl' ? 'xl' : undefined}>
              {current}
            </Box>
          )}
          <ChevronDownIcon />
        </Button>
      }
    >
      {options.map((l) => (
        <MenuRadioItem key={l} checked={l === locale} onSelect={() => l !== locale && switchLocale(l)}>
          <span lang={l}>{LOCALE_ENDONYMS[l]}</span>
        </MenuRadioItem>
      ))}
    </Menu>
  )
}
