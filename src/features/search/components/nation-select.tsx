import { NativeSelect } from '../../../components/native-select'
import { useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Locale } from '../../../contract'
import { COUNTRY_CODES } from '../../../lib/country-codes'
import { useAfterLoad } from '../../../lib/use-after-load'

type CountryOption = { code: string; name: string }

/** Every country, named in the UI language and sorted the way its readers expect. */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name))
}

/** The chosen country alone, or nothing when the value is not one of the list's codes. */
function chosenOption(locale: Locale, value: string): CountryOption[] {
  if (!COUNTRY_CODES.includes(value)) return []
  return [{ code: value, name: new Intl.DisplayNames([locale], { type: 'region' }).of(value) ?? value }]
}

/**
 * §4 guests' nationality (default CN); names from the browser in the UI language.
 *
 * The ~250 countries are most of the search form's elements: a hotel list's first render was
 * 582 elements, 254 of them these options. They are added once the page has loaded and the main
 * thread is idle, or at once when the agent reaches the select first (focus, pointer), so the
 * first render and style pass of the pages with the search form (hotel list, agent home) are
 * that much smaller (#9 TBT). Until then the select holds the chosen country only, which is
 * all it shows.
 */
export function NationSelect({ id, value, locale, onChange }: { id: string; value: string; locale: Locale; onChange(code: string): void }) {
  const loaded = useAfterLoad()
  const [reached, setReached] = useState(false)
  const all = loaded || reached
  const every = useMemo(() => (all ? countryOptions(locale) : null), [all, locale])
  const options = useMemo(() => every ?? chosenOption(locale, value), [every, locale, value])
  // Committed before the event's default action, so the picker that opens (or the letter typed
  // on the focused select) already has every country.
  const reach = () => {
    if (!all) flushSync(() => setReached(true))
  }
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} onFocus={reach} onPointerDown={reach}>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
