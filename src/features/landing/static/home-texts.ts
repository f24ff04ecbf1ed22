import type { LeadErrorId } from '../../../../machines/contact-modal.machine'

/** Translated texts the static home's script needs, sent in the page (render.tsx). */
export type HomeTexts = Record<LeadErrorId, string> & {
  locale: string
  rateLimited: string
  network: string
  failed: string
  loading: string
  chatOpen: string
  chatClose: string
  chatTitle: string
  /** A link followed offline before the service worker holds the app. */
  offline: string
}
