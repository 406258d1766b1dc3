import type { ErrorRequestHandler, RequestHandler } from 'express'
import multer from 'multer'
import { MAX_IMAGE_MB } from '../shared/schema/upload.ts'
import { HttpError, notFound } from './http-errors.ts'
import type { Logger } from './logging/logger.ts'

/** The message of the 404 for a path no route answers (not a 404 for a missing post or image). */
export const noApiRoute = (method: string, path: string) => `No API route ${method} ${path}`

/** Unknown `/api` paths answer 404 JSON, never the site's HTML page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(noApiRoute(req.method, req.originalUrl.split('?')[0] ?? '')))
}

/** Body-parser errors carry `type` and `status`: malformed JSON, a body too large, a bad charset. */
interface ParserError {
  type?: string
  status?: number
  expose?: boolean
  message?: string
}

/** What a visitor's malformed address gets (`/api/blog/posts/%ff`): Express's router could not decode a path parameter. */
export const MALFORMED_ADDRESS = 'This address is not valid: it has a malformed % escape'

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  // The router's decodeURIComponent of a parameter (it marks the error 400, but not as safe to show).
  if (error instanceof URIError) return new HttpError(400, MALFORMED_ADDRESS)
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, `The image is too large: the limit is ${MAX_IMAGE_MB} MB`)
    return new HttpError(400, `Upload refused: ${error.message}`)
  }
  const parser = error as ParserError
  if (parser?.type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON')
  if (parser?.type === 'entity.too.large') return new HttpError(413, 'The request body is too large')
  if (parser?.status && parser.status >= 400 && parser.status < 500 && parser.expose) {
    return new HttpError(parser.status, parser.message ?? 'Bad request')
  }
  return new HttpError(500, 'Something went wrong on the server')
}

/**
 * The one place errors become answers: JSON `{error, fields?, code?}`, never a stack trace. A 5xx is logged with its stack
 * (the path without its query: the request's own line has it, redacted).
 */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const http = toHttpError(error)
    if (http.status >= 500) logger.error({ err: error }, `[api] ${req.method} ${req.originalUrl.split('?')[0]}`)
    if (res.headersSent) return
    res.status(http.status).set(http.headers ?? {})
    res.json({ error: http.message, ...(http.fields && { fields: http.fields }), ...(http.code && { code: http.code }) })
  }
}
