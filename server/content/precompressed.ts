import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import compression from 'compression'
import type { Request, Response } from 'express'

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * Compression for bodies made per request (API answers, feeds, build files). It sits only on those routes: pages
 * held in memory bring their encodings (sendCached) and skip its per-response wrapping altogether.
 */
export const compressText = compression({ threshold: 1024 })

/** One encoding of a body: its bytes and their entity tag, both made once. */
interface Encoded {
  bytes: Buffer
  etag: string
}

/** A page held in memory, with its encodings made once, on first demand. */
export interface CachedBody {
  type: string
  body: string
  encoded?: Partial<Record<Encoding, Encoded>>
}

function encode(body: string, encoding: Encoding): Encoded {
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: 9 })
        : Buffer.from(body)
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }
}

/**
 * Sends a page from memory in the best encoding the client accepts, with a strong ETag (a matching
 * If-None-Match gets 304). Every encoding and its ETag are computed once per page, so a busy page costs no
 * compression or hashing per request.
 */
export function sendCached(req: Request, res: Response, page: CachedBody): void {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity')
  const encoding: Encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity'
  page.encoded ??= {}
  const { bytes, etag } = (page.encoded[encoding] ??= encode(page.body, encoding))
  res.type(page.type).vary('Accept-Encoding')
  res.setHeader('ETag', etag)
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  if (req.fresh) {
    res.status(304).end()
    return
  }
  res.setHeader('Content-Length', bytes.length)
  res.end(bytes)
}
