import { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file.ts'

const StoredCookieSchema = z.object({
  name: z.string().min(1),
  value: z.string(),
  host: z.string().min(1),
  /** Set by a Domain attribute: the cookie also goes to subdomains of `host`. */
  includeSubdomains: z.boolean(),
  path: z.string().startsWith('/'),
  /** Milliseconds since the epoch. Cookies without an expiry live in memory only, as in a browser. */
  expires: z.number().nullable(),
  secure: z.boolean(),
})
type StoredCookie = z.infer<typeof StoredCookieSchema>
const JarFileSchema = z.object({ version: z.literal(1), cookies: z.array(StoredCookieSchema) })

export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/**
 * A fetch with a browser-like cookie jar kept in a file: what Electron's persistent session partition does for the
 * main process, for Node (the desktop core's tests and the Playwright bridge). The session cookie is HttpOnly and
 * never leaves this process.
 */
export async function createCookieJarFetch(file: string, baseFetch: FetchFunction = fetch, now: () => number = Date.now): Promise<FetchFunction> {
  let cookies: StoredCookie[] = ((await readJsonFile(file, JarFileSchema))?.cookies ?? []).filter((cookie) => !expired(cookie, now()))

  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const headers = new Headers(request.headers)
    const matching = cookies.filter((cookie) => matches(cookie, url, now()))
    if (matching.length > 0) headers.set('cookie', matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '))
    const response = await baseFetch(new Request(request, { headers }))

    const setCookies = response.headers.getSetCookie()
    if (setCookies.length > 0) {
      const before = JSON.stringify(persistent(cookies))
      for (const line of setCookies) {
        const cookie = parseSetCookie(line, url, now())
        if (!cookie) continue
        cookies = cookies.filter((existing) => !(existing.name === cookie.name && existing.host === cookie.host && existing.path === cookie.path))
        if (!expired(cookie, now())) cookies.push(cookie)
      }
      const after = persistent(cookies)
      if (JSON.stringify(after) !== before) await writeJsonFile(file, { version: 1, cookies: after })
    }
    return response
  }
}

function persistent(cookies: StoredCookie[]): StoredCookie[] {
  return cookies.filter((cookie) => cookie.expires !== null)
}

function expired(cookie: StoredCookie, now: number): boolean {
  return cookie.expires !== null && cookie.expires <= now
}

function matches(cookie: StoredCookie, url: URL, now: number): boolean {
  if (expired(cookie, now)) return false
  if (cookie.secure && url.protocol !== 'https:') return false
  const hostMatches = url.hostname === cookie.host || (cookie.includeSubdomains && url.hostname.endsWith(`.${cookie.host}`))
  const pathMatches = url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)
  return hostMatches && pathMatches
}

/** RFC 6265 §5.2, the parts a session cookie uses: Expires, Max-Age, Domain, Path, Secure. */
export function parseSetCookie(line: string, url: URL, now: number): StoredCookie | null {
  const [pair = '', ...attributes] = line.split(';')
  const equals = pair.indexOf('=')
  if (equals <= 0) return null
  const cookie: StoredCookie = {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    host: url.hostname,
    includeSubdomains: false,
    path: defaultPath(url),
    expires: null,
    secure: false,
  }
  let maxAge: number | null = null
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=')
    const name = rawName.trim().toLowerCase()
    const value = rest.join('=').trim()
    if (name === 'expires') {
      const time = Date.parse(value)
      if (!Number.isNaN(time)) cookie.expires = time
    } else if (name === 'max-age' && /^-?\d+$/.test(value)) {
      maxAge = Number(value)
    } else if (name === 'domain' && value) {
      const domain = value.replace(/^\./, '').toLowerCase()
      if (url.hostname !== domain && !url.hostname.endsWith(`.${domain}`)) return null // not ours to set
      cookie.host = domain
      cookie.includeSubdomains = true
    } else if (name === 'path' && value.startsWith('/')) {
      cookie.path = value
    } else if (name === 'secure') {
      cookie.secure = true
    }
  }
  if (maxAge !== null) cookie.expires = now + maxAge * 1000 // Max-Age wins over Expires
  return cookie
}

function defaultPath(url: URL): string {
  const slash = url.pathname.lastIndexOf('/')
  return slash <= 0 ? '/' : url.pathname.slice(0, slash)
}
