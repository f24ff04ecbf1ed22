import type { IncomingMessage } from 'node:http'
import type { HttpBindings } from '@hono/node-server'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../../src/contract/errors'
import { sendFail } from './respond'
import type { AppEnv } from './types'

// The request body, read from Node's own request and limited to `maxSize` bytes.
//
// @hono/node-server hands the app a light request object and builds a real `Request` (undici)
// only when something asks for the body or the signal. Hono's bodyLimit asks for `raw.body` on
// every request, GETs included, and `c.req.json()` reads the body through it. Each such
// Request registers its abort listener in a FinalizationRegistry; after a major GC, the
// finalizers of every request collected since run in one task. Under the mixed load that was
// one 330-480 ms task (undici's finalizer and EventTarget.removeEventListener in a CPU profile),
// the p99 of every step on both databases, and building the Requests was ~5 % of the server's
// CPU over a bench run (#9). Here the body goes from `incoming` into HonoRequest's body cache,
// so `c.req.json()`, `text()` and `parseBody()` read it from there and no Request is built.
// Without Node's request (tests calling `app.request()`), Hono's own bodyLimit does the job.

const NO_BODY = new Set(['GET', 'HEAD'])

type Read = { body: Buffer } | { tooLarge: true }

/** Reads `incoming` to its end, or stops once more than `maxSize` bytes came (the rest is drained by the adapter). */
export function readIncoming(incoming: IncomingMessage, maxSize: number): Promise<Read> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxSize) {
        done()
        resolve({ tooLarge: true })
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve({ body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) })
    }
    const onError = (err: Error) => {
      done()
      reject(err)
    }
    const onClose = () => {
      done()
      reject(new Error('request closed before its body ended'))
    }
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })
}

export function requestBody(opts: { maxSize: number; onError: (c: Context<AppEnv>) => Response | Promise<Response> }): MiddlewareHandler<AppEnv> {
  const fallback = bodyLimit(opts)
  return async function requestBody(c, next) {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming
    if (!incoming) return fallback(c, next)
    if (NO_BODY.has(c.req.method)) return next()
    const length = c.req.header('content-length')
    if (length !== undefined && !c.req.header('transfer-encoding') && Number.parseInt(length, 10) > opts.maxSize) return opts.onError(c)
    let read: Read
    try {
      read = await readIncoming(incoming, opts.maxSize)
    } catch {
      // The client went away mid-body: no handler runs on part of a body.
      return sendFail(c, 400, ErrorCode.VALIDATION, 'request body could not be read')
    }
    if ('tooLarge' in read) return opts.onError(c)
    const { body } = read
    // Hono keeps promises in its body cache (its type names the values) and calls then() on them.
    const cache = c.req.bodyCache as unknown as Record<'arrayBuffer' | 'text', Promise<unknown>>
    // An ArrayBuffer of exactly the body (a small Buffer can be a view into a shared pool).
    cache.arrayBuffer = Promise.resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength))
    // json() and text() read `text`; without it Hono would make a Response to decode the bytes.
    cache.text = Promise.resolve(new TextDecoder().decode(body))
    return next()
  }
}
