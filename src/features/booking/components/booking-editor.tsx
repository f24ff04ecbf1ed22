import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import type { Locale } from '../../../contract'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import type { Draft, DraftForm } from '../../../lib/offline/draft-schema'
import { draftStore } from '../../../lib/offline/drafts'
import { changedFields } from '../../../lib/offline/form-fields'
import { useGuestHistory } from '../api/guest-history'
import { useDraftSubmission } from '../hooks/use-draft-submission'
import { useFieldMessages } from '../hooks/use-field-messages'
import { useSyncedForm } from '../hooks/use-synced-form'
import { attemptFailureOf, payloadOf } from '../submission'
import { fieldKeyOf, validateDraft } from '../validation'
import { BookingFormFields } from './booking-form-fields'
import { DraftSyncNotice } from './draft-sync-notice'
import { ReviewPanel } from './review-panel'
import { SubmissionStatus } from './submission-status'

interface Props {
  draft: Draft
  locale: Locale
  pricesHidden: boolean
  onBooked(orderNum: string): void
  onDeleted(): void
  /** The form as this tab shows it, after every change (the page compares it with what was booked). */
  onValues?(form: DraftForm): void
}

/** The form of a draft plus its submission (booking-draft machine). */
export function BookingEditor({ draft, locale, pricesHidden, onBooked, onDeleted, onValues }: Props) {
  const { t } = useLingui()
  const fieldMessage = useFieldMessages()
  const store = draftStore()
  // The form follows the stored draft, which other tabs may change too; it is saved field by
  // field as the agent types (use-synced-form, lib/offline/form-sync.ts).
  const { sync, values, conflicts } = useSyncedForm(draft)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [updated, setUpdated] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const guests = useGuestHistory(navigator.onLine !== false)
  const { actor, snapshot } = useDraftSubmission(draft, onBooked)
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)

  useEffect(() => onValues?.(values), [values, onValues])

  const nameOf = (event: FocusEvent<HTMLFormElement>) => (event.target as Element).getAttribute('name')

  const focusField = (key: string) => formRef.current?.querySelector<HTMLElement>(`[name="${key}"]`)?.focus()

  // A refused attempt: put the server's field errors on the fields.
  const failure = snapshot.context.failure
  useEffect(() => {
    if (!snapshot.matches('failed') || !failure?.fields?.length) return
    const found: Record<string, string> = {}
    for (const f of failure.fields) {
      const key = fieldKeyOf(f.field)
      if (key && !found[key]) found[key] = fieldMessage(key, 'other')
    }
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) focusField(first)
    // fieldMessage is recreated every render; the failure object is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, failure])

  // The busy (disabled) Book now button drops the focus to the page: once the attempt settles,
  // give it back to where the agent acts next (the review's first button, or Book now), unless
  // it went to a field with an error above.
  const submitting = snapshot.matches('submitting')
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true
      return
    }
    if (!wasSubmitting.current) return
    wasSubmitting.current = false
    const active = document.activeElement
    if (active && active !== document.body && !active.matches(':disabled')) return
    const next = formRef.current?.querySelector<HTMLElement>('[data-testid="review"] button:enabled') ?? submitRef.current
    next?.focus()
  }, [submitting, snapshot])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setUpdated(false)
    // Book what is saved, and only once this tab shows it: another tab may have saved a newer
    // version that this tab has not heard of yet.
    await sync.flush()
    const stored = await store.get(draft.id)
    if (!stored || stored.state === 'submitted') return
    const shown = sync.getSnapshot().values
    sync.incoming(stored.form)
    const now = sync.getSnapshot()
    if (now.conflicts.length) {
      formRef.current?.querySelector<HTMLElement>('[data-testid="draft-conflict"] button')?.focus()
      return
    }
    if (changedFields(shown, now.values).length || changedFields(stored.form, now.values).length) {
      setUpdated(true)
      return
    }
    const current: Draft = { ...stored, form: now.values }
    const problems = validateDraft(current)
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.key, fieldMessage(p.key, p.problem)])))
      focusField(problems[0]!.key)
      return
    }
    setErrors({})
    // A queued booking may be sent while the tab is in the background: ask now, on a click.
    if (navigator.onLine === false && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined)
    }
    actor.send({ type: 'SUBMIT', payload: payloadOf(current) })
  }

  const remove = async () => {
    setConfirmDelete(false)
    await store.remove(draft.id)
    onDeleted()
  }

  const inReview = snapshot.matches('needsReview')
  // create_order went out and no answer came back, so it may already be booked: this tab's own
  // attempt says so, and so does the stored draft (after a reload, or an attempt by another tab
  // or the outbox). A new attempt clears both (the machine's failure, the draft's lastError).
  const maybeBooked = attemptFailureOf(snapshot)?.sent === true || (!submitting && draft.lastError?.kind === 'offline' && draft.lastError.sent === true)
  const errorCount = Object.keys(errors).length

  return (
    <Stack gap="6" asChild>
      <form
        ref={formRef}
        onSubmit={submit}
        onFocus={(e) => sync.focus(nameOf(e))}
        onBlur={() => sync.focus(null)}
        noValidate
        aria-label={t`Guest details`}
      >
        <DraftSyncNotice conflicts={conflicts} updated={updated} onKeepMine={() => void sync.keepMine()} onUseSaved={sync.useSaved} />
        {inReview && (
          <ReviewPanel
            kind={failure?.kind === 'sold_out' ? 'sold_out' : 'price_changed'}
            oldTotal={draft.priceSeen.total}
            newTotal={snapshot.context.newTotal}
            currency={draft.currency}
            locale={locale}
            pricesHidden={pricesHidden}
            onAccept={() => actor.send({ type: 'ACCEPT_PRICE' })}
            onDelete={() => setConfirmDelete(true)}
          />
        )}
        <BookingFormFields values={values} errors={errors} suggestions={guests.data ?? []} disabled={submitting} onChange={sync.edit} />
        {errorCount > 0 && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t`Please correct the highlighted fields. Everything you typed is kept.`}</Alert.Title>
          </Alert.Root>
        )}
        <SubmissionStatus snapshot={snapshot} storedState={draft.state} maybeBooked={maybeBooked} />
        <HStack gap="3" wrap="wrap">
          <Button ref={submitRef} type="submit" colorPalette="brand" minH="11" loading={submitting} loadingText={t`Booking…`} disabled={inReview}>
            {t`Book now`}
          </Button>
          <Button variant="outline" minH="11" onClick={() => setConfirmDelete(true)} disabled={submitting}>
            {t`Delete draft`}
          </Button>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {t`Your entries are saved on this device as you type, even offline.`}
        </Text>
        <ConfirmDialog open={confirmDelete} title={t`Delete this draft?`} confirmLabel={t`Delete draft`} onConfirm={() => void remove()} onClose={() => setConfirmDelete(false)}>
          <Text>{t`The guest details you entered will be removed from this device. Nothing has been booked.`}</Text>
        </ConfirmDialog>
      </form>
    </Stack>
  )
}
