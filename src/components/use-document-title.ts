import { useEffect } from 'react'
import { BRAND } from '../lib/brand'

/** Sets the tab title ("Page · Harborline"); screen readers announce it on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.fullName
  }, [title])
}
