import { request as httpRequest } from 'node:http'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { REDIRECTS } from '#shared/content/routes.ts'
import { ALL_PAGES, adminApi } from './helpers.ts'

test.describe('every page in both languages', () => {
  for (const page of ALL_PAGES) {
    test(`${page.url} answers 200 with its title, one main heading and lang="${page.language}"`, async ({ page: tab }) => {
      const errors: string[] = []
      tab.on('pageerror', (error) => errors.push(String(error)))
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      const response = await tab.goto(page.url)
      expect(response?.status()).toBe(200)
      await expect(tab.locator('html')).toHaveAttribute('lang', page.language)
      expect((await tab.title()).length).toBeGreaterThan(10)
      await expect(tab.locator('main h1')).toHaveCount(1)
      await expect(tab.locator('main h1')).toBeVisible()
      await tab.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }
})

test.describe('old addresses', () => {
  // The not-found screen itself, in both languages: layout.spec.ts.
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`the footer's ${from} answers 301 to ${to}, in both languages`, async ({ request }) => {
      for (const [source, target] of [
        [from, to],
        [`/es${from}`, `/es${to}`],
      ]) {
        const response = await request.get(source!, { maxRedirects: 0 })
        expect(response.status()).toBe(301)
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(target)
      }
    })
  }

  test('a trailing slash redirects to the one address of the page', async ({ request }) => {
    const response = await request.get('/faq/', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/faq')
  })

  test('a page asked with any query string is the same page, held once (campaign tags, cache busters)', async ({ request }) => {
    const plain = await request.get('/blog')
    for (const query of ['?utm_source=instagram', '?x=1&y=2', `?bust=${Date.now()}`]) {
      const answer = await request.get(`/blog${query}`)
      expect(answer.status()).toBe(200)
      expect(answer.headers().etag).toBe(plain.headers().etag)
    }
  })

  // Sent as raw request lines: a browser or fetch would read `//evil.example/` as another host.
  for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/%2e%2e/', '/\\/evil.example/faq/']) {
    test(`a redirect of ${path} stays on this site, and no redirect is kept without its Location`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL!, path)
      if (answer.status >= 300 && answer.status < 400) {
        expect(answer.location, 'a redirect names where to').toBeTruthy()
        expect(new URL(answer.location!, 'https://studio.example').host).toBe('studio.example')
        expect(answer.location).not.toMatch(/^[/\\]{2}/)
      } else {
        expect(answer.status).toBe(404)
      }
      // Asked again (now possibly from memory): the same, still with its Location.
      const again = await rawGet(baseURL!, path)
      expect(again.status).toBe(answer.status)
      expect(again.location).toBe(answer.location)
    })
  }
})

/** A GET with this exact request target, as an attacker's client would send it. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }))
    })
    request.on('error', reject)
    request.end()
  })
}

test.describe('compression', () => {
  test('pages, scripts and API answers are sent compressed to a browser that accepts it', async ({ request }) => {
    const html = await request.get('/faq', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(html.headers()['content-encoding']).toBe('br')
    expect(html.headers().vary).toMatch(/Accept-Encoding/i)
    const rendered = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(rendered.headers()['content-encoding']).toBe('gzip')
    // The page's script waits for the first paint in a <template data-after-paint="/assets/….js">.
    const script = (await rendered.text()).match(/(?:src|data-after-paint)="(\/assets\/[^"]+\.js)"/)![1]!
    expect((await request.get(script, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip')
    const api = await request.get('/api/blog/posts?published=true', { headers: { 'accept-encoding': 'gzip' } })
    expect(api.headers()['content-encoding']).toBe('gzip')
    expect((await api.json()).length).toBeGreaterThan(0)
  })
})

test('the built script and fonts a page loads carry nosniff and the resource policy, not the page-only headers', async ({ request }) => {
  const page = await (await request.get('/')).text()
  const files = [...new Set(page.match(/\/assets\/[^"'\s>]+\.(?:js|woff2)/g) ?? [])]
  expect(files.some((file) => file.endsWith('.js'))).toBe(true)
  expect(files.some((file) => file.endsWith('.woff2'))).toBe(true)
  for (const file of files) {
    const headers = (await request.get(file)).headers()
    expect(headers['x-content-type-options'], file).toBe('nosniff')
    expect(headers['cross-origin-resource-policy'], file).toBe('same-origin')
    expect(headers['content-security-policy'], file).toBeUndefined()
    expect(headers['x-frame-options'], file).toBeUndefined()
  }
})

test.describe('answers from memory', () => {
  /** Status, headers (Date aside) and body, as a browser asking for Brotli gets them. */
  async function answer(request: APIRequestContext, url: string) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const { date: _date, ...headers } = response.headers()
    return { status: response.status(), headers, body: await response.text() }
  }

  test('a rendered page read again comes from memory with the status, headers and bytes of its first rendering', async ({ request }) => {
    // An address nobody asked for yet: Express renders it once and holds it; the repeat is answered from memory.
    const url = `/?ref=memory-${Date.now()}`
    const first = await answer(request, url)
    expect(first.status).toBe(200)
    expect(first.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(first.headers['content-encoding']).toBe('br')
    expect(await answer(request, url)).toEqual(first)
  })

  test('a page held in memory matches the same page rendered and sent through Express, with one Cache-Control', async ({ request }) => {
    // The first read of `/faq` is rendered by Express (or held already), the second comes from memory, and a query
    // string makes Express look the held page up and send it itself: the same status, headers and bytes each time.
    const first = await answer(request, '/faq')
    const fromMemory = await answer(request, '/faq')
    expect(fromMemory.headers['cache-control']).toBe('no-cache')
    expect(fromMemory).toEqual(first)
    expect(await answer(request, '/faq?ref=express')).toEqual(fromMemory)
  })

  test("the console's frame is one held page for staff and visitors alike: the browser may keep it and revalidate", async ({
    request,
    playwright,
    baseURL,
  }) => {
    // The frame holds nothing of the person: the browser fills it in after checking the session.
    const visitor = await answer(request, '/admin/dashboard')
    const staff = await playwright.request.newContext({ baseURL })
    await adminApi(staff)
    const signedIn = await answer(staff, '/admin/dashboard')
    await staff.dispose()
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers['cache-control']).toBe('no-cache')
    expect(signedIn.headers.etag).toBe(visitor.headers.etag)
    expect(signedIn).toEqual(visitor)
  })
})

test.describe('addresses that are no page', () => {
  // Vike refuses to render Vite's dev-server paths (they answered 500); a malformed escape is the asker's.
  for (const path of ['/@vite/client', '/__vite_ping', '/@fs/etc/passwd', '/%40fs/etc/passwd']) {
    test(`${path} answers a plain 404, with and without a session`, async ({ request, playwright, baseURL }) => {
      const answer = await request.get(path)
      expect(answer.status()).toBe(404)
      expect(answer.headers()['content-type']).toMatch(/^text\/plain/)
      expect(await answer.text()).toBe('Not Found')
      const staff = await playwright.request.newContext({ baseURL })
      await adminApi(staff)
      expect((await staff.get(path)).status()).toBe(404)
      await staff.dispose()
    })
  }

  test('a malformed % escape answers 400: JSON under /api, plain text for an upload', async ({ request }) => {
    for (const path of ['/api/blog/posts/%ff', '/api/gallery/%ff', '/api/blog/categories/%ff']) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(400)
      expect(await answer.json(), path).toEqual({ error: 'This address is not valid: it has a malformed % escape' })
    }
    const upload = await request.get('/uploads/%ff')
    expect(upload.status()).toBe(400)
    expect(await upload.text()).toBe('Bad Request')
  })
})
