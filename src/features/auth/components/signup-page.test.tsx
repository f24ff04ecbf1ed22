import { fireEvent, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { SignupPage } from './signup-page'

// The privacy agreement box of the sign-up form (§5): required, its error shown and announced on
// the box, its link to the agreement still a link.

function renderSignup() {
  const root = createRootRoute()
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/admin/signup', component: SignupPage }),
    createRoute({ getParentRoute: () => root, path: '/admin/privacyAgreement', component: () => null }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/admin/signup'] }) })
  renderWithProviders(<RouterProvider router={router} />)
}

describe('SignupPage privacy agreement', () => {
  it('unticked, it is marked invalid and described by its error; ticked, the error goes on the next try', async () => {
    renderSignup()
    const box = (await screen.findByRole('checkbox', { name: 'I have read and accept the privacy agreement' })) as HTMLInputElement
    expect(box.name).toBe('agreement')
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('link', { name: 'privacy agreement' }).getAttribute('href')).toBe('/admin/privacyAgreement')

    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('checkbox', { description: 'Please read and accept the privacy agreement' })).toBe(box)

    fireEvent.click(screen.getByText(/I have read and accept the/))
    expect(box.checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(box.getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByText('Please read and accept the privacy agreement')).toBeNull()
  })
})
