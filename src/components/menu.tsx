import { Box, type SystemStyleObject } from '@chakra-ui/react'
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { MenuContext } from './menu-items'
import { unlessSame } from './same-place'

// The header's menus (language, currency, account): a button that opens a list of actions,
// links or choices (WAI-ARIA menu button pattern). #9: it replaces Zag's menu machine and its
// positioning (~8 KB gzip of every route's first load); these menus open below a button near the
// top of the page, so they need no collision engine, only to stay inside the viewport.
//
// Keyboard: Enter, Space or ArrowDown on the button open the menu at its first item (the chosen
// one in a list of choices), ArrowUp at its last; in the menu ArrowUp/ArrowDown move (wrapping),
// Home/End jump, a typed letter moves to the next item starting with it, Enter or Space chooses,
// Escape or Tab closes it and the focus goes back to the button. A click outside closes it.

const ITEM = '[role^="menuitem"]:not([aria-disabled="true"])'
/** Space kept between the menu and the viewport's edges. */
const EDGE = 8
const GAP = 4

type Focus = 'first' | 'last' | 'content'

interface Placement {
  top: number
  left?: number
  right?: number
  maxHeight: number
}

function placementOf(trigger: HTMLElement): Placement {
  const rect = trigger.getBoundingClientRect()
  const top = Math.round(rect.bottom + GAP)
  const maxHeight = Math.max(120, window.innerHeight - top - EDGE)
  // Aligned with the button's inline end: its right edge, or its left one in a right-to-left page.
  return getComputedStyle(trigger).direction === 'rtl'
    ? { top, left: Math.max(EDGE, Math.round(rect.left)), maxHeight }
    : { top, right: Math.max(EDGE, Math.round(window.innerWidth - rect.right)), maxHeight }
}

function items(content: HTMLElement | null): HTMLElement[] {
  return content ? [...content.querySelectorAll<HTMLElement>(ITEM)] : []
}

const CONTENT_CSS: SystemStyleObject = {
  '& [role^="menuitem"]': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: '100%',
    minHeight: '9',
    px: '2',
    py: '1.5',
    borderRadius: 'l1',
    textStyle: 'sm',
    textAlign: 'start',
    textDecoration: 'none',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
  },
  '& [role="menuitemradio"]': { ps: '8', position: 'relative' },
  '& [role^="menuitem"]:is(:hover, :focus)': { bg: 'bg.emphasized/60' },
  '& [role^="menuitem"]:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
  '& [role^="menuitem"][aria-disabled="true"]': { opacity: '0.5', cursor: 'not-allowed' },
}

export interface MenuProps {
  /** The button: gets the menu button's id, ARIA attributes and handlers. */
  trigger: ReactElement<Record<string, unknown>>
  /** The menu's content, built only while it is open. */
  children: ReactNode
  minW?: string
  /** A CSS length (e.g. '18rem'); the menu also stops at the viewport's bottom edge. */
  maxH?: string
}

export function Menu({ trigger, children, minW = '8rem', maxH }: MenuProps) {
  const id = useId()
  const triggerId = `${id}-trigger`
  const contentId = `${id}-content`
  const [open, setOpen] = useState<Focus | null>(null)
  const [placement, setPlacement] = useState<Placement | null>(null)
  const triggerRef = useRef<HTMLElement | null>(null)
  const contentRef = useRef<HTMLDivElement | null>(null)
  const typed = useRef({ text: '', at: 0 })

  const close = useCallback((refocus = true) => {
    setOpen(null)
    if (refocus) triggerRef.current?.focus()
  }, [])

  const show = (focus: Focus) => {
    if (triggerRef.current) setPlacement(placementOf(triggerRef.current))
    setOpen(focus)
  }

  useLayoutEffect(() => {
    if (!open) return
    const content = contentRef.current
    const list = items(content)
    const chosen = list.find((el) => el.getAttribute('aria-checked') === 'true')
    const target = open === 'last' ? list.at(-1) : open === 'first' ? (chosen ?? list[0]) : content
    target?.focus({ preventScroll: true })
    target?.scrollIntoView?.({ block: 'nearest' })
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (contentRef.current?.contains(target) || triggerRef.current?.contains(target)) return
      close(false)
    }
    const reposition = () => triggerRef.current && setPlacement(unlessSame(placementOf(triggerRef.current)))
    document.addEventListener('pointerdown', onPointerDown, true)
    window.addEventListener('resize', reposition)
    window.addEventListener('scroll', reposition, { passive: true, capture: true })
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      window.removeEventListener('resize', reposition)
      window.removeEventListener('scroll', reposition, { capture: true })
    }
  }, [open, close])

  const onContentKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const list = items(contentRef.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index < 0 ? -1 : index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(-1)
      case 'Escape':
      case 'Tab':
        event.preventDefault()
        event.stopPropagation()
        return close()
      case ' ':
        // A link item does not answer Space by itself.
        if (index >= 0) {
          event.preventDefault()
          list[index]!.click()
        }
        return
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && /\S/.test(event.key)) {
      const now = Date.now()
      typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLocaleLowerCase(), at: now }
      const { text } = typed.current
      const ordered = [...list.slice(index + 1), ...list.slice(0, index + 1)]
      const match = ordered.find((el) => (el.textContent ?? '').trim().toLocaleLowerCase().startsWith(text)) ?? ordered.find((el) => (el.textContent ?? '').trim().toLocaleLowerCase().startsWith(text.at(-1) ?? ''))
      match?.focus()
    }
  }

  const button = cloneElement(trigger, {
    id: triggerId,
    ref: (el: HTMLElement | null) => void (triggerRef.current = el),
    'aria-haspopup': 'menu',
    'aria-expanded': open !== null,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: (event: ReactMouseEvent) => {
      if (open) close(false)
      // A click from the keyboard (detail 0) starts at the first item, like Enter.
      else show(event.detail === 0 ? 'first' : 'content')
    },
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        show(event.key === 'ArrowUp' ? 'last' : 'first')
      }
    },
  })

  const position = placement ? ({ position: 'fixed', top: placement.top, left: placement.left, right: placement.right, '--available-height': `${placement.maxHeight}px` } as CSSProperties) : undefined

  return (
    <>
      {button}
      {open &&
        createPortal(
          <MenuContext.Provider value={{ close }}>
            <Box
              ref={contentRef}
              id={contentId}
              role="menu"
              aria-labelledby={triggerId}
              tabIndex={-1}
              data-state="open"
              style={position}
              zIndex="popover"
              minW={minW}
              maxW={`calc(100vw - ${2 * EDGE}px)`}
              maxH={maxH ? `min(${maxH}, var(--available-height))` : 'var(--available-height)'}
              overflowY="auto"
              p="1.5"
              bg="bg.panel"
              color="fg"
              borderRadius="l2"
              boxShadow="lg"
              outline="none"
              animationName="fade-in"
              animationDuration="fast"
              _motionReduce={{ animation: 'none' }}
              css={CONTENT_CSS}
              onKeyDown={onContentKeyDown}
              onPointerMove={(event) => {
                // The pointer and the keyboard share one position, as in a native menu.
                const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM)
                if (item && item !== document.activeElement) item.focus({ preventScroll: true })
              }}
            >
              {children}
            </Box>
          </MenuContext.Provider>,
          document.body,
        )}
    </>
  )
}

export { MenuGroup, MenuItem, MenuRadioItem, MenuSeparator, type MenuItemProps, type MenuRadioItemProps } from './menu-items'
