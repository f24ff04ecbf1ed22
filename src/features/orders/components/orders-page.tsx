import { plural } from '@lingui/core/macro'
import { Alert, Button, Card, Heading, HStack, Spacer, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { Permission, type OrderListItem } from '../../../contract'
import { PaginationNav } from '../../../components/pagination-nav'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { toaster } from '../../../components/toaster'
import { useDocumentTitle } from '../../../components/use-document-title'
import { isApiError } from '../../../lib/api/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { userHas } from '../../../lib/session/queries'
import { useSession } from '../../../lib/session/use-session'
import { downloadOrderExport, saveBlob } from '../api/order-export'
import { useOrderList } from '../api/order-list'
import { filtersOf, type OrderSearch } from '../order-search'
import { OrderFilters } from './order-filters'
import { OrderListItemCard } from './order-list-item'

const PAGE_SIZE = 10

/** /$locale/order "Orders" tab: filters, list, pageNum pagination, .xlsx export. */
export function OrdersPage({
  search,
  onSearch,
  tabs,
  detailLink,
}: {
  search: OrderSearch
  onSearch(next: OrderSearch): void
  tabs: ReactNode
  detailLink(order: OrderListItem): ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { user } = useSession()
  useDocumentTitle(t`My orders`)
  const page = search.pageNum ?? 1
  const filters = filtersOf(search)
  const list = useOrderList({ ...filters, pageNum: page, pageSize: PAGE_SIZE })
  const [exporting, setExporting] = useState(false)
  const pricesHidden = !userHas(user, Permission.QUERY_PRICE)
  const filtered = Object.keys(filters).length > 0
  // Open at first when filters are applied, so the agent sees what narrows the list.
  const [filtersOpen, setFiltersOpen] = useState(filtered)
  const filtersId = useId()

  const runExport = async () => {
    setExporting(true)
    try {
      const { blob, filename } = await downloadOrderExport(filters)
      saveBlob(blob, filename)
    } catch (error) {
      const message = isApiError(error) && error.kind === 'network' ? t`network error, please try later` : t`The export failed. Please try again.`
      toaster.create({ type: 'error', title: message, closable: true })
    } finally {
      setExporting(false)
    }
  }

  const data = list.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1
  const total = data?.total ?? 0

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t`Order management`}
      </Heading>
      {tabs}
      <div>
        <HStack wrap="wrap" gap="3">
          <Button variant="outline" minH="11" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
            {filtered ? t`Filters (active)` : t`Filters`}
          </Button>
          <Spacer />
          <Button variant="outline" minH="11" onClick={() => void runExport()} loading={exporting} disabled={!data || total === 0}>
            {t`Export to Excel`}
          </Button>
        </HStack>
        {/* Hidden, not unmounted: what was typed survives closing the panel. */}
        <div id={filtersId} hidden={!filtersOpen}>
          <Card.Root mt="3">
            <Card.Body>
              <OrderFilters search={search} onApply={(next) => onSearch({ ...next, pageNum: undefined })} />
            </Card.Body>
          </Card.Root>
        </div>
      </div>

      {list.isPending ? (
        <RowsSkeleton rows={5} />
      ) : list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.list.length === 0 && total > 0 ? (
        // A bookmarked or hand-typed pageNum past the end: not "no orders".
        <Alert.Root status="info" data-testid="orders-page-past-end">
          <Alert.Indicator />
          <Alert.Title flex="1">{t`Page ${page} is past the end of the list.`}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => onSearch({ ...search, pageNum: pageCount === 1 ? undefined : pageCount })}>
            {t`Go to the last page`}
          </Button>
        </Alert.Root>
      ) : data && data.list.length === 0 ? (
        <Alert.Root status="info" data-testid="orders-empty">
          <Alert.Indicator />
          <Alert.Title>{filtered ? t`No orders match these filters.` : t`You have no orders yet. Find a hotel and book it to see it here.`}</Alert.Title>
        </Alert.Root>
      ) : data ? (
        <Stack gap="3" aria-busy={list.isFetching}>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {t({ message: plural(total, { one: '# order', other: '# orders' }) })}
          </Text>
          {data.list.map((o) => (
            <OrderListItemCard key={o.orderNum} order={o} locale={locale} pricesHidden={pricesHidden} detailLink={detailLink(o)} />
          ))}
          <PaginationNav page={Math.min(page, pageCount)} pageCount={pageCount} onPage={(p) => onSearch({ ...search, pageNum: p === 1 ? undefined : p })} />
        </Stack>
      ) : null}
    </Stack>
  )
}
