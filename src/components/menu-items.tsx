import { Box } from '@chakra-ui/react'
import { cloneElement, createContext, useContext, useId, type MouseEvent as ReactMouseEvent, type ReactElement, type ReactNode } from 'react'
import { CheckIcon } from './icons/icons'

// The items of the header's menus (src/components/menu.tsx): actions, links and choices. Their
// look comes from the menu's content; they reach the menu that holds them through MenuContext.

export interface MenuContextValue {
  close: (refocus?: boolean) => void
}
export const MenuContext = createContext<MenuContextValue | null>(null)

function useMenu(): MenuContextValue {
  const menu = useContext(MenuContext)
  if (!menu) throw new Error('A menu item must be inside <Menu>.')
  return menu
}

export interface MenuItemProps {
  children?: ReactNode
  onSelect?: () => void
  disabled?: boolean
  /** A link (or other element) to render instead of a button: gets the item's role and handlers. */
  render?: ReactElement<Record<string, unknown>>
  'data-testid'?: string
}

/** An action, or with `render` a link; choosing it closes the menu. */
export function MenuItem({ children, onSelect, disabled = false, render, 'data-testid': testId }: MenuItemProps) {
  const { close } = useMenu()
  const props = {
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': disabled || undefined,
    'data-testid': testId,
    onClick: (event: ReactMouseEvent) => {
      if (disabled) {
        event.preventDefault()
        return
      }
      onSelect?.()
      // A link navigates; the focus is not pulled back to the button on its way.
      close(!render)
    },
  }
  return render ? cloneElement(render, props) : <button type="button" {...props}>{children}</button>
}

export interface MenuRadioItemProps {
  checked: boolean
  onSelect: () => void
  children: ReactNode
}

/** One choice of a list (a language, a currency): the chosen one is checked and marked. */
export function MenuRadioItem({ checked, onSelect, children }: MenuRadioItemProps) {
  const { close } = useMenu()
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      onClick={() => {
        onSelect()
        close()
      }}
    >
      {checked && <CheckIcon position="absolute" insetStart="2" boxSize="4" />}
      {children}
    </button>
  )
}

/** Items under a heading (the heading names the group for screen readers). */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id}>
      <Box id={id} px="2" py="1.5" fontWeight="semibold" textStyle="sm">
        {label}
      </Box>
      {children}
    </div>
  )
}

export function MenuSeparator() {
  return <Box role="separator" height="1px" bg="bg.muted" my="1" mx="-1" />
}
