import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ServerErrorPage } from '../../../../components/error-page'

// §2 500 page; ?reason=timeout is the §8 timeout page (408 code 130).
export const Route = createFileRoute('/$locale/_default/error/500')({
  staticData: { name: 'error-500' },
  validateSearch: z.object({ reason: z.catch(z.optional(z.enum(['timeout'])), undefined) }),
  component: function ServerError() {
    const { reason } = Route.useSearch()
    return <ServerErrorPage reason={reason} />
  },
})
