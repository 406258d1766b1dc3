import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type FetchFunction, createCookieJarFetch } from './cookie-jar-fetch.ts'

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

async function jarFile(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-jar-'))
  folders.push(folder)
  return join(folder, 'cookies.json')
}

let setCookies: string[] = []
let cookieHeader: string | null = null
/** The server as the jar sees it: real Responses with the Set-Cookie lines of `answer`; keeps the Cookie header it got. */
const server: FetchFunction = async (input, init) => {
  cookieHeader = new Request(input, init).headers.get('cookie')
  const headers = new Headers()
  for (const line of setCookies.splice(0)) headers.append('set-cookie', line)
  return new Response('{}', { headers })
}

async function answer(jar: FetchFunction, url: string, ...lines: string[]): Promise<void> {
  setCookies = lines
  await jar(url, { method: 'POST' })
}

/** The Cookie header the jar sends to `url`. */
async function cookiesSentTo(jar: FetchFunction, url: string): Promise<string | null> {
  await jar(url)
  return cookieHeader
}

async function savedCookies(file: string): Promise<string[]> {
  return JSON.parse(await readFile(file, 'utf8')).cookies.map((cookie: { key: string; value: string }) => `${cookie.key}=${cookie.value}`)
}

let clock = Date.UTC(2026, 0, 1)
const now = () => clock
const LOGIN = 'http://studio.test/api/admin/login'
const CHECK = 'http://studio.test/api/admin/check-auth'
const IN_TWO_WEEKS = 'Expires=Thu, 15 Jan 2026 00:00:00 GMT'

describe('the cookie jar fetch', () => {
  it('sends a lasting cookie again after a restart, but not a session cookie, until a logout deletes it', async () => {
    const file = await jarFile()
    const jar = await createCookieJarFetch(file, server)
    expect(await cookiesSentTo(jar, CHECK)).toBeNull()
    await answer(jar, LOGIN, 'studio_session=one; Path=/; Max-Age=600; HttpOnly; SameSite=Lax', 'tab=1; Path=/')
    expect(await cookiesSentTo(jar, CHECK)).toBe('studio_session=one; tab=1')
    expect(await savedCookies(file)).toEqual(['studio_session=one'])

    const restarted = await createCookieJarFetch(file, server)
    expect(await cookiesSentTo(restarted, CHECK)).toBe('studio_session=one')
    await answer(restarted, 'http://studio.test/api/admin/logout', 'studio_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT')
    expect(await cookiesSentTo(restarted, CHECK)).toBeNull()
    expect(await savedCookies(file)).toEqual([])
  })

  it('forgets a cookie once its Max-Age or Expires has passed on its clock, also after a restart', async () => {
    clock = Date.UTC(2026, 0, 1)
    const file = await jarFile()
    const jar = await createCookieJarFetch(file, server, now)
    await answer(jar, LOGIN, 'short=1; Path=/; Max-Age=60', `long=1; Path=/; ${IN_TWO_WEEKS}`)
    expect(await cookiesSentTo(jar, CHECK)).toBe('short=1; long=1')
    // Max-Age counts from the cookie's arrival, however often it is sent meanwhile.
    clock += 30_000
    expect(await cookiesSentTo(jar, CHECK)).toBe('short=1; long=1')
    clock += 30_000
    expect(await cookiesSentTo(jar, CHECK)).toBe('long=1')
    clock = Date.UTC(2026, 0, 2)
    expect(await cookiesSentTo(await createCookieJarFetch(file, server, now), CHECK)).toBe('long=1')

    clock = Date.UTC(2026, 0, 15)
    expect(await cookiesSentTo(jar, CHECK)).toBeNull()
    expect(await cookiesSentTo(await createCookieJarFetch(file, server, now), CHECK)).toBeNull()
  })

  it('writes its file only when the lasting cookies change', async () => {
    clock = Date.UTC(2026, 0, 1)
    const file = await jarFile()
    const jar = await createCookieJarFetch(file, server, now)
    await answer(jar, LOGIN, `studio_session=one; Path=/; ${IN_TWO_WEEKS}`)
    await rm(file)
    await answer(jar, CHECK, `studio_session=one; Path=/; ${IN_TWO_WEEKS}`, 'tab=1; Path=/')
    await expect(access(file)).rejects.toThrow()
    await answer(jar, CHECK, `studio_session=two; Path=/; ${IN_TWO_WEEKS}`)
    expect(await savedCookies(file)).toEqual(['studio_session=two'])
  })

  it('keeps a Secure cookie off plain http', async () => {
    const jar = await createCookieJarFetch(await jarFile(), server)
    await answer(jar, 'https://studio.test/api/admin/login', 'studio_session=one; Path=/; Secure')
    expect(await cookiesSentTo(jar, 'https://studio.test/api/admin/check-auth')).toBe('studio_session=one')
    expect(await cookiesSentTo(jar, CHECK)).toBeNull()
  })

  it('sends a cookie to its host and path only, to subdomains when it names a Domain, and refuses one for another domain', async () => {
    const jar = await createCookieJarFetch(await jarFile(), server)
    await answer(jar, LOGIN, 'admin=1; Path=/api/admin', 'site=1; Domain=studio.test; Path=/', 'other=1; Domain=elsewhere.test; Path=/')
    expect(await cookiesSentTo(jar, CHECK)).toBe('admin=1; site=1')
    expect(await cookiesSentTo(jar, 'http://studio.test/blog')).toBe('site=1')
    expect(await cookiesSentTo(jar, 'http://www.studio.test/api/admin/check-auth')).toBe('site=1')
    expect(await cookiesSentTo(jar, 'http://elsewhere.test/')).toBeNull()
    expect(await cookiesSentTo(jar, 'http://other.test/api/admin/check-auth')).toBeNull()
  })

  it('starts empty from a damaged file or one in the hand-written jar’s old format, and then saves again', async () => {
    clock = Date.UTC(2026, 0, 1)
    const file = await jarFile()
    const oldFormat = {
      version: 1,
      cookies: [
        { name: 'studio_session', value: 'old', host: 'studio.test', includeSubdomains: false, path: '/', expires: Date.UTC(2026, 0, 15), secure: false },
      ],
    }
    for (const text of ['{"version": "tough-cookie@6.1.0", "cookies": [', JSON.stringify(oldFormat)]) {
      await writeFile(file, text)
      const jar = await createCookieJarFetch(file, server, now)
      expect(await cookiesSentTo(jar, CHECK)).toBeNull()
      await answer(jar, LOGIN, `studio_session=new; Path=/; ${IN_TWO_WEEKS}`)
      expect(await cookiesSentTo(await createCookieJarFetch(file, server, now), CHECK)).toBe('studio_session=new')
    }
  })
})
