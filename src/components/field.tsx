import { createRecipeContext, createSlotRecipeContext, type HTMLChakraProps, type InputProps, type SlotRecipeProps, type TextareaProps } from '@chakra-ui/react'
import { createContext, forwardRef, useContext, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'

// Form fields drawn by Chakra's field, fieldset, input, textarea and nativeSelect recipes, wired
// by React context instead of Ark's Field (#9: Ark's field with Zag's DOM helpers and textarea
// auto-resize was ~4 KB gzip on every route). Same parts, same data attributes, so the recipes
// style them as before; call sites use the same names (Field.Root, Field.Label …). NativeSelect,
// which also takes its state from a Field.Root, is in native-select.tsx.

/** A data attribute's value: present (empty) when on, absent otherwise. */
export const attr = (on: boolean | undefined) => (on ? '' : undefined)

export type FieldState = {
  controlId: string
  labelId: string
  helperId: string
  errorId: string
  invalid: boolean
  required: boolean
  disabled: boolean
  readOnly: boolean
  hasHelper: boolean
  hasError: boolean
  setText(kind: 'helper' | 'error', present: boolean): void
}

export const FieldContext = createContext<FieldState | null>(null)
type FieldsetState = {
  disabled: boolean
  invalid: boolean
  legendId: string
  helperId: string
  errorId: string
  setText(kind: 'helper' | 'error', present: boolean): void
}
const FieldsetContext = createContext<FieldsetState | null>(null)

/** Says whether a helper or error text is on screen, so the control is described only by texts that exist. */
function useRegister(setText: ((kind: 'helper' | 'error', present: boolean) => void) | undefined, kind: 'helper' | 'error') {
  useLayoutEffect(() => {
    setText?.(kind, true)
    return () => setText?.(kind, false)
  }, [setText, kind])
}

function useTexts() {
  const [texts, setTexts] = useState({ helper: false, error: false })
  const setText = useMemo(() => (kind: 'helper' | 'error', present: boolean) => setTexts((old) => (old[kind] === present ? old : { ...old, [kind]: present })), [])
  return [texts, setText] as const
}

/**
 * A control's props: what its Field.Root gives (id, description, state), then its own props,
 * except those left undefined (`disabled={undefined}` keeps the field's), as Ark merged them.
 */
export function withField<P extends object>(field: FieldState | null, own: P): P {
  if (!field) return own
  const merged: Record<string, unknown> = controlProps(field)
  for (const [key, value] of Object.entries(own)) if (value !== undefined) merged[key] = value
  return merged as P
}

function controlProps(field: FieldState): Record<string, unknown> {
  // The error is part of the description (aria-describedby is read everywhere; aria-errormessage is not).
  const describedBy = [field.hasHelper && field.helperId, field.invalid && field.hasError && field.errorId].filter(Boolean).join(' ')
  return {
    id: field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field.invalid || undefined,
    'data-invalid': attr(field.invalid),
    'data-required': attr(field.required),
    'data-readonly': attr(field.readOnly),
    required: field.required || undefined,
    disabled: field.disabled || undefined,
    readOnly: field.readOnly || undefined,
  }
}

const fieldSlots = createSlotRecipeContext({ key: 'field' })

type FieldRootProps = HTMLChakraProps<'div', SlotRecipeProps<'field'>> & {
  invalid?: boolean
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  children?: ReactNode
}
const StyledFieldRoot = fieldSlots.withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'field'>>>('div', 'root')

const FieldRoot = forwardRef<HTMLDivElement, FieldRootProps>(function FieldRoot({ invalid = false, required = false, disabled, readOnly = false, id, ...rest }, ref) {
  const fieldset = useContext(FieldsetContext)
  const uid = useId()
  const controlId = id ?? `field-${uid}`
  const [texts, setText] = useTexts()
  const off = disabled ?? fieldset?.disabled ?? false
  const state = useMemo<FieldState>(
    () => ({
      controlId,
      labelId: `${controlId}-label`,
      helperId: `${controlId}-helper`,
      errorId: `${controlId}-error`,
      invalid,
      required,
      disabled: off,
      readOnly,
      hasHelper: texts.helper,
      hasError: texts.error,
      setText,
    }),
    [controlId, invalid, required, off, readOnly, texts, setText],
  )
  return (
    <FieldContext.Provider value={state}>
      <StyledFieldRoot ref={ref} role="group" data-scope="field" data-part="root" data-disabled={attr(off)} data-invalid={attr(invalid)} data-readonly={attr(readOnly)} {...rest} />
    </FieldContext.Provider>
  )
})

const StyledLabel = fieldSlots.withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label')
const FieldLabel = forwardRef<HTMLLabelElement, HTMLChakraProps<'label'>>(function FieldLabel(props, ref) {
  const field = useContext(FieldContext)
  return (
    <StyledLabel
      ref={ref}
      id={field?.labelId}
      htmlFor={field?.controlId}
      data-scope="field"
      data-part="label"
      data-disabled={attr(field?.disabled)}
      data-invalid={attr(field?.invalid)}
      data-readonly={attr(field?.readOnly)}
      data-required={attr(field?.required)}
      {...props}
    />
  )
})

const StyledHelper = fieldSlots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'helperText')
const FieldHelperText = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function FieldHelperText(props, ref) {
  const field = useContext(FieldContext)
  useRegister(field?.setText, 'helper')
  return <StyledHelper ref={ref} id={field?.helperId} data-scope="field" data-part="helper-text" data-disabled={attr(field?.disabled)} {...props} />
})

const StyledError = fieldSlots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'errorText')
function ErrorTextShown(
  props: HTMLChakraProps<'div'> & {
    field: FieldState | null
    innerRef: React.Ref<HTMLDivElement>
  },
) {
  const { field, innerRef, ...rest } = props
  useRegister(field?.setText, 'error')
  return <StyledError ref={innerRef} id={field?.errorId} data-scope="field" data-part="error-text" aria-live="polite" {...rest} />
}
/** Shown only while the field is invalid, as Ark's was. */
const FieldErrorText = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function FieldErrorText(props, ref) {
  const field = useContext(FieldContext)
  return field && !field.invalid ? null : <ErrorTextShown {...props} field={field} innerRef={ref} />
})

const StyledIndicator = fieldSlots.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'requiredIndicator')
function FieldRequiredIndicator({ fallback, children = '*', ...rest }: HTMLChakraProps<'span'> & { fallback?: ReactNode }) {
  const field = useContext(FieldContext)
  if (!field?.required) return <>{fallback}</>
  return (
    <StyledIndicator aria-hidden="true" {...rest}>
      {children}
    </StyledIndicator>
  )
}

export const Field = {
  Root: FieldRoot,
  Label: FieldLabel,
  HelperText: FieldHelperText,
  ErrorText: FieldErrorText,
  RequiredIndicator: FieldRequiredIndicator,
}

const fieldsetSlots = createSlotRecipeContext({ key: 'fieldset' })
type FieldsetRootProps = HTMLChakraProps<'fieldset', SlotRecipeProps<'fieldset'>> & { invalid?: boolean; disabled?: boolean }
const StyledFieldset = fieldsetSlots.withProvider<HTMLFieldSetElement, HTMLChakraProps<'fieldset', SlotRecipeProps<'fieldset'>>>('fieldset', 'root')

const FieldsetRoot = forwardRef<HTMLFieldSetElement, FieldsetRootProps>(function FieldsetRoot({ invalid = false, disabled = false, ...rest }, ref) {
  const uid = useId()
  const base = `fieldset-${uid}`
  const [texts, setText] = useTexts()
  const state = useMemo<FieldsetState>(
    () => ({
      disabled,
      invalid,
      setText,
      legendId: `${base}-legend`,
      helperId: `${base}-helper`,
      errorId: `${base}-error`,
    }),
    [disabled, invalid, setText, base],
  )
  const describedBy = [texts.error && invalid && state.errorId, texts.helper && state.helperId].filter(Boolean).join(' ')
  return (
    <FieldsetContext.Provider value={state}>
      <StyledFieldset
        ref={ref}
        // A fieldset is at least as wide as its content by default (min-inline-size: min-content):
        // two date inputs side by side pushed a phone's grid column past the card.
        minW="0"
        disabled={disabled || undefined}
        aria-labelledby={state.legendId}
        aria-describedby={describedBy || undefined}
        data-scope="fieldset"
        data-part="root"
        data-disabled={attr(disabled)}
        data-invalid={attr(invalid)}
        {...rest}
      />
    </FieldsetContext.Provider>
  )
})

const StyledLegend = fieldsetSlots.withContext<HTMLLegendElement, HTMLChakraProps<'legend'>>('legend', 'legend')
function FieldsetLegend(props: HTMLChakraProps<'legend'>) {
  const fieldset = useContext(FieldsetContext)
  return <StyledLegend id={fieldset?.legendId} data-scope="fieldset" data-part="legend" data-disabled={attr(fieldset?.disabled)} data-invalid={attr(fieldset?.invalid)} {...props} />
}

const StyledFieldsetHelper = fieldsetSlots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'helperText')
function FieldsetHelperText(props: HTMLChakraProps<'div'>) {
  const fieldset = useContext(FieldsetContext)
  useRegister(fieldset?.setText, 'helper')
  return <StyledFieldsetHelper id={fieldset?.helperId} data-scope="fieldset" data-part="helper-text" {...props} />
}

const StyledFieldsetError = fieldsetSlots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'errorText')
function FieldsetErrorText(props: HTMLChakraProps<'div'>) {
  const fieldset = useContext(FieldsetContext)
  useRegister(fieldset?.setText, 'error')
  return <StyledFieldsetError id={fieldset?.errorId} data-scope="fieldset" data-part="error-text" aria-live="polite" {...props} />
}

export const Fieldset = {
  Root: FieldsetRoot,
  Legend: FieldsetLegend,
  HelperText: FieldsetHelperText,
  ErrorText: FieldsetErrorText,
}

const StyledInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input')
/** Chakra's Input, described and labelled by the Field.Root around it (if any). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const field = useContext(FieldContext)
  return <StyledInput ref={ref} data-scope="field" data-part="input" {...withField(field, props)} />
})

const StyledTextarea = createRecipeContext({ key: 'textarea' }).withContext<HTMLTextAreaElement, TextareaProps>('textarea')
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const field = useContext(FieldContext)
  return <StyledTextarea ref={ref} data-scope="field" data-part="textarea" {...withField(field, props)} />
})
