import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// §1: six locales, en-US fallback. Catalogs live in locales/<locale>/messages.po.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US', 'ja', 'ko', 'es', 'ar'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/contract/**'] }],
  format: formatter({ lineNumbers: false }),
})
