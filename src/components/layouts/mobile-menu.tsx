import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react'
import { NativeSelect } from '../native-select'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CURRENCIES, LOCALES, VISITOR_LOCALES, type Currency } from '../../contract'
import { LOCALE_ENDONYMS, useLocale } from '../../lib/i18n/use-locale'
import { useLocaleSwitcher } from './language-menu'
import { useLogout } from '../../lib/session/use-logout'
import { setSession, useSessionState } from '../../lib/session/session-store'
import type { SessionView } from '../../lib/session/use-session'
import { LogoutIcon, MenuIcon } from '../icons/icons'
import { Modal } from '../modal'
import { currencyName } from './currency-menu'
import { ACCOUNT_NAV, COMPANY_NAV, HEADER_NAV, visibleEntries } from './nav-config'
import { NavLink } from './nav-link'
import { UserSummary } from './user-summary'
import { InstallButton } from '../pwa/install-button'
import { StorageStatus } from '../pwa/storage-status'

/** Phones and portrait tablets (< lg): everything the desktop header offers, in a drawer from the inline end. */
export function MobileMenu({ session, currencyMenu, languageMenu = true }: { session: SessionView; currencyMenu: boolean; languageMenu?: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      placement="end"
      size="xs"
      title={t`Menu`}
      closeLabel={t`Close menu`}
      trigger={
        <IconButton variant="ghost" minW="11" minH="11" aria-label={t`Open menu`}>
          <MenuIcon />
        </IconButton>
      }
    >
      <MenuBody user={session.user} currencyMenu={currencyMenu} languageMenu={languageMenu} close={() => setOpen(false)} />
    </Modal>
  )
}

/**
 * The drawer's contents, a component of their own so that they are built only when the drawer
 * opens (lazyMount): built inline, the header's every render made the 16 currency names (#9).
 */
function MenuBody({ user, currencyMenu, languageMenu, close }: { user: SessionView['user']; currencyMenu: boolean; languageMenu: boolean; close: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  // A language that cannot be loaded (offline, never cached) keeps the page as it is and says so.
  const switchLocale = useLocaleSwitcher()
  const logout = useLogout()
  const currency = useSessionState((s) => s.currency)
  const locales = user ? LOCALES : VISITOR_LOCALES
  const nav = [...visibleEntries(HEADER_NAV, user), ...visibleEntries(ACCOUNT_NAV, user), ...visibleEntries(COMPANY_NAV, user)]

  return (
    <Stack gap="6">
      {user && (
        <Box borderWidth="1px" borderRadius="md" p="3">
          <UserSummary user={user} gap="2" />
          <StorageStatus mt="3" />
        </Box>
      )}
      {nav.length > 0 && (
        <Stack as="nav" aria-label={t`Main`} gap="1">
          {nav.map((entry) => (
            <NavLink key={entry.id} entry={entry} onNavigate={close} py="2" fontWeight="medium" />
          ))}
        </Stack>
      )}
      {user && currencyMenu && (
        <NativeSelect.Root size="sm">
          <Text asChild textStyle="sm" fontWeight="medium" mb="1" display="block">
            <label htmlFor="mobile-currency">{t`Reference currency`}</label>
          </Text>
          <NativeSelect.Field
            id="mobile-currency"
            value={currency}
            onChange={(e) => {
              const code = e.target.value as Currency
              setSession({ currency: code, userCurrency: { code, label: currencyName(code, locale) } })
            }}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} · {currencyName(code, locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {languageMenu && <Box role="group" aria-labelledby="mobile-language-label">
        <Text id="mobile-language-label" textStyle="sm" fontWeight="medium" mb="2">
          {t`Language`}
        </Text>
        <Flex wrap="wrap" gap="2">
          {locales.map((l) => (
            <Button
              key={l}
              size="xs"
              variant={l === locale ? 'solid' : 'outline'}
              aria-pressed={l === locale}
              lang={l}
              onClick={() => {
                close()
                if (l !== locale) switchLocale(l)
              }}
            >
              {LOCALE_ENDONYMS[l]}
            </Button>
          ))}
        </Flex>
      </Box>}
      <InstallButton />
      {user && (
        <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: close })}>
          <LogoutIcon />
          {t`Quit`}
        </Button>
      )}
    </Stack>
  )
}
