import { Cookie, CookieJar } from 'tough-cookie'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file.ts'

/**
 * The file: tough-cookie's serialization of the jar, lasting cookies only (each with an Expires, see `received`).
 * A file of another shape, such as the hand-written jar's `{version: 1}`, starts an empty jar.
 */
const JarFileSchema = z.looseObject({
  version: z.string(),
  storeType: z.string().nullable(),
  rejectPublicSuffixes: z.boolean(),
  cookies: z.array(z.looseObject({ key: z.string().min(1), value: z.string(), domain: z.string().min(1), path: z.string(), expires: z.iso.datetime() })),
})

export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/**
 * A fetch with a browser-like cookie jar kept in a file: what Electron's persistent session partition does for the
 * main process, for Node (the desktop core's tests and the Playwright bridge). The session cookie is HttpOnly and
 * never leaves this process.
 */
export async function createCookieJarFetch(file: string, baseFetch: FetchFunction = fetch, now: () => number = Date.now): Promise<FetchFunction> {
  const saved = await readJsonFile(file, JarFileSchema)
  const jar = saved ? CookieJar.deserializeSync(saved) : new CookieJar()

  return async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    // tough-cookie's reads take no `now`, so expiry is checked here against ours (a test's clock).
    const cookies = (await jar.getCookies(request.url, { expire: false, sort: true })).filter((cookie) => !expired(cookie, now()))
    if (cookies.length > 0) headers.set('cookie', cookies.map((cookie) => cookie.cookieString()).join('; '))
    const response = await baseFetch(new Request(request, { headers }))

    const setCookies = response.headers.getSetCookie()
    if (setCookies.length > 0) {
      const before = (await lasting(jar, now())).join('\n')
      for (const line of setCookies) {
        const cookie = received(line, now())
        if (cookie) await jar.setCookie(cookie, request.url, { now: new Date(now()), ignoreError: true })
      }
      const after = await lasting(jar, now())
      if (after.join('\n') !== before) await writeJsonFile(file, { ...jar.serializeSync(), cookies: after.map((cookie) => cookie.toJSON()) })
    }
    return response
  }
}

/**
 * RFC 6265 §5.2.2: Max-Age counts from when the cookie arrived. tough-cookie 6 counts it from the cookie's last use,
 * which every request moves, so it becomes the Expires it stands for.
 */
function received(line: string, now: number): Cookie | undefined {
  const cookie = Cookie.parse(line)
  if (cookie && typeof cookie.maxAge === 'number') {
    cookie.expires = new Date(now + cookie.maxAge * 1000)
    cookie.maxAge = null
  }
  return cookie
}

function expired(cookie: Cookie, now: number): boolean {
  const time = cookie.expiryTime()
  return time !== undefined && time <= now
}

/** Cookies with an expiry that has not passed: what the file holds. Session cookies live in memory only, as in a browser. */
async function lasting(jar: CookieJar, now: number): Promise<Cookie[]> {
  return (await jar.store.getAllCookies()).filter((cookie) => cookie.isPersistent() && !expired(cookie, now))
}
