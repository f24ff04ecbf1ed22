import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Locale } from '../../../../contract'
import type { SubmittedSearch } from '../../../../features/search/components/search-form'
import { staySearchOf, type StayParams } from '../../../../lib/stay-search'

// Where a submitted search goes: a region to the list (page 1), a hotel straight to its page.
// Shared by the home route and the list route (routes compose features; features never
// navigate to each other's pages).
export function useGoToSearch(locale: Locale) {
  const navigate = useNavigate()
  return useCallback(
    (s: SubmittedSearch) => {
      const stay: StayParams = { ...s, childNum: s.childrenAges.length }
      const search = staySearchOf(stay, s.destination)
      if (s.destination.type === 'hotel') {
        void navigate({ to: '/$locale/hotel/info/$id', params: { locale, id: s.destination.value }, search })
      } else {
        void navigate({ to: '/$locale/hotel/list', params: { locale }, search })
      }
    },
    [locale, navigate],
  )
}
