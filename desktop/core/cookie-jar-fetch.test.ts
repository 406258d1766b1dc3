import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createCookieJarFetch, parseSetCookie } from './cookie-jar-fetch.ts'

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

describe('the cookie jar', () => {
  const url = new URL('http://studio.test/api/admin/login')
  const now = Date.UTC(2026, 0, 1)

  it('reads the attributes a session cookie uses', () => {
    expect(parseSetCookie('studio_session=abc; path=/; expires=Thu, 15 Jan 2026 00:00:00 GMT; samesite=lax; httponly', url, now)).toEqual({
      name: 'studio_session',
      value: 'abc',
      host: 'studio.test',
      includeSubdomains: false,
      path: '/',
      expires: Date.UTC(2026, 0, 15),
      secure: false,
    })
    expect(parseSetCookie('a=1; Max-Age=60; Expires=Thu, 15 Jan 2026 00:00:00 GMT', url, now)?.expires).toBe(now + 60_000)
    expect(parseSetCookie('a=1', url, now)?.path).toBe('/api/admin')
    expect(parseSetCookie('a=1; Domain=other.test', url, now)).toBeNull() // not this server's to set
    expect(parseSetCookie('no-equals-sign', url, now)).toBeNull()
  })

  it('sends cookies back to their server only, keeps lasting ones in its file, and forgets expired ones', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'studio-jar-'))
    folders.push(folder)
    const file = join(folder, 'cookies.json')
    const seen: (string | null)[] = []
    let answer = ['studio_session=one; path=/; max-age=600; httponly', 'tab=1; path=/']
    const server = async (input: string | URL | Request) => {
      const request = input instanceof Request ? input : new Request(input)
      seen.push(request.headers.get('cookie'))
      const headers = new Headers()
      for (const line of answer) headers.append('set-cookie', line)
      return new Response('{}', { headers })
    }
    const jar = await createCookieJarFetch(file, server)
    await jar('http://studio.test/api/admin/login', { method: 'POST' })
    answer = []
    await jar('http://studio.test/api/admin/check-auth')
    await jar('http://elsewhere.test/')
    expect(seen).toEqual([null, 'studio_session=one; tab=1', null])

    // A new jar on the same file (the app restarted): the lasting cookie only, as a browser would.
    const restarted = await createCookieJarFetch(file, server)
    await restarted('http://studio.test/api/admin/check-auth')
    expect(seen.at(-1)).toBe('studio_session=one')

    answer = ['studio_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT']
    await restarted('http://studio.test/api/admin/logout', { method: 'POST' })
    expect(JSON.parse(await readFile(file, 'utf8')).cookies).toEqual([])
  })
})
