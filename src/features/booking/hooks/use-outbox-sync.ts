import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toaster } from '../../../components/toaster'
import type { Draft } from '../../../lib/offline/draft-schema'
import { loadWorkCatalog } from '../../../lib/i18n/i18n'
import { draftStore } from '../../../lib/offline/drafts'
import { createOutboxSync, hotelNameOf, startOutboxSync, type ReplayOutcome } from '../outbox-sync'

/** A system notification when the agent allowed them (the page may be in the background). */
async function systemNotify(title: string, body: string, tag: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    const reg = await navigator.serviceWorker?.getRegistration?.()
    if (reg) await reg.showNotification(title, { body, tag, icon: '/pwa-192.png' })
    else new Notification(title, { body, tag })
  } catch {
    // Some mobile browsers refuse the constructor; the toast is still shown.
  }
}

/** Replays the logged-in agent's queued drafts (mounted once, in the app shell). */
export function useOutboxSync(user: string | undefined) {
  // The global i18n object (stable) with message descriptors: texts follow the active locale.
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()

  useEffect(() => {
    if (!user) return
    const store = draftStore()
    // Shown on any page, also those that did not load the booking texts (lib/i18n loadWorkCatalog).
    const notify = (outcome: ReplayOutcome, draft: Draft) => void loadWorkCatalog().then(() => show(outcome, draft))
    const show = (outcome: ReplayOutcome, draft: Draft) => {
      const hotel = hotelNameOf(draft, i18n.locale)
      const orderNum = draft.orderNum ?? ''
      if (outcome === 'submitted') {
        const title = i18n._(msg`Booking sent`)
        // Placed unpaid: it is cancelled at its payment deadline unless paid (or held) first.
        const body = `${i18n._(msg`Your queued booking at ${hotel} was placed: order ${orderNum}.`)} ${i18n._(msg`It is not paid yet: pay for it before its deadline, or it will be cancelled.`)}`
        toaster.create({
          type: 'success',
          title,
          description: body,
          closable: true,
          duration: 15_000,
          action: orderNum ? { label: i18n._(msg`Pay now`), onClick: () => void router.navigate({ href: `/${i18n.locale}/book/confirm/${encodeURIComponent(orderNum)}` }) } : undefined,
        })
        void systemNotify(title, body, draft.id)
        void queryClient.invalidateQueries({ queryKey: ['orders'] })
      } else if (outcome === 'needs_review') {
        const title = i18n._(msg`A queued booking needs your review`)
        const body = i18n._(msg`The price or availability at ${hotel} changed. Nothing was booked.`)
        toaster.create({ type: 'warning', title, description: body, closable: true, duration: 15_000 })
        void systemNotify(title, body, draft.id)
      } else if (outcome === 'login') {
        toaster.create({ type: 'warning', title: i18n._(msg`Please log in again`), description: i18n._(msg`Your queued bookings are kept and will be sent after you log in.`), closable: true })
      } else if (outcome === 'failed') {
        toaster.create({ type: 'error', title: i18n._(msg`A queued booking could not be sent`), description: i18n._(msg`Open the draft for ${hotel} to correct it.`), closable: true })
      }
    }
    const sync = createOutboxSync({
      store,
      user,
      isOnline: () => navigator.onLine !== false,
      notify,
      replay: async (draft) => {
        // The booking-draft machine and XState load only when a queued draft is there to send:
        // with an empty outbox (nearly every page load) evaluating them was a task of 130-260 ms
        // on an 8x phone after the page had loaded (#9 TBT). A failed load rejects the replay,
        // which keeps the draft for the next pass.
        const { replayDraft } = await import('../submission')
        const { draft: stored, snapshot } = await replayDraft(store, draft)
        return { draft: stored, needsLogin: snapshot.context.needsLogin }
      },
    })
    return startOutboxSync(sync.run)
  }, [user, queryClient, i18n, router])
}
