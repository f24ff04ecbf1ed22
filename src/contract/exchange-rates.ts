import * as z from 'zod/mini'
import { exchangeRateSchema } from './currencies'

/** GET {static}/static/v2/exchange_rates: every §1 reference currency, in CURRENCIES order. */
export const exchangeRateListSchema = z.array(exchangeRateSchema)
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>
