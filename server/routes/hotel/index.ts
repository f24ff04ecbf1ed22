import { Hono } from 'hono'
import type { AppEnv } from '../../http/types'
import { destinationRoutes } from './destinations'
import { hotelListRoute } from './hotel-list'
import { hotelStaticRoutes } from './hotel-static'
import { checkAvailableRoute } from './check-available'
import { monthLowestRoute } from './month-lowest'
import { popularLowRateRoutes } from './popular-low-rate'
import { rateSearchRoute } from './rate-search'

// §7 "Hotel search and content" routes (see src/contract/hotel.ts and HotelPaths).
export const hotelRoutes = new Hono<AppEnv>()
  .route('/', destinationRoutes)
  .route('/', hotelStaticRoutes)
  .route('/', hotelListRoute)
  // The month calendar first: /room_rate/v2/search/:id must not take "month" for an id.
  .route('/', monthLowestRoute)
  .route('/', rateSearchRoute)
  .route('/', popularLowRateRoutes)
  .route('/', checkAvailableRoute)
