import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { Field, Fieldset, Input, Textarea } from './field'
import { NativeSelect } from './native-select'

// Form fields without Ark: the label names the control, the helper and the error describe it,
// the field's state (invalid, required, disabled) reaches the control, and the recipes still
// style every part (class names from the field, input, textarea and nativeSelect recipes).

function Email({ helper = true }: { helper?: boolean }) {
  const [value, setValue] = useState('')
  const invalid = value !== '' && !value.includes('@')
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>
        Email <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => setValue(e.target.value)} />
      {helper && <Field.HelperText>We write only about bookings.</Field.HelperText>}
      <Field.ErrorText>Enter an email address.</Field.ErrorText>
    </Field.Root>
  )
}

const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('Field', () => {
  it('names the control by its label and describes it by its helper text', () => {
    renderWithProviders(<Email />)
    const input = screen.getByRole('textbox', { name: /Email/ })
    expect(input.hasAttribute('required')).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(description(input)).toEqual(['We write only about bookings.'])
    expect(screen.queryByText('Enter an email address.')).toBeNull()
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
    expect(input.className).toContain('chakra-input')
    expect(input.closest('[data-part="root"]')?.className).toContain('chakra-field__root')
  })

  it('shows the error only while invalid, and adds it to the description', () => {
    renderWithProviders(<Email />)
    const input = screen.getByRole('textbox', { name: /Email/ })
    fireEvent.change(input, { target: { value: 'agent' } })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('data-invalid')).toBe(true)
    expect(description(input)).toEqual(['We write only about bookings.', 'Enter an email address.'])
    expect(screen.getByText('Enter an email address.').getAttribute('aria-live')).toBe('polite')
    fireEvent.change(input, { target: { value: 'agent@example.com' } })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Enter an email address.')).toBeNull()
    expect(description(input)).toEqual(['We write only about bookings.'])
  })

  it('is described by nothing when it has no helper and no error', () => {
    renderWithProviders(<Email helper={false} />)
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBeNull()
  })

  it('lets the control keep its own id and description, and a disabled field disables it', () => {
    renderWithProviders(
      <Field.Root disabled>
        <Field.Label>Notes</Field.Label>
        <Textarea id="notes" aria-describedby="elsewhere" disabled={undefined} />
      </Field.Root>,
    )
    const box = screen.getByRole('textbox')
    expect(box.id).toBe('notes')
    expect(box.getAttribute('aria-describedby')).toBe('elsewhere')
    expect((box as HTMLTextAreaElement).disabled).toBe(true)
    expect(box.className).toContain('chakra-textarea')
  })

  it('works without a Field.Root around it', () => {
    renderWithProviders(<Input aria-label="Hotel name" />)
    const input = screen.getByRole('textbox', { name: 'Hotel name' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.id).toBe('')
  })
})

describe('Fieldset', () => {
  it('is named by its legend and described by its error while invalid; disabled reaches its fields', () => {
    const { unmount } = renderWithProviders(
      <Fieldset.Root invalid disabled>
        <Fieldset.Legend>Check-in date</Fieldset.Legend>
        <Field.Root>
          <Field.Label>From</Field.Label>
          <Input type="date" />
        </Field.Root>
        <Fieldset.ErrorText>The end date is before the start date.</Fieldset.ErrorText>
      </Fieldset.Root>,
    )
    const group = screen.getByRole('group', { name: 'Check-in date' })
    expect(description(group)).toEqual(['The end date is before the start date.'])
    expect((screen.getByLabelText('From') as HTMLInputElement).disabled).toBe(true)
    unmount()
    renderWithProviders(
      <Fieldset.Root>
        <Fieldset.Legend>Check-in date</Fieldset.Legend>
      </Fieldset.Root>,
    )
    expect(screen.getByRole('group', { name: 'Check-in date' }).getAttribute('aria-describedby')).toBeNull()
  })
})

describe('NativeSelect', () => {
  it('takes invalid and disabled from its root or its field, and draws the indicator', () => {
    const { container } = renderWithProviders(
      <>
        <NativeSelect.Root invalid>
          <NativeSelect.Field aria-label="Age" placeholder="Choose age">
            <option value="3">3</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.Root disabled>
          <Field.Label>Nationality</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field>
              <option value="CN">China</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      </>,
    )
    const age = screen.getByRole('combobox', { name: 'Age' })
    expect(age.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('option', { name: 'Choose age' })).toBeTruthy()
    expect(
      (
        screen.getByRole('combobox', {
          name: 'Nationality',
        }) as HTMLSelectElement
      ).disabled,
    ).toBe(true)
    expect(container.querySelector('.chakra-native-select__indicator svg')).not.toBeNull()
  })
})
