import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// architecture.md "Layers and what may import what", enforced here rather than by memory.
const layer = (files, group, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
})
const only = (files, regex, message) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
})

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'locales/**/*.js', 'locales/**/*.ts', 'test-results', 'playwright-report', '.data*', 'dev-dist', '.scratch'] },
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
  only(['src/contract/**'], '^(?!zod$|\\./)', 'src/contract imports only zod (and its own files).'),
  layer(['machines/**'], ['react', 'react-*', '@tanstack/*', '@lingui/*', '**/src/lib/*', '**/src/features/*', '**/server/*'], 'machines/ import only xstate and src/contract.'),
  layer(['server/**'], ['**/src/lib/*', '**/src/features/*', '**/src/routes/*', '**/src/components/*', 'react', 'react-dom', '@chakra-ui/*'], 'server/ may import src/contract and machines/ only.'),
  layer(['src/features/**'], ['**/src/routes/*', '**/routes/*'], 'features never import routes; routes compose features.'),
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
