import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { AFTER_FIRST_PAINT_SCRIPT } from '#shared/head/after-first-paint.ts'

/** The public pages' one inline script, allowed by its hash (never 'unsafe-inline' for scripts). */
export const AFTER_FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}'`

/**
 * Security headers for every answer. The CSP allows what the site uses and nothing more: our own scripts and the
 * public pages' web-font loader (by its hash), inline styles (React style props and the Markdown editor), images
 * over https (posts may link images), and YouTube/Vimeo frames (the editor's video embeds).
 */
function helmetFor({ dev }: { dev: boolean }) {
  return helmet({
    // Vite's dev server injects inline scripts for hot reload; production pages have one, allowed by its hash.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", AFTER_FIRST_PAINT_SCRIPT_SOURCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            // Post videos, and the map and social feeds the site loads on request (the feeds' addresses are Settings'
            // `embeds`, which accept only these two hosts: shared/schema/studio.ts).
            frameSrc: [
              'https://www.youtube.com',
              'https://www.youtube-nocookie.com',
              'https://player.vimeo.com',
              'https://www.google.com',
              'https://www.instagram.com',
              'https://www.facebook.com',
            ],
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // Cross-origin isolation would block the YouTube and map embeds.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}

/** RFC 6797 §7.2: HSTS is sent over HTTPS only (a browser ignores it over plain HTTP; a host must not send it there). */
const HTTPS_ONLY = new Set(['strict-transport-security'])

/** Express's compiled `trust proxy` (`app.get('trust proxy fn')`): is the peer at `address`, `hop` hops away, a proxy we trust? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean

/**
 * Whether a request came over HTTPS, decided exactly as Express decides `req.secure` (express/lib/request.js,
 * `protocol`): the socket's own TLS, unless its peer is a trusted proxy (TRUST_PROXY), whose X-Forwarded-Proto (first
 * value) then says. The answers sent from memory run before Express (content/answers.ts), so they need the rule
 * without Express's request; the session cookie's `Secure` follows `req.secure`, so both always agree.
 */
export function httpsDetector(trust: TrustProxy): (req: IncomingMessage) => boolean {
  return (req) => {
    const socketProtocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http'
    if (!trust(req.socket.remoteAddress, 0)) return socketProtocol === 'https'
    const forwarded = req.headers['x-forwarded-proto']
    const header = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded) || socketProtocol
    return header.split(',')[0]!.trim() === 'https'
  }
}

/**
 * Headers that still mean something on a file the browser never renders as a page of its own: the rest (the CSP,
 * frame, referrer and opener policies) govern documents, and a script, a style sheet, a font or a photo is none.
 * They are about 600 bytes on each such answer, so a page's first load with its fonts and scripts saves 4 KB.
 */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy'])

/**
 * Built scripts, style sheets and fonts, and uploaded photos (always re-encoded raster images): files no browser
 * shows as a document that could run anything. SVG is left out: opened by itself, it is a document.
 */
const SUBRESOURCE = /^\/(?:assets|uploads)\/[^?#]*\.(?:js|css|woff2?|jpe?g|png|webp|avif|gif)(?:[?#]|$)/i

/** An answer a browser would render as a page: HTML, SVG, or one whose type is not said. */
function rendersAsDocument(contentType: unknown): boolean {
  return typeof contentType !== 'string' || /^\s*(?:text\/html|image\/svg\+xml|application\/xhtml)/i.test(contentType)
}

/**
 * For a request of such a file, the document-only headers are taken off when the answer is written, unless the
 * answer turns out to be a page after all (a 404 page for a missing file keeps every header).
 */
function dropDocumentHeadersFromFile(res: ServerResponse, documentOnly: readonly string[]): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!rendersAsDocument(this.getHeader('content-type'))) for (const name of documentOnly) this.removeHeader(name)
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}

export interface SecurityHeaders {
  /** Flat [name, value, …], for writeHead: sent with every answer. */
  list: readonly string[]
  /** Flat [name, value, …] sent only with answers to HTTPS requests (HSTS). */
  httpsList: readonly string[]
  /** Whether this request came over HTTPS (directly, or through a trusted proxy): `httpsList` is sent then. */
  isHttps(req: IncomingMessage): boolean
  /** Sets them on every answer Express makes (on built files and photos, only those that apply to them). */
  middleware: RequestHandler
}

/**
 * The security headers, worked out once: they are the same on every answer (HSTS on every HTTPS one), and both
 * Express's answers and the ones sent from memory (content/answers.ts) carry these lists. Helmet stays their single
 * source: it runs once, here, against a stand-in response that records what it sets.
 */
export function securityHeaders(options: { dev: boolean; isHttps: (req: IncomingMessage) => boolean }): SecurityHeaders {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.set(name, String(value))
    },
    removeHeader(name: string) {
      headers.delete(name)
    },
  }
  let finished = false
  helmetFor(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
    finished = true
  })
  if (!finished) throw new Error('helmet did not set its headers synchronously')
  const all = [...headers]
  const list = all.filter(([name]) => !HTTPS_ONLY.has(name.toLowerCase())).flat()
  const documentOnly = all.map(([name]) => name).filter((name) => !SUBRESOURCE_HEADERS.has(name.toLowerCase()) && !HTTPS_ONLY.has(name.toLowerCase()))
  const httpsList = all.filter(([name]) => HTTPS_ONLY.has(name.toLowerCase())).flat()
  const { isHttps } = options
  const setAll = (res: ServerResponse, pairs: readonly string[]) => {
    for (let index = 0; index < pairs.length; index += 2) res.setHeader(pairs[index]!, pairs[index + 1]!)
  }
  return {
    list,
    httpsList,
    isHttps,
    middleware: (req, res, next) => {
      setAll(res, list)
      if (SUBRESOURCE.test(req.url)) dropDocumentHeadersFromFile(res, documentOnly)
      if (isHttps(req)) setAll(res, httpsList)
      next()
    },
  }
}
