import path from 'node:path'
import { z } from 'zod'

// Runtime configuration from the environment (architecture.md "Runtime"). Everything the
// server reads from process.env goes through here, so a bad value stops start-up with one
// clear message instead of failing later in some handler.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const intFromEnv = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

const boolFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

const envSchema = z.object({
  PORT: intFromEnv(0, 65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_HOTELS: intFromEnv(0, 200_000).default(2000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  DIST_DIR: z.string().trim().min(1).default('./dist'),
  /** Trust X-Forwarded-For for the client IP (only behind a proxy you control). */
  TRUST_PROXY: boolFromEnv.default(false),
  /** Request bodies above this many bytes answer 413. */
  BODY_LIMIT_BYTES: intFromEnv(1024, 50 * 1024 * 1024).default(1024 * 1024),
  // Orders (issue #5): how long an unpaid order holds its rooms, the simulated supplier's
  // confirmation delay, the pause between cancellation progress steps, and the scheduler.
  UNPAID_HOLD_MINUTES: intFromEnv(1, 24 * 60).default(30),
  SUPPLIER_CONFIRM_DELAY_MS: intFromEnv(0, 3_600_000).default(5000),
  CANCEL_STEP_DELAY_MS: intFromEnv(0, 3_600_000).default(3000),
  SCHEDULER_INTERVAL_MS: intFromEnv(100, 3_600_000).default(2000),
  /** How long a hotel page's HTML may wait for its server-rendered first paint (#9). */
  FIRST_PAINT_BUDGET_MS: intFromEnv(0, 60_000).default(300),
  /** Run the order scheduler in this process (default: on, except NODE_ENV=test). */
  SCHEDULER: boolFromEnv.optional(),
})

export type LogLevel = (typeof LOG_LEVELS)[number]

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  seedHotels: number
  nodeEnv: 'development' | 'production' | 'test'
  logLevel: LogLevel
  distDir: string
  trustProxy: boolean
  bodyLimitBytes: number
  unpaidHoldMs: number
  supplierConfirmDelayMs: number
  cancelStepDelayMs: number
  schedulerIntervalMs: number
  schedulerEnabled: boolean
  firstPaintBudgetMs: number
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads the configuration from `env` (process.env by default). Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  )
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '?')
        return `${key}=${JSON.stringify(raw[key] ?? '')}: ${issue.message}`
      }),
    )
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedHotels: e.SEED_HOTELS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    distDir: path.resolve(e.DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    unpaidHoldMs: e.UNPAID_HOLD_MINUTES * 60_000,
    supplierConfirmDelayMs: e.SUPPLIER_CONFIRM_DELAY_MS,
    cancelStepDelayMs: e.CANCEL_STEP_DELAY_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    schedulerEnabled: e.SCHEDULER ?? e.NODE_ENV !== 'test',
    firstPaintBudgetMs: e.FIRST_PAINT_BUDGET_MS,
  }
}
