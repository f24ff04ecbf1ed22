import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// §1: six locales, en-US fallback. Catalogs live in locales/<locale>/messages.po and marketing.po.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US', 'ja', 'ko', 'es', 'ar'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/contract/**', 'src/features/visitor/content/**'] },
    // The marketing pages' texts (about a third of all text): loaded only by the /$locale/_intro
    // routes (src/lib/i18n/i18n.ts loadMarketingCatalog), so app routes do not download them (#9).
    { path: '<rootDir>/locales/{locale}/marketing', include: ['src/features/visitor/content'] },
  ],
  format: formatter({ lineNumbers: false }),
})
