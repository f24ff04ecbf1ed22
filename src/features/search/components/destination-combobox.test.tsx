import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HotelPaths, hotelHitListSchema, regionHitListSchema, type LocalizedNames } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import type { Destination } from '../search-store'
import { DestinationCombobox } from './destination-combobox'

// MSW answers are built with the contract schemas, so the mocks cannot drift from the API.
const names = (en: string, zh: string): LocalizedNames => ({ 'en-US': en, 'zh-CN': zh, ja: en, ko: en, es: en, ar: en })
const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
const tokyo = { id: 101, type: 'city', countryCode: 'JP', names: names('Tokyo', '东京'), countryNames: names('Japan', '日本'), hotelCount: 80 }
const seoul = { id: 102, type: 'city', countryCode: 'KR', names: names('Seoul', '首尔'), countryNames: names('South Korea', '韩国'), hotelCount: 40 }
const hotel = { id: 7, nameEn: 'Tokyo Bay Hotel', nameZh: '东京湾酒店', starRating: 4, regionId: 101, cityNames: names('Tokyo', '东京'), countryCode: 'JP' }

const seen: string[] = []
const server = setupMswServer(
  http.get(HotelPaths.regionHot, () => ok(regionHitListSchema.parse([tokyo, seoul]))),
  http.get(HotelPaths.regionFuzzy, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? ''
    seen.push(`region:${keyword}`)
    return ok(regionHitListSchema.parse(keyword.toLowerCase().startsWith('tok') ? [tokyo] : []))
  }),
  http.get(HotelPaths.hotelFuzzy, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? ''
    seen.push(`hotel:${keyword}`)
    return ok(hotelHitListSchema.parse(keyword.toLowerCase().startsWith('tok') ? [hotel] : []))
  }),
)

function Harness({ onChange, minChars = 1, initial = null }: { onChange(d: Destination | null): void; minChars?: number; initial?: Destination | null }) {
  const [value, setValue] = useState<Destination | null>(initial)
  return (
    <DestinationCombobox
      value={value}
      minChars={minChars}
      onChange={(d) => {
        setValue(d)
        onChange(d)
      }}
    />
  )
}

describe('DestinationCombobox', () => {
  it('shows hot cities on focus', async () => {
    renderWithProviders(<Harness onChange={() => {}} />)
    fireEvent.focus(screen.getByRole('combobox'))
    const group = await screen.findByRole('group', { name: 'Popular destinations' })
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['TokyoJapan', 'SeoulSouth Korea'])
  })

  it('offline, a lookup not saved before says it needs a connection, not that nothing matches', async () => {
    onlineManager.setOnline(false)
    try {
      renderWithProviders(<Harness onChange={() => {}} />)
      const input = screen.getByRole('combobox')
      fireEvent.focus(input)
      fireEvent.change(input, { target: { value: 'Osa' } })
      expect((await screen.findByTestId('destinations-offline')).textContent).toMatch(/This needs a connection\./)
      expect(screen.queryByText(/No destination matches/)).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('while an IME is composing, its arrow keys and Enter do not move in or pick from the list', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.compositionStart(input)
    fireEvent.change(input, { target: { value: 'Tok' } })
    await screen.findByRole('group', { name: 'Cities and regions' })
    // Chrome marks keys the IME handles: isComposing, keyCode 229.
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 229, isComposing: true })
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true })
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.compositionEnd(input)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith({ type: 'region', value: '101', text: 'Tokyo' })
  })

  it('Enter without choosing picks the best (first) match of the typed text', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'Tok' } })
    await screen.findByRole('group', { name: 'Cities and regions' })
    await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThan(0))
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith({ type: 'region', value: '101', text: 'Tokyo' })
    expect((input as HTMLInputElement).value).toBe('Tokyo')
  })

  it('looks up regions and hotels in parallel, grouped; arrows and Enter pick one', async () => {
    seen.length = 0
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'Tok' } })
    const hotels = await screen.findByRole('group', { name: 'Hotels' })
    expect(within(hotels).getByRole('option').textContent).toContain('Tokyo Bay Hotel')
    expect(screen.getByRole('group', { name: 'Cities and regions' })).toBeTruthy()
    expect(seen).toEqual(expect.arrayContaining(['region:Tok', 'hotel:Tok']))

    // Escape closes; ArrowDown reopens on the first option, the next one moves down.
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(screen.getByRole('listbox')).toBeTruthy()
    const first = input.getAttribute('aria-activedescendant')
    expect(first && document.getElementById(first)?.getAttribute('role')).toBe('option')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const active = input.getAttribute('aria-activedescendant')
    expect(active && document.getElementById(active)?.textContent).toContain('Tokyo Bay Hotel')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith({ type: 'hotel', value: '7', text: 'Tokyo Bay Hotel' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect((input as HTMLInputElement).value).toBe('Tokyo Bay Hotel')
  })

  it('keeps the highlighted destination when the rest of the results arrive, and marks the list busy meanwhile', async () => {
    let releaseRegions = () => {}
    const regionsHeld = new Promise<void>((resolve) => (releaseRegions = resolve))
    server.use(
      http.get(HotelPaths.regionFuzzy, async () => {
        await regionsHeld
        return ok(regionHitListSchema.parse([tokyo]))
      }),
    )
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'Tok' } })
    // Hotels answer first; regions are still out, so the list says it is busy.
    await screen.findByRole('group', { name: 'Hotels' })
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const highlighted = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent
    expect(highlighted()).toContain('Tokyo Bay Hotel')
    // Regions arrive above the hotels: the highlight stays on the hotel, not on position 0.
    releaseRegions()
    await screen.findByRole('group', { name: 'Cities and regions' })
    await waitFor(() => expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBeNull())
    expect(highlighted()).toContain('Tokyo Bay Hotel')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith({ type: 'hotel', value: '7', text: 'Tokyo Bay Hotel' })
  })

  it('ArrowUp from no highlight goes to the last option', async () => {
    renderWithProviders(<Harness onChange={() => {}} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'Tok' } })
    await screen.findByRole('group', { name: 'Hotels' })
    await screen.findByRole('group', { name: 'Cities and regions' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    const active = input.getAttribute('aria-activedescendant')
    expect(active && document.getElementById(active)?.textContent).toContain('Tokyo Bay Hotel')
  })

  it('Escape closes the list', async () => {
    renderWithProviders(<Harness onChange={() => {}} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    await screen.findByRole('listbox')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('cancels the older lookup when the user types on (AbortSignal from the query)', async () => {
    server.use(
      http.get(HotelPaths.regionFuzzy, async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? ''
        // Hold the first lookup long enough for the user to type on.
        if (keyword === 'Tok') await new Promise((r) => setTimeout(r, 1500))
        return ok(regionHitListSchema.parse([tokyo]))
      }),
    )
    const signals = new Map<string, AbortSignal>()
    const patched = globalThis.fetch
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url.includes('region/fuzzy') && init?.signal) signals.set(new URL(url, 'http://x').searchParams.get('keyword') ?? '', init.signal)
      return patched(input, init)
    }
    try {
      renderWithProviders(<Harness onChange={() => {}} />)
      const input = screen.getByRole('combobox')
      fireEvent.focus(input)
      fireEvent.change(input, { target: { value: 'Tok' } })
      await waitFor(() => expect(signals.has('Tok')).toBe(true))
      expect(signals.get('Tok')?.aborted).toBe(false)
      fireEvent.change(input, { target: { value: 'Tokyo' } })
      await waitFor(() => expect(signals.get('Tok')?.aborted).toBe(true))
      await waitFor(() => expect(signals.has('Tokyo')).toBe(true))
      expect(signals.get('Tokyo')?.aborted).toBe(false)
    } finally {
      globalThis.fetch = patched
    }
  })

  it('asks a visitor for two characters before any lookup', async () => {
    seen.length = 0
    renderWithProviders(<Harness onChange={() => {}} minChars={2} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'T' } })
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 300))
    expect(seen).toEqual([])
  })

  it('does not offer the popular cities once the user has typed, and Enter waits for the results', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    await screen.findByRole('group', { name: 'Popular destinations' })
    // Typed fast: the popular list is for an empty field, not for "Tok".
    fireEvent.change(input, { target: { value: 'Tok' } })
    expect(screen.queryByRole('group', { name: 'Popular destinations' })).toBeNull()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    // Nothing picked, and the form is not submitted with a half-chosen destination either.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true')
    await screen.findByRole('group', { name: 'Cities and regions' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith({ type: 'region', value: '101', text: 'Tokyo' })
  })

  it('does not offer the previous keyword\'s hits while the next ones load', async () => {
    let releaseSeoul = () => {}
    const seoulHeld = new Promise<void>((resolve) => (releaseSeoul = resolve))
    server.use(
      http.get(HotelPaths.regionFuzzy, async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? ''
        seen.push(`region:${keyword}`)
        if (keyword === 'Seoul') await seoulHeld
        return ok(regionHitListSchema.parse(keyword === 'Seoul' ? [seoul] : keyword.startsWith('Tok') ? [tokyo] : []))
      }),
    )
    seen.length = 0
    const onChange = vi.fn()
    renderWithProviders(<Harness onChange={onChange} />)
    const input = screen.getByRole('combobox')
    fireEvent.focus(input)
    const highlighted = () => input.getAttribute('aria-activedescendant')
    fireEvent.change(input, { target: { value: 'Tok' } })
    await screen.findByRole('group', { name: 'Hotels' })

    // On to "Seoul": neither the debounce's "Tok" nor the answer kept while "Seoul" loads.
    fireEvent.change(input, { target: { value: 'Seoul' } })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(seen).toContain('region:Seoul'))
    expect(screen.queryByRole('option')).toBeNull()
    expect(screen.getByText('Searching…')).toBeTruthy()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted()).toBeNull()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).not.toHaveBeenCalled()
    expect((input as HTMLInputElement).value).toBe('Seoul')

    releaseSeoul()
    await screen.findByRole('group', { name: 'Cities and regions' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith({ type: 'region', value: '102', text: 'Seoul' })
    expect((input as HTMLInputElement).value).toBe('Seoul')
  })

  it('selects the picked destination on focus, so typing replaces it instead of appending', async () => {
    renderWithProviders(<Harness onChange={() => {}} initial={{ type: 'region', value: '101', text: 'Tokyo' }} />)
    const input = screen.getByRole('combobox') as HTMLInputElement
    // By mouse: selected once the click has placed the caret.
    fireEvent.mouseDown(input)
    input.focus()
    input.setSelectionRange(2, 2)
    fireEvent.click(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5])
    // By keyboard (Tab): selected on focus.
    input.blur()
    input.setSelectionRange(5, 5)
    input.focus()
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5])
    // Free text the user typed is left as it is.
    fireEvent.change(input, { target: { value: 'Tok' } })
    input.blur()
    input.setSelectionRange(3, 3)
    input.focus()
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3])
  })

  it('keeps the listbox out of the Tab order (Tab from the field goes to the next field)', async () => {
    renderWithProviders(<Harness onChange={() => {}} />)
    fireEvent.focus(screen.getByRole('combobox'))
    expect((await screen.findByRole('listbox')).getAttribute('tabindex')).toBe('-1')
  })
})
