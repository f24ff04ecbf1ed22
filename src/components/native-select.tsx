import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react'
import { createContext, useContext, useMemo } from 'react'
import { attr, FieldContext, withField } from './field'
import { ChevronDownIcon } from './icons/icons'

// Chakra's NativeSelect without Ark (#9), like the fields in field.tsx: a native <select> drawn
// by the nativeSelect recipe, taking its state from the Field.Root around it.

const selectSlots = createSlotRecipeContext({ key: 'nativeSelect' })
const SelectContext = createContext<{ invalid: boolean; disabled: boolean }>({
  invalid: false,
  disabled: false,
})
type NativeSelectRootProps = HTMLChakraProps<'div', SlotRecipeProps<'nativeSelect'>> & { invalid?: boolean; disabled?: boolean }
const StyledSelectRoot = selectSlots.withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'nativeSelect'>>>('div', 'root')
const StyledSelect = selectSlots.withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field')
const StyledSelectIndicator = selectSlots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator')

/** `invalid` and `disabled` come from the Field.Root around the select, else from here. */
function NativeSelectRoot({ invalid, disabled, ...props }: NativeSelectRootProps) {
  const field = useContext(FieldContext)
  const state = useMemo(
    () => ({
      invalid: field?.invalid ?? invalid ?? false,
      disabled: field?.disabled ?? disabled ?? false,
    }),
    [field, invalid, disabled],
  )
  return (
    <SelectContext.Provider value={state}>
      <StyledSelectRoot {...props} />
    </SelectContext.Provider>
  )
}

function NativeSelectField({ placeholder, children, ...props }: HTMLChakraProps<'select'> & { placeholder?: string }) {
  const field = useContext(FieldContext)
  const { invalid, disabled } = useContext(SelectContext)
  const own = {
    disabled: disabled || undefined,
    'aria-invalid': invalid || undefined,
    'data-invalid': attr(invalid),
    ...props,
  }
  return (
    <StyledSelect data-scope="field" data-part="select" {...withField(field, own)}>
      {placeholder && <option value="">{placeholder}</option>}
      {children}
    </StyledSelect>
  )
}

function NativeSelectIndicator(props: HTMLChakraProps<'div'>) {
  const { invalid, disabled } = useContext(SelectContext)
  return (
    <StyledSelectIndicator data-disabled={attr(disabled)} data-invalid={attr(invalid)} {...props}>
      {props.children ?? <ChevronDownIcon />}
    </StyledSelectIndicator>
  )
}

/** A native <select> drawn by Chakra's nativeSelect recipe (Root › Field + Indicator). */
export const NativeSelect = {
  Root: NativeSelectRoot,
  Field: NativeSelectField,
  Indicator: NativeSelectIndicator,
}
