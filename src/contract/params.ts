import * as z from 'zod/mini'

/** A whole number in [min, max], from a query-string text or a JSON number. */
export const intParam = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max))
