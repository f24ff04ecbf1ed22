import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../../../features/visitor/components/contact-page'

export const Route = createFileRoute('/$locale/_intro/introduction/contact')({
  staticData: { name: 'introduction-contact' },
  component: ContactPage,
})
