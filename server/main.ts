import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { createDb, type DbHandle } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { DEMO_ACCOUNTS } from './db/seed/accounts'
import { seedIfEmpty } from './db/seed/index'
import { createLogger } from './logger'
import { startMaintenance } from './jobs/pglite-maintenance'
import { startScheduler } from './jobs/scheduler'

// Start-up: config → database → migrations → first-start seed → HTTP. Stops cleanly on
// SIGINT/SIGTERM: no new connections, in-flight requests finish, then the database closes
// (PGlite flushes its data directory) and the process exits 0.

const SHUTDOWN_GRACE_MS = 5000
const KEEP_ALIVE_MS = 65_000

function banner(config: Config, url: string, db: DbHandle, seeded: string): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.role])
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), i === 0 ? 8 : 8))
  const table = rows.map((r) => `  ${(r[0] ?? '').padEnd(widths[0] ?? 0)}  ${(r[1] ?? '').padEnd(widths[1] ?? 0)}  ${r[2]}`).join('\n')
  const where = db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  return [
    '',
    `  B2B hotel portal listening on ${url}`,
    `  Database: ${where}${seeded}`,
    '',
    `  Demo accounts:`,
    `  ${'username'.padEnd(widths[0] ?? 0)}  ${'password'.padEnd(widths[1] ?? 0)}  role`,
    table,
    '',
  ].join('\n')
}

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.logLevel)

  const t0 = performance.now()
  const db = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => logger.error({ err }, 'idle database connection failed'),
  })
  const t1 = performance.now()
  await db.migrate()
  const t2 = performance.now()
  const seed = await seedIfEmpty(db.db, { hotels: config.seedHotels })
  logger.info(
    { db: db.kind, openMs: Math.round(t1 - t0), migrateMs: Math.round(t2 - t1), seedMs: Math.round(seed.ms), seeded: seed.seeded },
    'database ready',
  )
  const seeded = seed.seeded
    ? ` (seeded ${seed.counts?.hotels} hotels in ${(seed.ms / 1000).toFixed(1)} s)`
    : ''
  if (seed.seeded) logger.info({ counts: seed.counts }, 'database seeded')

  if (!existsSync(path.join(config.distDir, 'index.html'))) {
    process.stdout.write(
      `\n  Note: ${path.join(config.distDir, 'index.html')} is missing, so only the API is served.\n` +
        `  Build the client with \`npm run build\` (\`npm start\` builds it first).\n`,
    )
  }

  const app = createApp({ db, config, logger })
  // Order scheduler (issue #5): supplier confirmations, cancellations, completions, expiries.
  const scheduler = config.schedulerEnabled ? startScheduler(db.db, config, logger) : null
  // PGlite has no autovacuum: planner statistics and dead rows are kept up by this pass
  // (jobs/pglite-maintenance.ts), first a few seconds after start, then twice a minute.
  const maintenance = db.kind === 'pglite' ? startMaintenance(db.db, { firstMs: 5_000, intervalMs: 30_000 }, logger) : null
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address
    const url = `http://${host}:${info.port}`
    process.stdout.write(banner(config, url, db, seeded))
    const rssMb = process.memoryUsage().rss / 1024 / 1024
    process.stdout.write(`  Ready in ${process.uptime().toFixed(2)} s (RSS ${rssMb.toFixed(0)} MB)\n\n`)
  }) as Server
  // Node closes a keep-alive connection after 5 s idle. A client that sends on it at that moment
  // gets ECONNRESET (browsers retry; an agency's HTTP client or a test's may not): idle
  // connections stay open for 65 s, longer than the usual client and proxy idle timeouts.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000

  server.on('error', async (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      process.stderr.write(`Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT.\n`)
    } else {
      logger.fatal({ err }, 'HTTP server error')
    }
    await db.close().catch(() => undefined)
    process.exit(1)
  })

  let stoppingSince = 0
  const shutdown = (signal: string) => {
    if (stoppingSince) {
      // A Ctrl-C can arrive twice at once (terminal group + a relaying parent such as tsx);
      // only a later, deliberate second signal skips the graceful wait.
      if (Date.now() - stoppingSince < 1000) return
      process.stderr.write(`${signal} again: exiting without waiting\n`)
      process.exit(1)
    }
    stoppingSince = Date.now()
    process.stdout.write(`\n  ${signal}: shutting down…\n`)
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      try {
        await scheduler?.stop()
        await maintenance?.stop()
        await db.close()
        process.stdout.write('  Stopped cleanly.\n')
        process.exit(0)
      } catch (err) {
        logger.error({ err }, 'closing the database failed')
        process.exit(1)
      }
    })
    server.closeIdleConnections()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  const known = err instanceof DataDirLockedError
  process.stderr.write(`Start-up failed: ${err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err)}\n`)
  process.exit(1)
})
