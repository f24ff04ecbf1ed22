import { NativeSelect } from '@chakra-ui/react'
import { useMemo } from 'react'
import countries from 'i18n-iso-countries'
import type { Locale } from '../../../contract'

// §4 guests' nationality (default CN); names from the browser in the UI language.
function useCountryOptions(locale: Locale) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return Object.keys(countries.getAlpha2Codes())
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale))
  }, [locale])
}

export function NationSelect({ id, value, locale, onChange }: { id: string; value: string; locale: Locale; onChange(code: string): void }) {
  const options = useCountryOptions(locale)
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
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
