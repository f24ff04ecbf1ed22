import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db, DbKind } from '../db/client'

/** What handlers need from the outside world; one instance per app. */
export type AppDeps = {
  db: Db
  dbKind: DbKind
  config: Config
  logger: Logger
}

/** The logged-in user as the session middleware resolved it. */
export type AuthUser = {
  id: number
  username: string
  isSuperuser: boolean
  isMainUser: boolean
  /** Effective §6 permissions: a main user holds all of them. */
  permissions: number[]
  agencyId: number | null
  agencyCode: string
  agencyName: string
  email: string
  phone: string
  firstName: string
  lastName: string
  /** The sign-in before this session's (null on the first one). */
  previousLoginAt: Date | null
}

export type AuthSession = {
  tokenHash: string
  csrfToken: string
  /** How this request authenticated: cookie requests need the CSRF header on writes. */
  via: 'cookie' | 'bearer'
}

export type AppEnv = {
  Variables: {
    requestId: string
    deps: AppDeps
    user: AuthUser
    session: AuthSession
    /** Set by the static middleware when a file from DIST_DIR answered. */
    staticFile: string
  }
}
