import { readFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { FetchFunction } from '../core/cookie-jar-fetch.ts'

/** The server's sanitizer and the site's CSP allow these video frames in post content (shared/content/video-embed.ts). */
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The renderer's Content-Security-Policy: only its own scripts, no network from the page (every request goes
 * through the main process), images from the app (uploads are proxied, see below), the studio server and https
 * (a post's featured image may be any https address, shared/schema/post.ts), inline styles for React and the
 * editor's coloured text. `dev` relaxes script and connect for Vite's hot reload.
 */
export function rendererCsp({ serverUrl, dev = false }: { serverUrl: string | null; dev?: boolean }): string {
  const server = serverUrl && /^https?:\/\//.test(serverUrl) ? ` ${new URL(serverUrl).origin}` : ''
  const directives = [
    "default-src 'none'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${server}`,
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: http://localhost:*" : "connect-src 'self'",
    `frame-src ${VIDEO_FRAMES.join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

export interface RendererFilesOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** The studio server chosen now, or null before the first connect. */
  serverUrl(): string | null
  /** How `/uploads/...` is fetched from the server. */
  fetch: FetchFunction
}

/**
 * Answers the renderer's requests (Electron: `protocol.handle('app', ...)`): the built files, with the CSP on the
 * page; and `/uploads/<name>` from the studio server, because the admin screens show uploaded images by their
 * server-relative address (`/uploads/...`, as in the browser where the console and the server share an origin).
 */
export function createRendererFiles({ rendererDir, serverUrl, fetch }: RendererFilesOptions): (request: Request) => Promise<Response> {
  const root = resolve(rendererDir)

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 })
    const url = new URL(request.url)
    if (url.pathname.startsWith('/uploads/')) return upload(url.pathname)

    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      return notFound()
    }
    const file = resolve(join(root, path === '/' ? 'index.html' : path))
    if (file !== root && !file.startsWith(root + sep)) return notFound() // no way out of the renderer folder
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      return notFound()
    }
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' }
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = rendererCsp({ serverUrl: serverUrl() })
      headers['Cache-Control'] = 'no-store'
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }

  async function upload(pathname: string): Promise<Response> {
    const server = serverUrl()
    // An upload, or one of its derivatives (`/uploads/v/<id>-<width>.<format>`, the media library's thumbnails).
    if (!server || !/^\/uploads\/(?:v\/)?[\w-]+(?:\.[\w]+)?$/.test(pathname)) return notFound()
    try {
      const answer = await fetch(`${server}${pathname}`)
      if (!answer.ok) return notFound()
      const type = answer.headers.get('content-type') ?? 'application/octet-stream'
      // Only images come back into the page.
      if (!type.startsWith('image/')) return notFound()
      return new Response(await answer.arrayBuffer(), {
        status: 200,
        headers: { 'Content-Type': type, 'Cache-Control': 'max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
      })
    } catch {
      return new Response('The studio server did not answer', { status: 502 })
    }
  }
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
