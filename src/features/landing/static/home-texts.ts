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
  /** A lead field the server finds too long: "{max}" stands for the limit. */
  tooLong: string
  /** A lead field with characters the server rejects: "{list}" stands for them. */
  invalidChars: string
}
