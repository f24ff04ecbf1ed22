import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Alert, Badge, Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDate, formatDateTime, toArrow } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import type { Draft, DraftState } from '../../../lib/offline/draft-schema'
import { draftStore } from '../../../lib/offline/drafts'
import { useDrafts } from '../../../lib/offline/use-drafts'
import { useSession } from '../../../lib/session/use-session'

const STATE_LABELS: Record<DraftState, MessageDescriptor> = {
  editing: msg`Draft`,
  queued: msg`Waiting to be sent`,
  submitting: msg`Sending…`,
  needs_review: msg`Needs your review`,
  submitted: msg`Booked`,
  failed: msg`Could not be booked`,
}
const STATE_PALETTE: Record<DraftState, string> = {
  editing: 'gray',
  queued: 'blue',
  submitting: 'blue',
  needs_review: 'orange',
  submitted: 'green',
  failed: 'red',
}

/** "Drafts" tab: the agent's booking drafts on this device, to resume or delete. */
export function DraftsList({ tabs, resumeLink, orderLink }: { tabs: ReactNode; resumeLink(draft: Draft): ReactNode; orderLink(orderNum: string): ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { user } = useSession()
  const { drafts, loaded } = useDrafts(user?.username)
  const [deleting, setDeleting] = useState<Draft | null>(null)
  useDocumentTitle(t`Drafts`)

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t`Order management`}
      </Heading>
      {tabs}
      <Text textStyle="sm" color="fg.muted">
        {t`Drafts are saved in this browser as you type, and survive going offline or closing the browser. Queued drafts are booked automatically when the connection returns.`}
      </Text>
      {!loaded ? (
        <RowsSkeleton rows={3} />
      ) : drafts.length === 0 ? (
        <Alert.Root status="info" data-testid="drafts-empty">
          <Alert.Indicator />
          <Alert.Title>{t`No drafts. Choose a rate on a hotel page and press Book to start one.`}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {drafts.map((d) => {
            const hotel = locale === 'zh-CN' && d.hotelNameCN ? d.hotelNameCN : d.hotelName
            const room = locale === 'zh-CN' && d.roomNameCN ? d.roomNameCN : d.roomName
            const updated = formatDateTime(d.updatedAt, locale)
            const guest = [d.form.contact.firstName, d.form.contact.lastName].filter(Boolean).join(' ')
            return (
              <Card.Root as="li" key={d.id} size="sm" data-testid="draft-row" data-draft-id={d.id} data-state={d.state}>
                <Card.Body>
                  <Grid templateColumns={{ base: '1fr', md: '3fr 2fr auto' }} gap="3" alignItems="center">
                    <Stack gap="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold" truncate>
                          {hotel}
                        </Text>
                        <Badge colorPalette={STATE_PALETTE[d.state]} data-testid="draft-state">
                          {i18n._(STATE_LABELS[d.state])}
                        </Badge>
                      </HStack>
                      <Text textStyle="sm" color="fg.muted" truncate>
                        {room}
                        {guest && ` · ${guest}`}
                      </Text>
                    </Stack>
                    <Stack gap="0" textStyle="sm">
                      <Text>
                        {formatDate(d.stay.checkIn, locale)} {toArrow(locale)} {formatDate(d.stay.checkOut, locale)}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t`Updated ${updated}`}
                      </Text>
                    </Stack>
                    <HStack gap="2" justify={{ md: 'flex-end' }}>
                      <Button asChild size="sm" minH="11" colorPalette="brand" variant={d.state === 'submitted' ? 'outline' : 'solid'}>
                        {d.state === 'submitted' && d.orderNum ? orderLink(d.orderNum) : resumeLink(d)}
                      </Button>
                      <Button size="sm" minH="11" variant="outline" onClick={() => setDeleting(d)} disabled={d.state === 'submitting'}>
                        {t`Delete`}
                      </Button>
                    </HStack>
                  </Grid>
                </Card.Body>
              </Card.Root>
            )
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this draft?`}
        confirmLabel={t`Delete draft`}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting
          setDeleting(null)
          if (d) void draftStore().remove(d.id)
        }}
      >
        <Text>
          {deleting?.state === 'queued'
            ? t`This booking is waiting to be sent. Deleting it means it will not be booked.`
            : deleting?.state === 'submitted'
              ? t`The order already exists; deleting the draft only removes it from this device.`
              : t`The guest details you entered will be removed from this device. Nothing has been booked.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  )
}
