import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations for server/db/schema.ts into
// server/db/migrations; they are checked in and applied at start-up by drizzle's migrator
// (server/db/client.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
})
