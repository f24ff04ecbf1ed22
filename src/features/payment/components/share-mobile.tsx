import { Alert, Badge, Box, Card, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../../components/use-document-title'
import { isApiError } from '../../../lib/api'
import { formatDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { fetchShareView } from '../api/share-link'
import { telHref } from '../../../lib/tel'

/** /mobile/shareMobile: a read-only view of a booking for the agent's client (phone-first). */
export function ShareMobile({ token, statusLabel, statusPalette }: { token: string; statusLabel(status: string): string; statusPalette(status: string): string }) {
  const { t } = useLingui()
  const locale = useLocale()
  useDocumentTitle(t`Your booking`)
  const view = useQuery({
    queryKey: ['payment', 'share', token],
    queryFn: ({ signal }) => fetchShareView(token, signal),
    enabled: token !== '',
    retry: false,
    meta: { method: 'GET' },
  })
  const zh = locale === 'zh-CN'
  const v = view.data
  const guests = v?.guests.join(', ') ?? ''
  const bookingNum = v?.orderNum ?? ''
  const confirmation = v?.confirmationNum ?? ''
  const expired = isApiError(view.error) && view.error.status === 410
  return (
    <Box maxW="md" mx="auto" px="4" py="6" width="full">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t`Your booking`}
        </Heading>
        {view.isPending && token !== '' && <Skeleton height="48" />}
        {(token === '' || view.isError) && (
          <Alert.Root status={expired ? 'warning' : 'error'} data-testid="share-error">
            <Alert.Indicator />
            <Alert.Title>{expired ? t`This share link has expired. Ask your travel agent for a new one.` : t`This share link is not valid.`}</Alert.Title>
          </Alert.Root>
        )}
        {v && (
          <Card.Root>
            <Card.Body>
              <Stack gap="2">
                <Badge alignSelf="flex-start" colorPalette={statusPalette(v.status)}>
                  {statusLabel(v.status)}
                </Badge>
                <Text fontSize="xl" fontWeight="semibold" data-testid="share-hotel">
                  {zh ? v.hotelNameCN || v.hotelName : v.hotelName}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  <bdi>{zh ? v.hotelAddressCN || v.hotelAddress : v.hotelAddress}</bdi>
                </Text>
                {v.hotelPhone && (
                  // The client can call the hotel from here; inline, so in ar it sits at the start.
                  <Text textStyle="sm">
                    <Link href={telHref(v.hotelPhone)} dir="ltr" unicodeBidi="isolate" data-testid="share-hotel-phone">
                      {v.hotelPhone}
                    </Link>
                  </Text>
                )}
                <Text>{zh ? v.roomTypeNameCN || v.roomTypeName : v.roomTypeName}</Text>
                <Text>
                  {formatDate(v.checkIn, locale)} – {formatDate(v.checkOut, locale)} · <Plural value={v.nights} one="# night" other="# nights" /> ·{' '}
                  <Plural value={v.roomNum} one="# room" other="# rooms" />
                </Text>
                <Text>{t`Guests: ${guests}`}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {t`Booking ${bookingNum}`}
                  {v.confirmationNum ? ` · ${t`Hotel confirmation ${confirmation}`}` : ''}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Box>
  )
}
