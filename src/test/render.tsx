import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { portalSystem } from '../components/theme/system'

/** Renders with the app's providers (no router), with a fresh query client per test. */
export function renderWithProviders(ui: ReactElement, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return {
    queryClient,
    ...render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>{ui}</I18nProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  }
}
