import type { Logger } from 'pino'
import { pgliteOf, type Db } from '../db/client'
import { repeatEvery, type Repeating } from './repeat'

// PGlite has no autovacuum: it is one backend without background workers, so nothing updates
// the planner's statistics or clears dead rows unless we do. Without statistics every table
// looks empty to the planner (reltuples -1): the order list of an agency with 576 orders was
// planned as a bitmap scan, a hash join and a sort of all of them, 15 ms, instead of reading
// the newest 20 by index (#9, order_list p95). This pass does what autovacuum would, with its
// default thresholds, one table per statement so requests run between them. PostgreSQL runs
// its own autovacuum; this is started for PGlite only (main.ts).
//
// PGlite forgets the activity counters (pg_stat_user_tables) when it restarts, so changes
// made shortly before a restart are not counted; what ANALYZE wrote (pg_class.reltuples,
// pg_statistic) is kept, and a table never analyzed (reltuples < 0) is analyzed at once.

/** autovacuum's defaults (autovacuum_*_threshold and *_scale_factor). */
const ANALYZE_BASE = 50
const ANALYZE_SCALE = 0.1
const VACUUM_BASE = 50
const VACUUM_SCALE = 0.2
const INSERT_VACUUM_BASE = 1000
const INSERT_VACUUM_SCALE = 0.2

export type MaintenanceReport = { analyzed: string[]; vacuumed: string[] }

type TableStats = { relname: string; reltuples: number; n_dead_tup: number; n_mod_since_analyze: number; n_ins_since_vacuum: number }

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** What autovacuum would do to each table now: vacuum (and analyze), analyze, or nothing. */
export function maintenanceDue(t: TableStats): 'vacuum' | 'analyze' | null {
  const tuples = Math.max(t.reltuples, 0)
  if (t.n_dead_tup > VACUUM_BASE + VACUUM_SCALE * tuples) return 'vacuum'
  if (t.n_ins_since_vacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * tuples) return 'vacuum'
  if (t.reltuples < 0 || t.n_mod_since_analyze > ANALYZE_BASE + ANALYZE_SCALE * tuples) return 'analyze'
  return null
}

/** One pass: vacuums and analyzes the public tables that need it. A no-op on PostgreSQL. */
export async function maintainOnce(db: Db): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { analyzed: [], vacuumed: [] }
  const client = pgliteOf(db)
  if (!client) return report
  // The counters reach pg_stat_user_tables when the backend reports them, which a lone
  // PGlite backend does only when asked.
  await client.query('select pg_stat_force_next_flush()')
  const { rows } = await client.query<TableStats>(
    'select s.relname, c.reltuples::float8 as reltuples, s.n_dead_tup::float8 as n_dead_tup, s.n_mod_since_analyze::float8 as n_mod_since_analyze, ' +
      "s.n_ins_since_vacuum::float8 as n_ins_since_vacuum from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.schemaname = 'public' order by s.relname",
  )
  for (const t of rows) {
    const due = maintenanceDue(t)
    if (!due) continue
    await client.exec(`${due === 'vacuum' ? 'vacuum (analyze)' : 'analyze'} ${quoteIdent(t.relname)}`)
    report.analyzed.push(t.relname)
    if (due === 'vacuum') report.vacuumed.push(t.relname)
  }
  return report
}

/** Runs maintainOnce `firstMs` after start and then every `intervalMs`, until stopped. */
export function startMaintenance(db: Db, opts: { firstMs: number; intervalMs: number }, logger: Pick<Logger, 'error' | 'debug'>): Repeating {
  return repeatEvery(opts, async () => {
    const t0 = performance.now()
    try {
      const report = await maintainOnce(db)
      if (report.analyzed.length > 0) logger.debug({ maintenance: report, ms: Math.round(performance.now() - t0) }, 'database maintenance pass')
    } catch (err: unknown) {
      logger.error({ err }, 'database maintenance pass failed')
    }
  })
}
