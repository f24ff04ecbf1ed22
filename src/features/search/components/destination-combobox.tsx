import { Box, Spinner, Text } from '@chakra-ui/react'
import { Input } from '../../../components/field'
import { useLingui } from '@lingui/react/macro'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useOnline } from '../../../lib/pwa/online'
import { useHotelFuzzy } from '../api/hotel-fuzzy'
import { useRegionFuzzy } from '../api/region-fuzzy'
import { useRegionHot } from '../api/region-hot'
import { hotelOptions, regionOptions, type DestinationOption } from '../destination-options'
import { useDebounced } from '../hooks/use-debounced'
import type { Destination } from '../search-store'

export interface DestinationComboboxProps {
  value: Destination | null
  onChange(destination: Destination | null): void
  /** §4: guests need at least two characters before a lookup. */
  minChars: number
  invalid?: boolean
  errorId?: string
}

/**
 * §7 destination lookup as an ARIA 1.2 combobox: region and hotel lookups run in parallel on
 * the debounced text; hot cities show on focus while the field is empty. The listbox holds two
 * groups; arrow keys move the active option, Enter picks it, Escape closes.
 *
 * The active option is held by its id, not its position: results arrive in two parts and the
 * list is replaced while the user types on, and a position would then point at another
 * destination than the one highlighted when the key was pressed.
 *
 * Only options for the text as it stands are offered: the hot cities while the field is empty
 * (or shows the picked destination), else the lookups of exactly that text. Results of an
 * earlier text (the debounce still running, or a previous keyword's answer kept by the query
 * while the next one loads) are neither shown nor picked, so a quick "Tokyo", ArrowDown, Enter
 * cannot choose a popular city or the previous keyword's first hit. Until the current text's
 * results are in, the listbox says "Searching…", is marked aria-busy and Enter does nothing.
 * Focusing a field that shows the picked destination selects its text, so typing replaces it
 * instead of being appended to the label.
 */
export function DestinationCombobox({ value, onChange, minChars, invalid, errorId }: DestinationComboboxProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState(value?.text ?? '')
  const [open, setOpen] = useState(false)
  const [activeId, setActiveId] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Follow a value set from outside (a recent search, the URL) while the user is not typing.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    // Clearing comes from our own typing: keep what the user typed.
    if (value) setText(value.text)
  }

  const typed = text.trim()
  const keyword = useDebounced(typed, 180)
  const lookup = (s: string) => s.length >= minChars && s !== value?.text
  // What the list is for: the text as it stands, not the debounced keyword.
  const searching = lookup(typed)
  const regions = useRegionFuzzy(keyword, open && lookup(keyword))
  const hotels = useHotelFuzzy(keyword, open && lookup(keyword))
  const hot = useRegionHot(open)
  // A lookup's answer counts only when it is for the current text, not for the keyword the
  // debounce has not caught up from.
  const settled = keyword === typed
  const regionHits = settled ? regions.data : undefined
  const hotelHits = settled ? hotels.data : undefined

  const groups = useMemo(() => {
    if (!searching) {
      return [{ key: 'hot', label: t`Popular destinations`, options: regionOptions(hot.data ?? [], locale) }]
    }
    return [
      { key: 'regions', label: t`Cities and regions`, options: regionOptions(regionHits ?? [], locale) },
      { key: 'hotels', label: t`Hotels`, options: hotelOptions(hotelHits ?? [], locale) },
    ]
  }, [searching, hot.data, regionHits, hotelHits, locale, t])
  const options: DestinationOption[] = groups.flatMap((g) => g.options)
  const loading = searching ? !settled || regions.isFetching || hotels.isFetching : hot.isFetching
  const failed = searching ? settled && regions.isError && hotels.isError : hot.isError
  // Offline, a lookup not saved before waits (paused): "no destination matches" would claim
  // the place is not served. Say a connection is needed instead.
  const offlineReason = useOnline().reason
  const paused = options.length === 0 && (searching ? settled && (regions.fetchStatus === 'paused' || hotels.fetchStatus === 'paused') : hot.fetchStatus === 'paused')
  const tooShort = typed.length > 0 && typed.length < minChars
  const active = activeId === null ? -1 : options.findIndex((o) => o.id === activeId)
  const current = options[active]
  // Focus by a click: select the picked destination once the click has placed the caret.
  const clickFocus = useRef(false)
  const selectPicked = (input: HTMLInputElement) => {
    if (value && text === value.text && input.selectionStart === input.selectionEnd) input.select()
  }

  const pick = (option: DestinationOption) => {
    onChange(option.destination)
    setShownValue(option.destination)
    setText(option.destination.text)
    setOpen(false)
    setActiveId(null)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An IME (zh-CN pinyin, ja kana) is composing: its arrows pick a candidate and its Enter
    // commits the text, they do not move in or pick from this list.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) {
        // Reopening with the keyboard lands on the first option (WAI-ARIA combobox pattern).
        setOpen(true)
        setActiveId(options[0]?.id ?? null)
        return
      }
      if (options.length === 0) return
      const down = e.key === 'ArrowDown'
      const next = active < 0 ? (down ? 0 : options.length - 1) : (active + (down ? 1 : -1) + options.length) % options.length
      setActiveId(options[next]?.id ?? null)
    } else if (e.key === 'Enter' && open && current) {
      e.preventDefault()
      pick(current)
    } else if (e.key === 'Enter' && open && searching && loading) {
      // The current text's results are not in yet: neither an older option nor a submit of
      // the half-chosen destination; Enter once they show picks.
      e.preventDefault()
    } else if (e.key === 'Enter' && open && searching && options[0]) {
      // Typed "Tokyo" and pressed Enter: the best match (the first) is what was meant.
      e.preventDefault()
      pick(options[0])
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
      setActiveId(null)
    }
  }

  const showList = open && (options.length > 0 || loading || failed || (searching && !loading) || tooShort)
  let index = -1
  return (
    <Box position="relative" width="full">
      <Input
        ref={inputRef}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && current ? `${id}-${current.id}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        autoComplete="off"
        placeholder={t`City, region or hotel`}
        value={text}
        size="lg"
        onMouseDown={(e) => {
          clickFocus.current = document.activeElement !== e.currentTarget
        }}
        onFocus={(e) => {
          setOpen(true)
          if (!clickFocus.current) selectPicked(e.currentTarget)
        }}
        onClick={(e) => {
          setOpen(true)
          if (clickFocus.current) selectPicked(e.currentTarget)
          clickFocus.current = false
        }}
        onBlur={() => {
          setOpen(false)
          setActiveId(null)
        }}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActiveId(null)
          // Typing replaces a picked destination: only a picked option is a destination.
          if (value) onChange(null)
        }}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <Box
          id={listId}
          role="listbox"
          aria-label={t`Destinations`}
          aria-busy={loading || undefined}
          // Out of the Tab order: Chrome makes a scrolling box focusable by itself, and Tab
          // would land on this list just before it closes, leaving focus on <body>.
          tabIndex={-1}
          position="absolute"
          insetInlineStart="0"
          top="calc(100% + 4px)"
          width={{ base: 'full', md: 'max(100%, 26rem)' }}
          maxW="calc(100vw - 2rem)"
          maxH="80"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          zIndex="dropdown"
          py="1"
          // Keep focus in the input while clicking an option.
          onMouseDown={(e) => e.preventDefault()}
        >
          {tooShort && (
            <Text px="3" py="2" textStyle="sm" color="fg.muted">
              {t`Type at least ${minChars} characters`}
            </Text>
          )}
          {groups.map((group) =>
            group.options.length === 0 ? null : (
              <Box key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
                <Text id={`${id}-${group.key}`} px="3" pt="2" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                  {group.label}
                </Text>
                {group.options.map((option) => {
                  index += 1
                  const i = index
                  const selected = i === active
                  return (
                    <Box
                      key={option.id}
                      id={`${id}-${option.id}`}
                      role="option"
                      aria-selected={selected}
                      px="3"
                      py="2"
                      minH="11"
                      cursor="pointer"
                      bg={selected ? 'brand.subtle' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      onMouseEnter={() => setActiveId(option.id)}
                      onClick={() => pick(option)}
                    >
                      <Text fontWeight="medium" lineClamp={1}>
                        {option.label}
                      </Text>
                      {option.detail && (
                        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                          {option.detail}
                        </Text>
                      )}
                    </Box>
                  )
                })}
              </Box>
            ),
          )}
          {loading && options.length === 0 && (
            <Box px="3" py="2" display="flex" gap="2" alignItems="center" color="fg.muted" textStyle="sm">
              <Spinner size="xs" /> {t`Searching…`}
            </Box>
          )}
          {!loading && failed && (
            <Text px="3" py="2" textStyle="sm" color="fg.error">
              {t`Destinations could not be loaded. Check the connection and try again.`}
            </Text>
          )}
          {!loading && !failed && paused && (
            <Text px="3" py="2" textStyle="sm" color="fg.muted" data-testid="destinations-offline">
              {offlineReason ?? t`You're offline. This needs a connection.`}
            </Text>
          )}
          {!loading && !failed && !paused && searching && options.length === 0 && (
            <Text px="3" py="2" textStyle="sm" color="fg.muted">
              {t`No destination matches “${keyword}”`}
            </Text>
          )}
        </Box>
      )}
    </Box>
  )
}
