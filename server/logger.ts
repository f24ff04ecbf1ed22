import pino, { type Logger } from 'pino'
import type { LogLevel } from './config'

/** JSON lines on stdout (LOG_LEVEL=silent in tests). */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log credentials that might end up in a structured field.
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  })
}
