import { Heading } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { SearchForm } from '../../../features/search/components/search-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useGoToSearch } from '../_currency/hotel/-search-nav'

/** The hotel search on the logged-in home (§7), sending results to the list or a hotel. */
export function HomeSearch() {
  const { t } = useLingui()
  const locale = useLocale()
  const goToSearch = useGoToSearch(locale)
  return (
    <>
      <Heading as="h2" size="md" mb="3">
        {t`Find a hotel`}
      </Heading>
      <SearchForm onSearch={goToSearch} loggedIn />
    </>
  )
}
