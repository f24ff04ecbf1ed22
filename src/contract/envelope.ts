import * as z from 'zod/mini'

// §7: B2B responses carry a header; message 'Success' means success, otherwise the
// header's code and message become the error the client shows.
export const SUCCESS_MESSAGE = 'Success'

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. "roomInfos.0.adultNum". */
  field: z.string(),
  message: z.string(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const headerSchema = z.object({
  code: z.int(),
  message: z.string(),
})

export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    header: headerSchema,
    data: z.nullable(data),
    errors: z.optional(z.array(fieldErrorSchema)),
  })
}

export type Envelope<T> = {
  header: { code: number; message: string }
  data: T | null
  errors?: FieldError[]
}

export const errorEnvelopeSchema = envelopeSchema(z.unknown())

export function ok<T>(data: T): Envelope<T> {
  return { header: { code: 0, message: SUCCESS_MESSAGE }, data }
}

export function fail(code: number, message: string, errors?: FieldError[]): Envelope<null> {
  return errors?.length ? { header: { code, message }, data: null, errors } : { header: { code, message }, data: null }
}

export function isSuccess(env: { header: { message: string } }): boolean {
  return env.header.message === SUCCESS_MESSAGE
}

/** §3 error object as the client's error pages use it. */
export const appErrorSchema = z.object({ statusCode: z.int(), message: z.string() })
export type AppError = z.infer<typeof appErrorSchema>
