import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'

// Two projects: `unit` (client, machines, contract; jsdom) and `server` (node, real database:
// PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        // lingui(): tests that render with the real catalogs import locales/*/messages.po.
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Vitest's default on a 2-core machine is one worker (cores - 1); two took the unit run
          // from 224 s to 167 s here (CI time, README "Decisions").
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded per instance; a few files at a time keeps 2 cores usable.
          maxWorkers: 2,
        },
      },
    ],
  },
})
