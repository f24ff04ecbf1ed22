import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type CheckboxRowProps = Omit<HTMLChakraProps<'label'>, 'onChange' | 'children'> & {
  label: ReactNode
  checked: boolean
  onChange(on: boolean): void
  /** The form field's name (a submit handler can focus the box by it). */
  name?: string
  /** Marks the box invalid (aria-invalid and a red outline). */
  invalid?: boolean
  /** Id of the text that explains the box, e.g. its error message. */
  describedBy?: string
}

/**
 * A native checkbox in its label, a 44 px row: Chakra's Checkbox brought Zag's state machine
 * (~1.6 KB gzip) to each route that used it (#9); the browser's box does the same here.
 */
export function CheckboxRow({ label, checked, onChange, name, invalid, describedBy, ...labelProps }: CheckboxRowProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2.5" minH="11" textStyle="sm" cursor="pointer" {...labelProps}>
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        boxSize="4.5"
        m="0"
        flexShrink={0}
        accentColor="colorPalette.solid"
        colorPalette="brand"
        cursor="pointer"
        // The focus ring wins over the invalid outline while the box has the keyboard focus.
        css={{ '&[aria-invalid=true]:not(:focus-visible)': { outline: '2px solid', outlineColor: 'border.error', outlineOffset: '1px' } }}
      />
      {label}
    </chakra.label>
  )
}
