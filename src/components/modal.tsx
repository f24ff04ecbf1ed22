import { Box, chakra, CloseButton, Heading, type SystemStyleObject } from '@chakra-ui/react'
import { cloneElement, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

// Dialogs and drawers on the browser's own modal <dialog> (#9: it replaces Zag's dialog machine,
// focus trap, dismissable layer and scroll lock, ~12 KB gzip of every route's first load). The
// browser puts it above everything, makes the rest of the page inert (Tab stays inside, screen
// readers see only the dialog), moves the focus into it and answers Escape; this component adds
// the click on the backdrop, the scroll lock and the focus back on the opener.

export interface ModalProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** The close button's name; without it there is no close button. */
  closeLabel?: string
  /** 'center': a dialog; 'start' or 'end': a drawer along that side (the right in ltr for 'end'). */
  placement?: 'center' | 'start' | 'end'
  /** Drawer width: 'xs' 20rem, 'sm' 28rem. */
  size?: 'xs' | 'sm'
  /** Dialog width (a CSS length). */
  maxW?: string
  /** The whole screen below the sm breakpoint (a dialog with a long form on a phone). */
  fullScreenOnPhone?: boolean
  role?: 'dialog' | 'alertdialog'
  /** No way out but its own buttons: Escape and the backdrop do nothing. */
  blocking?: boolean
  /** The button that opens it: gets its click and ARIA state. */
  trigger?: ReactElement<Record<string, unknown>>
  /** Built on first opening and kept while closed (what was typed in it stays); false builds it anew each time. */
  keepMounted?: boolean
  'data-testid'?: string
}

const Dialog = chakra('dialog')

let scrollLocks = 0
function lockScroll(): () => void {
  const root = document.documentElement
  if (scrollLocks++ === 0) {
    // The page keeps its width: the scrollbar's gutter stays while the page cannot scroll, on
    // whichever side the browser draws it (the left in some right-to-left pages).
    const scrollbar = window.innerWidth - root.clientWidth > 0
    root.style.setProperty('overflow', 'hidden')
    if (scrollbar) root.style.setProperty('scrollbar-gutter', 'stable')
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--scrollLocks === 0) {
      root.style.removeProperty('overflow')
      root.style.removeProperty('scrollbar-gutter')
    }
  }
}

const BACKDROP: SystemStyleObject = { '&::backdrop': { background: 'rgba(0, 0, 0, 0.48)' } }

function placementStyle(placement: 'center' | 'start' | 'end', size: 'xs' | 'sm', maxW: string | undefined, fullScreenOnPhone: boolean): SystemStyleObject {
  if (placement !== 'center') {
    const fromRight = placement === 'end' ? 'slide-from-right-full' : 'slide-from-left-full'
    const fromLeft = placement === 'end' ? 'slide-from-left-full' : 'slide-from-right-full'
    return {
      marginBlock: '0',
      marginInlineStart: placement === 'end' ? 'auto' : '0',
      marginInlineEnd: placement === 'end' ? '0' : 'auto',
      width: '100%',
      maxWidth: size === 'xs' ? 'min(20rem, 100vw)' : 'min(28rem, 100vw)',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: '0',
      _open: { animationName: fromRight, animationDuration: 'moderate' },
      _rtl: { _open: { animationName: fromLeft } },
    }
  }
  const dialog: SystemStyleObject = {
    // Centred as the browser draws a modal dialog (the CSS reset sets every margin to 0).
    margin: 'auto',
    width: 'calc(100% - 2rem)',
    maxWidth: maxW ?? '28rem',
    maxHeight: 'calc(100dvh - 2rem)',
    borderRadius: 'l3',
    _open: { animationName: 'fade-in, slide-from-bottom', animationDuration: 'moderate' },
  }
  return fullScreenOnPhone
    ? { ...dialog, smDown: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: '0' } }
    : dialog
}

export function Modal(props: ModalProps) {
  const { open, onOpenChange, trigger, keepMounted = true } = props
  const triggerRef = useRef<HTMLElement | null>(null)
  const [built, setBuilt] = useState(open)
  if (open && !built) setBuilt(true)
  const button =
    trigger &&
    cloneElement(trigger, {
      ref: (el: HTMLElement | null) => void (triggerRef.current = el),
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: () => onOpenChange(true),
    })
  return (
    <>
      {button}
      {(open || (keepMounted && built)) && createPortal(<ModalDialog {...props} triggerRef={triggerRef} />, document.body)}
    </>
  )
}

function ModalDialog({ open, onOpenChange, title, children, footer, closeLabel, placement = 'center', size = 'xs', maxW, fullScreenOnPhone = false, role, blocking = false, 'data-testid': testId, triggerRef }: ModalProps & { triggerRef: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const pressedOnBackdrop = useRef(false)
  const latest = useRef({ open, blocking, onOpenChange })
  latest.current = { open, blocking, onOpenChange }

  const opener = useRef<HTMLElement | null>(null)
  const unlock = useRef<(() => void) | null>(null)
  // Closing, in a layout effect's body rather than a cleanup: React puts the focus back where it
  // was before each commit's DOM changes, after cleanups, so a cleanup's focus() would be undone.
  const finish = useRef(() => {
    unlock.current?.()
    unlock.current = null
    const dialog = ref.current
    const focusWasInside = !dialog || dialog.contains(document.activeElement) || document.activeElement === document.body
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
    if (focusWasInside && opener.current?.isConnected) opener.current.focus({ preventScroll: true })
    opener.current = null
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!open) {
      if (unlock.current) finish.current()
      return
    }
    // Where the focus goes back to: what had it (a click does not focus a button in Safari), or the button that opened it.
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    opener.current = active ?? triggerRef.current
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    // The browser focuses the first focusable element; a dialog without one gets the focus itself.
    if (!dialog.contains(document.activeElement)) dialog.focus()
    unlock.current ??= lockScroll()
  }, [open, triggerRef])

  // Unmounted while open (its page left, a dialog built anew each time): the same, at once.
  useLayoutEffect(() => () => void (unlock.current && finish.current()), [])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      // Escape: the component decides (a blocking dialog stays).
      event.preventDefault()
      if (!latest.current.blocking) latest.current.onOpenChange(false)
    }
    const onClose = () => {
      // The browser closed it by itself (e.g. Escape pressed twice in Chrome): a blocking dialog
      // comes back, any other is closed for the page too.
      if (!latest.current.open) return
      if (latest.current.blocking && typeof dialog.showModal === 'function') dialog.showModal()
      else latest.current.onOpenChange(false)
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
    }
  }, [])

  return (
    <Dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      tabIndex={-1}
      p="0"
      border="none"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      textStyle="sm"
      overflow="hidden"
      outline="none"
      flexDirection="column"
      _open={{ display: 'flex' }}
      _motionReduce={{ animation: 'none' }}
      css={{ ...BACKDROP, ...placementStyle(placement, size, maxW, fullScreenOnPhone) }}
      // A press and release both on the backdrop (not a text selection dragged out of the
      // dialog) close it. The dialog's own box is all content, so only the backdrop hits it.
      onPointerDown={(event) => void (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current && !blocking) onOpenChange(false)
        pressedOnBackdrop.current = false
      }}
    >
      <Box display="flex" flexDirection="column" flex="1" minH="0" position="relative">
        <Box px="6" pt="6" pb="4" pe={closeLabel ? '12' : '6'}>
          <Heading as="h2" id={titleId} textStyle="lg" fontWeight="semibold">
            {title}
          </Heading>
        </Box>
        <Box flex="1" minH="0" overflowY="auto" px="6" pt="2" pb="6">
          {children}
        </Box>
        {footer && (
          <Box display="flex" alignItems="center" justifyContent="flex-end" gap="3" px="6" pt="2" pb="4">
            {footer}
          </Box>
        )}
        {closeLabel && <CloseButton size="sm" position="absolute" top="2" insetEnd="2" aria-label={closeLabel} onClick={() => onOpenChange(false)} />}
      </Box>
    </Dialog>
  )
}
