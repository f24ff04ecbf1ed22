import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'

// architecture.md "Layers and what may import what", enforced here rather than by memory.
const layer = (files, group, message, extra = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }, ...extra] }] },
})
// Issue 9: the browser bundle uses zod/mini; one classic `zod` import would bundle both.
// Repeated in every config below that sets no-restricted-imports for src or machines, since
// a later config's options replace an earlier one's.
const noClassicZod = { regex: '^zod(/v3|/v4|/v4/classic)?$', message: "code that reaches the browser imports zod from 'zod/mini' (classic zod adds ~26 KB gzip to every route, #9)." }
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const only = (files, regex, message) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
})

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/routeTree.gen.ts', 'locales/**/*.js', 'locales/**/*.ts', 'test-results', 'playwright-report', '.data*', 'dev-dist', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**', 'machines/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClassicZod] }] },
  },
  only(['src/contract/**'], '^(?!zod/mini$|\\./)', 'src/contract imports only zod/mini (and its own files).'),
  layer(['machines/**'], ['react', 'react-*', '@tanstack/*', '@lingui/*', '**/src/lib/*', '**/src/features/*', '**/server/*'], 'machines/ import only xstate and src/contract.', [noClassicZod]),
  layer(['server/**'], ['**/src/lib/*', '**/src/features/*', '**/src/routes/*', '**/src/components/*', 'react', 'react-dom', '@chakra-ui/*'], 'server/ may import src/contract and machines/ only.'),
  // Features never import routes or each other; routes compose them (one config per feature,
  // because a later config's options for the same rule replace, not extend, an earlier one's).
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/routes/*', '**/routes/*'], message: 'features never import routes; routes compose features.' },
          noClassicZod,
          ...(features.length > 1
            ? [{ regex: `^(\\.\\./)+(features/)?(${features.filter((f) => f !== feature).join('|')})(/|$)`, message: 'features never import each other; move shared code to src/components or src/lib.' }]
            : []),
        ],
      }],
    },
  })),
  {
    // Plain scripts the server sends as they are (public/), run in the browser.
    files: ['public/**/*.js'],
    languageOptions: { globals: { document: 'readonly', window: 'readonly', HTMLInputElement: 'readonly', Worker: 'readonly' } },
  },
  {
    // A worker's script: its global is `self`, and there is no document.
    files: ['public/intl-warm.js'],
    languageOptions: { globals: { self: 'readonly', document: 'off', window: 'off' } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
