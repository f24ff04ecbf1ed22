import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { HOME_META } from '../../features/landing/landing-content'
import { activateLocale } from './i18n'
import { useMarketingCatalog } from './use-marketing-catalog'

// The visitor home's texts are in marketing.po (lingui.config.ts MARKETING_SOURCES), which the
// boot does not load: a page that becomes the visitor home without navigating waits for them.
describe('useMarketingCatalog', { timeout: 20_000 }, () => {
  it('is false until the visitor texts of the locale on screen are loaded, then true, and stays true across a language switch', async () => {
    await activateLocale('es')
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
    const english = i18n._(HOME_META.title)
    const { result } = renderHook(() => useMarketingCatalog(), { wrapper })
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
    const spanish = i18n._(HOME_META.title)
    expect(spanish).not.toBe(english)

    // A switch loads the extra catalogs already shown, so the hook stays true.
    await act(() => activateLocale('ja'))
    expect(result.current).toBe(true)
    expect(i18n._(HOME_META.title)).not.toBe(spanish)
  })
})
