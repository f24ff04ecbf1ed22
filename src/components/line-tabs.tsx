import { Box, chakra } from '@chakra-ui/react'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export type LineTab = { value: string; label: ReactNode; panel: () => ReactNode }

/**
 * The ARIA tabs pattern on native buttons, drawn as fitted "line" tabs: arrow keys (mirrored
 * right to left), Home and End, activation on focus; only the selected panel is mounted.
 * It replaced Chakra's Tabs in the history drawer, the app's only tabs: Zag's tabs machine and
 * the tabs recipe were ~2.5 KB gzip on every page with the drawer (#9 byte budget).
 */
export function LineTabs({ value, onChange, tabs }: { value: string; onChange: (value: string) => void; tabs: LineTab[] }) {
  const id = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const current = Math.max(0, tabs.findIndex((tab) => tab.value === value))
  const selected = tabs[current]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }
    const step = steps[event.key]
    const next = step !== undefined ? (current + step + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1
    const tab = tabs[next]
    if (!tab) return
    event.preventDefault()
    onChange(tab.value)
    buttons.current[next]?.focus()
  }
  if (!selected) return null
  return (
    <>
      <Box role="tablist" display="flex" borderBottomWidth="1px" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const on = i === current
          return (
            <chakra.button
              key={tab.value}
              ref={(el: HTMLButtonElement | null) => {
                buttons.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}t${i}`}
              aria-selected={on}
              aria-controls={`${id}p${i}`}
              tabIndex={on ? 0 : -1}
              onClick={() => onChange(tab.value)}
              flex="1"
              minH="11"
              px="3"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor={on ? 'brand.solid' : 'transparent'}
              color={on ? 'fg' : 'fg.muted'}
              fontWeight="medium"
              textStyle="sm"
              cursor="pointer"
              _hover={{ color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
            >
              {tab.label}
            </chakra.button>
          )
        })}
      </Box>
      <Box role="tabpanel" id={`${id}p${current}`} aria-labelledby={`${id}t${current}`} pt="4">
        {selected.panel()}
      </Box>
    </>
  )
}
