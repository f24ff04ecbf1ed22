import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../../contract'
import { renderWithProviders } from '../../../test/render'
import { countryOptions, NationSelect } from './nation-select'

function Harness({ initial = 'CN', locale = 'en-US' as Locale, onChange = (_: string) => {} }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="nation">Nationality</label>
      <NationSelect
        id="nation"
        value={value}
        locale={locale}
        onChange={(code) => {
          setValue(code)
          onChange(code)
        }}
      />
    </>
  )
}

const select = () => screen.getByLabelText<HTMLSelectElement>('Nationality')
const ALL = countryOptions('en-US').length

describe('NationSelect', () => {
  it('first holds the chosen country only, then every country once the page is idle', async () => {
    renderWithProviders(<Harness />)
    expect(ALL).toBeGreaterThan(240)
    expect([...select().options].map((o) => o.value)).toEqual(['CN'])
    expect(select().value).toBe('CN')
    expect(select().selectedOptions[0]?.textContent).toBe('China')
    await waitFor(() => expect(select().options).toHaveLength(ALL))
    expect(select().value).toBe('CN')
  })

  it('has every country at once when the agent reaches it first', () => {
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    expect(select().options).toHaveLength(1)
    fireEvent.focus(select())
    expect(select().options).toHaveLength(ALL)
    expect(select().value).toBe('CN')
    fireEvent.change(select(), { target: { value: 'JP' } })
    expect(onChange).toHaveBeenCalledWith('JP')
    expect(select().value).toBe('JP')
  })

  it('fills on a pointer press too, before the picker opens', () => {
    renderWithProviders(<Harness initial="FR" />)
    expect([...select().options].map((o) => o.value)).toEqual(['FR'])
    fireEvent.pointerDown(select())
    expect(select().options).toHaveLength(ALL)
    expect(select().value).toBe('FR')
  })

  it('names and sorts the countries in the UI language', () => {
    const zh = countryOptions('zh-CN')
    expect(zh.find((o) => o.code === 'JP')?.name).toBe('日本')
    const names = countryOptions('en-US').map((o) => o.name)
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Brazil'))
    expect(names.indexOf('Brazil')).toBeLessThan(names.indexOf('Zimbabwe'))
  })

  it('shows no made-up option for a value that is not one of the codes', () => {
    for (const initial of ['XX', 'JPN']) {
      const { unmount } = renderWithProviders(<Harness initial={initial} />)
      expect(select().options, initial).toHaveLength(0)
      unmount()
    }
  })
})
