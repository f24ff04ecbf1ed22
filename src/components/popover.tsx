import { Box, type BoxProps } from '@chakra-ui/react'
import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { FOCUSABLE } from './use-focus-trap'
import { unlessSame } from './same-place'

// A panel opened by a button (the guests picker, the header's login form, the introduction
// tabs): a non-modal dialog. #9: it replaces Zag's popover machine with its focus trap,
// dismissable layer and floating-ui positioning (with the dialogs, ~25 KB gzip of every route).
//
// The panel follows its button in the page (Tab goes from the button into it and on out of it),
// drawn at a fixed position below the button (above it when there is more room there), aligned
// with the button's inline start or end and kept inside the viewport. Opening it moves the focus
// into it; Escape closes it and gives the focus back to the button; a click or the focus moving
// elsewhere closes it. A modal dialog opened from it (the login's code dialog) does not.

const EDGE = 8
const GAP = 6

export interface PopoverProps {
  open: boolean
  onOpenChange(open: boolean): void
  trigger: ReactElement<Record<string, unknown>>
  children: ReactNode
  /** Which of the button's edges the panel lines up with ('start': its left in ltr). */
  placement?: 'start' | 'end'
  /** The panel's accessible name. */
  label: string
  /** Where the focus goes on opening; by default the first control in the panel. */
  initialFocus?: () => HTMLElement | null
  /** Kept (hidden) once opened, so what was typed in it stays; false builds it anew each time. */
  keepMounted?: boolean
  /** The panel's size and padding (Chakra style props). */
  panel?: BoxProps
}

interface Place {
  top: number
  left: number
  maxHeight: number
}

function place(trigger: HTMLElement, content: HTMLElement, placement: 'start' | 'end'): Place {
  const r = trigger.getBoundingClientRect()
  const width = content.offsetWidth
  const height = content.scrollHeight
  const vw = document.documentElement.clientWidth || window.innerWidth
  const vh = window.innerHeight
  const rtl = getComputedStyle(trigger).direction === 'rtl'
  const alignLeft = (placement === 'start') !== rtl
  const left = Math.max(EDGE, Math.min(alignLeft ? r.left : r.right - width, vw - width - EDGE))
  const below = vh - r.bottom - GAP - EDGE
  const above = r.top - GAP - EDGE
  const up = height > below && above > below
  return {
    top: Math.round(up ? Math.max(EDGE, r.top - GAP - Math.min(height, above)) : r.bottom + GAP),
    left: Math.round(left),
    maxHeight: Math.max(120, Math.floor(up ? above : below)),
  }
}

/** An event from a modal dialog opened on top (not from inside this panel): not ours to act on. */
function fromDialogAbove(target: EventTarget | null, content: HTMLElement | null): boolean {
  const dialog = target instanceof Element ? target.closest('dialog[open]') : null
  return dialog !== null && !(content?.contains(dialog) ?? false)
}

export function Popover({ open, onOpenChange, trigger, children, placement = 'start', label, initialFocus, keepMounted = false, panel }: PopoverProps) {
  const id = useId()
  const triggerRef = useRef<HTMLElement | null>(null)
  const contentRef = useRef<HTMLDivElement | null>(null)
  const [built, setBuilt] = useState(open)
  const [position, setPosition] = useState<Place | null>(null)
  if (open && !built) setBuilt(true)
  const latest = useRef({ onOpenChange, initialFocus })
  latest.current = { onOpenChange, initialFocus }

  const reposition = useCallback(() => {
    if (triggerRef.current && contentRef.current) setPosition(unlessSame(place(triggerRef.current, contentRef.current, placement)))
  }, [placement])

  useLayoutEffect(() => {
    if (!open) return
    reposition()
    const content = contentRef.current
    const target = latest.current.initialFocus?.() ?? content?.querySelector<HTMLElement>(FOCUSABLE) ?? content
    target?.focus({ preventScroll: true })
  }, [open, reposition])

  useEffect(() => {
    if (!open) return
    const content = contentRef.current
    const close = (refocus: boolean) => {
      latest.current.onOpenChange(false)
      if (refocus) triggerRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (content?.contains(target) || triggerRef.current?.contains(target) || fromDialogAbove(event.target, content)) return
      close(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || fromDialogAbove(event.target, content)) return
      close(true)
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node
      if (content?.contains(target) || triggerRef.current?.contains(target) || fromDialogAbove(event.target, content)) return
      close(false)
    }
    const observer = typeof ResizeObserver === 'undefined' || !content ? undefined : new ResizeObserver(reposition)
    if (content) observer?.observe(content)
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    window.addEventListener('resize', reposition)
    window.addEventListener('scroll', reposition, { passive: true, capture: true })
    return () => {
      observer?.disconnect()
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('resize', reposition)
      window.removeEventListener('scroll', reposition, { capture: true })
    }
  }, [open, reposition])

  const button = cloneElement(trigger, {
    ref: (el: HTMLElement | null) => void (triggerRef.current = el),
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => onOpenChange(!open),
  })

  const style: CSSProperties = position ? { top: position.top, left: position.left, maxHeight: position.maxHeight } : { top: 0, left: 0, visibility: 'hidden' }

  return (
    <>
      {button}
      {(open || (keepMounted && built)) && (
        <Box
          ref={contentRef}
          id={id}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          hidden={!open}
          data-state={open ? 'open' : 'closed'}
          position="fixed"
          style={style}
          zIndex="popover"
          maxW="calc(100vw - 16px)"
          overflowY="auto"
          bg="bg.panel"
          color="fg"
          borderRadius="l2"
          boxShadow="lg"
          outline="none"
          p="4"
          // In the page, not in a portal: what the button's row sets for its own text (no wrapping
          // in the introduction tabs, bold) must not reach the panel.
          textAlign="start"
          fontWeight="normal"
          whiteSpace="normal"
          textTransform="none"
          letterSpacing="normal"
          _open={{ animationName: 'fade-in', animationDuration: 'fast' }}
          _motionReduce={{ animation: 'none' }}
          {...panel}
        >
          {children}
        </Box>
      )}
    </>
  )
}
