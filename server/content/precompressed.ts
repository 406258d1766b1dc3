import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'

/** A page held in memory, with its compressed forms made once, on first demand. */
export interface CachedBody {
  type: string
  body: string
  gzip?: Buffer
  br?: Buffer
}

/**
 * Sends a page from memory in the best encoding the client accepts. Each encoding is computed once per page, so
 * a busy page costs no compression work per request (the `compression` middleware skips bodies that already
 * have a Content-Encoding).
 */
export function sendCached(req: Request, res: Response, page: CachedBody): void {
  res.type(page.type).vary('Accept-Encoding')
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    res.set('Content-Encoding', 'br').send(page.br)
  } else if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.body, { level: 9 })
    res.set('Content-Encoding', 'gzip').send(page.gzip)
  } else {
    res.send(page.body)
  }
}
