import { Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { CURRENCIES, type Currency } from '../../contract'
import { useLocale } from '../../lib/i18n/use-locale'
import { setSession, useSessionState } from '../../lib/session/session-store'
import { ChevronDownIcon } from '../icons/icons'
import { Menu, MenuGroup, MenuRadioItem } from '../menu'

const namesByLocale = new Map<string, ReadonlyMap<Currency, string>>()

/**
 * The currency's name in the UI language. The currency menu and the phone menu list all 16 on
 * each of their renders, so the names of a locale are looked up once (#9: a new
 * Intl.DisplayNames per call, then an ICU lookup per call, were 10-14 ms at 4x).
 */
export function currencyName(code: Currency, locale: string): string {
  let names = namesByLocale.get(locale)
  if (!names) {
    let display: Intl.DisplayNames | null = null
    try {
      display = new Intl.DisplayNames([locale], { type: 'currency' })
    } catch {
      // A locale the browser cannot name currencies in: the codes stand for themselves.
    }
    names = new Map(CURRENCIES.map((c) => [c, display?.of(c) ?? c]))
    namesByLocale.set(locale, names)
  }
  return names.get(code) ?? code
}

/** §1/§3 reference currency (16 codes, default CNY), kept in the session state. */
export function CurrencyMenu() {
  const { t } = useLingui()
  const currency = useSessionState((s) => s.currency)
  return (
    <Menu
      minW="56"
      maxH="18rem"
      trigger={
        <Button variant="ghost" size="sm" aria-label={t`Reference currency: ${currency}`}>
          {currency}
          <ChevronDownIcon />
        </Button>
      }
    >
      <CurrencyItems currency={currency} />
    </Menu>
  )
}

/** The menu's items: a component of their own, built only once the menu opens. */
function CurrencyItems({ currency }: { currency: Currency }) {
  const { t } = useLingui()
  const locale = useLocale()
  const choose = (code: Currency) => setSession({ currency: code, userCurrency: { code, label: currencyName(code, locale) } })
  return (
    <MenuGroup label={t`Reference currency`}>
      {CURRENCIES.map((code) => (
        <MenuRadioItem key={code} checked={code === currency} onSelect={() => code !== currency && choose(code)}>
          <strong>{code}</strong>&nbsp;
          <span>{currencyName(code, locale)}</span>
        </MenuRadioItem>
      ))}
    </MenuGroup>
  )
}
