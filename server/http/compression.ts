import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { constants, createBrotliCompress } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'

// Response compression: brotli (quality 5: most of the gain at a fraction of the CPU of
// quality 11) when the client accepts it, else hono's gzip/deflate. Files that the build
// precompressed (.br/.gz next to the original) are served as they are by serveStatic.

const THRESHOLD = 1024

function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== 'br') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

export function compression(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD })
  return async (c, next) => {
    if (!acceptsBrotli(c.req.header('accept-encoding'))) return gzip(c, next)
    await next()
    const res = c.res
    const type = res.headers.get('content-type')
    const length = res.headers.get('content-length')
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('content-encoding') ||
      (length !== null && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return
    }
    const brotli = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        ...(length ? { [constants.BROTLI_PARAM_SIZE_HINT]: Number(length) } : {}),
      },
    })
    // Web and Node stream types differ only nominally here.
    const source = Readable.fromWeb(res.body as unknown as NodeWebStream<Uint8Array>)
    source.on('error', (error) => brotli.destroy(error))
    const body = Readable.toWeb(source.pipe(brotli)) as unknown as ReadableStream<Uint8Array>
    c.res = new Response(body, res)
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', 'br')
    const vary = c.res.headers.get('vary')
    if (!vary) c.res.headers.set('vary', 'Accept-Encoding')
    else if (!/accept-encoding/i.test(vary) && vary !== '*') c.res.headers.set('vary', `${vary}, Accept-Encoding`)
    const etag = c.res.headers.get('etag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  }
}
