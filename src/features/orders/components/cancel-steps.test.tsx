import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CancelStatus } from '../../../contract'
import { renderWithProviders } from '../../../test/render'
import { CancelSteps } from './cancel-steps'

// The cancellation progress as an ordered list: the step the cancellation is at is the current
// one, the steps before it are marked done.

function steps(status: CancelStatus, across = true) {
  const view = renderWithProviders(<CancelSteps status={status} across={across} />)
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  return { view, items, current: items.filter((li) => li.getAttribute('aria-current') === 'step') }
}

describe('CancelSteps', () => {
  it('waiting: the first of three steps is current, none done', () => {
    const { items, current } = steps('WAITING')
    expect(screen.getByRole('list').tagName).toBe('OL')
    expect(items.map((li) => li.textContent)).toEqual(['1Waiting', '2In Progress', '3Success'])
    expect(current).toEqual([items[0]])
  })

  it('in progress: the first step is done, the second current', () => {
    const { items, current } = steps('IN_PROGRESS')
    expect(items[0]?.textContent).toBe('Waiting (Completed)')
    expect(current).toEqual([items[1]])
  })

  it('finished: every step done, the last (success or failure) current', () => {
    const success = steps('SUCCESS')
    expect(success.items.every((li) => li.hasAttribute('data-complete'))).toBe(true)
    expect(success.current).toEqual([success.items[2]])
    success.view.unmount()
    const failure = steps('FAILURE', false)
    expect(failure.items[2]?.textContent).toBe('Failure (Completed)')
    expect(failure.current).toEqual([failure.items[2]])
  })
})
