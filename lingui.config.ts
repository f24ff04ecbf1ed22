import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// §1: six locales, en-US fallback. Catalogs live in locales/<locale>/messages.po, marketing.po,
// work.po and pay.po.

// Texts only the booking, orders, coupons and account screens show (~30% of the app's): the
// `work` catalog, loaded by those routes (src/lib/i18n/i18n.ts loadWorkCatalog), so the
// search, list and hotel pages do not download them (#9). A text also used elsewhere stays in
// `messages` only (scripts/i18n-dedupe.mjs, run by `npm run extract`).
export const WORK_FEATURES = ['booking', 'orders', 'coupons', 'account'].map((f) => `src/features/${f}`)
// The payment texts (~20% of `messages`): the `pay` catalog, awaited by the checkout, the pay
// result and hand-off pages and the order page (src/lib/i18n/i18n.ts loadPayCatalog), so login,
// search, list, hotel, booking and orders pages do not download them (#9). Two catalogs compress
// ~0.7 KB worse than one on the checkout, which is no longer the largest route.
export const PAY_FEATURES = ['src/features/payment']
// The visitor pages' texts (src/features/visitor: the marketing pages, blog, contact form and chat
// widget; src/features/landing: the static home built per locale, and the app's home for a
// visitor) are the marketing catalog: agents' pages do not download them (#9).
export const MARKETING_SOURCES = ['src/features/visitor', 'src/features/landing']
// The sign-in texts (login, sign-up, password reset and change, the login flow's dialogs): the
// `auth` catalog, awaited by the routes that show them and by the login flow's lazy load
// (src/features/auth/flow/auth-flow.tsx), so an agent's pages do not download them (#9).
export const AUTH_FEATURES = ['src/features/auth']
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'en-US', 'ja', 'ko', 'es', 'ar'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/contract/**', ...[...MARKETING_SOURCES, ...WORK_FEATURES, ...PAY_FEATURES, ...AUTH_FEATURES].map((f) => `${f}/**`)] },
    // The marketing pages' texts (about a third of all text): loaded only by the /$locale/_intro
    // routes (src/lib/i18n/i18n.ts loadMarketingCatalog), so app routes do not download them (#9).
    { path: '<rootDir>/locales/{locale}/marketing', include: MARKETING_SOURCES },
    { path: '<rootDir>/locales/{locale}/work', include: WORK_FEATURES },
    { path: '<rootDir>/locales/{locale}/pay', include: PAY_FEATURES },
    { path: '<rootDir>/locales/{locale}/auth', include: AUTH_FEATURES },
  ],
  format: formatter({ lineNumbers: false }),
})
