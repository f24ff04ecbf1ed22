import { Alert, Button, Heading, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, type ReactNode } from 'react'
import { Permission } from '../../../contract'
import { RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { userHas } from '../../../lib/session/queries'
import { useSession } from '../../../lib/session/use-session'
import type { DraftForm } from '../../../lib/offline/draft-schema'
import { changedFields } from '../../../lib/offline/form-fields'
import { useDraft } from '../../../lib/offline/use-drafts'
import { useFieldList } from '../hooks/use-field-messages'
import { BookingEditor } from './booking-editor'
import { StaySummary } from './stay-summary'

/**
 * /$locale/book/$id (§2): the booking form of one draft (id = draft UUID). Requires login (route
 * guard) and PLACE_ORDER (§6): without it the page says why instead of hiding the draft.
 */
export function BookingPage({
  draftId,
  onBooked,
  onDeleted,
  draftsLink,
  orderLink,
}: {
  draftId: string
  onBooked(orderNum: string): void
  onDeleted(): void
  draftsLink: ReactNode
  orderLink(orderNum: string): ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { user, isLoading } = useSession()
  const { draft, loaded } = useDraft(draftId)
  const fieldList = useFieldList()
  // The form this tab last showed: when another tab places the booking, the page says whether
  // what was sent differs from it (the booked draft holds the details sent).
  const shown = useRef<{ id: string; form: DraftForm } | null>(null)
  const onValues = useCallback((form: DraftForm) => void (shown.current = { id: draftId, form }), [draftId])
  useDocumentTitle(t`Booking`)

  if (!loaded || isLoading) return <RowsSkeleton rows={6} />
  if (!draft || !user || draft.user !== user.username) {
    return (
      <Alert.Root status="info" data-testid="draft-missing">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Title>{t`This booking draft is not on this device.`}</Alert.Title>
          <Alert.Description>{t`Drafts are kept in this browser. It may have been deleted, or it was made on another device or by another user.`}</Alert.Description>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            {draftsLink}
          </Button>
        </Stack>
      </Alert.Root>
    )
  }
  const pricesHidden = !userHas(user, Permission.QUERY_PRICE)
  const canOrder = userHas(user, Permission.PLACE_ORDER)
  const shownForm = shown.current?.id === draft.id ? shown.current.form : null
  const notSent = draft.state === 'submitted' && shownForm ? changedFields(shownForm, draft.form) : []
  const notSentList = fieldList(notSent)

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Guest details`}
      </Heading>
      <StaySummary draft={draft} locale={locale} pricesHidden={pricesHidden} />
      {!canOrder ? (
        <Alert.Root status="warning" data-testid="no-place-order">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t`You cannot place orders with this account.`}</Alert.Title>
            <Alert.Description>{t`Booking needs the "Place order" permission. Ask your main account to grant it under sub-account management; this draft stays saved on this device.`}</Alert.Description>
          </Stack>
        </Alert.Root>
      ) : draft.state === 'submitted' && draft.orderNum ? (
        <Alert.Root status="success" data-testid="draft-submitted">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>{t`This booking was placed.`}</Alert.Title>
            {notSent.length > 0 && (
              <Alert.Description data-testid="draft-not-sent">
                {t`It was sent from another tab or window. This tab's changes to ${notSentList} were not sent: open the order to see what was booked.`}
              </Alert.Description>
            )}
            <Button asChild size="sm" alignSelf="flex-start" colorPalette="brand">
              {orderLink(draft.orderNum)}
            </Button>
          </Stack>
        </Alert.Root>
      ) : (
        <BookingEditor key={draft.id} draft={draft} locale={locale} pricesHidden={pricesHidden} onBooked={onBooked} onDeleted={onDeleted} onValues={onValues} />
      )}
    </Stack>
  )
}
