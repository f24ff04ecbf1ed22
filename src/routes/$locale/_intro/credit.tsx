import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LegalPage } from '../../../features/visitor/components/legal-page'
import { LEGAL_TYPES } from '../../../features/visitor/content/legal-types'

// §2 /credit?type=termsAndConditions|privacyPolicy|returnPolicy|intellectualPropertyRights;
// a missing or unknown type shows the terms and conditions.
export const Route = createFileRoute('/$locale/_intro/credit')({
  staticData: { name: 'credit' },
  validateSearch: z.object({ type: z._default(z.catch(z.enum(LEGAL_TYPES), 'termsAndConditions'), 'termsAndConditions') }),
  component: function Credit() {
    const { type } = Route.useSearch()
    return <LegalPage type={type} />
  },
})
