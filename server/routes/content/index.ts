import { Hono } from 'hono'
import type { AppEnv } from '../../http/types'
import { blogRoutes } from './blog'
import { chatRoutes } from './chat'
import { demoAppointmentRoute } from './demo-appointment'
import { sitemapRoute } from './sitemap'
import { supportPageRoutes } from './support-page'

// Visitor content (issue 8): blog, demo appointment, customer-service chat, sitemap.
export const contentRoutes = new Hono<AppEnv>()
  .route('/', blogRoutes)
  .route('/', demoAppointmentRoute)
  .route('/', chatRoutes)
  .route('/', supportPageRoutes)
  .route('/', sitemapRoute)
