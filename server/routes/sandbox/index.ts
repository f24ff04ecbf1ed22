import { Hono } from 'hono'
import type { AppEnv } from '../../http/types'
import { appPages } from './app-pages'
import { cardPages } from './card-pages'

/** The embedded sandbox gateway under /sandbox/* (architecture.md: Payments). */
export const sandboxRoutes = new Hono<AppEnv>().route('/', cardPages).route('/', appPages)
