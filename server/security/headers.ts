import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Security headers for every answer. The CSP allows what the site uses and nothing more: our own scripts,
 * inline styles (React style props and the Markdown editor), images over https (posts may link images),
 * and YouTube/Vimeo frames (the editor's video embeds).
 */
function helmetFor({ dev }: { dev: boolean }) {
  return helmet({
    // Vite's dev server injects inline scripts for hot reload; production pages have none.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            // Post videos, and the map and social feeds the site loads on request (shared/content/studio.ts embeds).
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

export interface SecurityHeaders {
  /** Flat [name, value, …], for writeHead. */
  list: readonly string[]
  /** Sets them on every answer Express makes. */
  middleware: RequestHandler
}

/**
 * The security headers, worked out once: they are the same on every answer, and both Express's answers and the
 * ones sent from memory (content/answers.ts) carry this one list. Helmet stays their single source: it runs once,
 * here, against a stand-in response that records what it sets.
 */
export function securityHeaders(options: { dev: boolean }): SecurityHeaders {
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
  const list = [...headers].flat()
  return {
    list,
    middleware: (_req, res, next) => {
      for (let index = 0; index < list.length; index += 2) res.setHeader(list[index]!, list[index + 1]!)
      next()
    },
  }
}
