import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { createPost, startOwnServer } from './admin-helpers.ts'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'

// The blog list in pages of 12. Its own server, so the posts written here change no other test's blog.
test.describe('the blog list in pages', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>
  let api: APIRequestContext

  test.beforeAll(async () => {
    server = await startOwnServer()
    api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
    expect((await api.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true)
    for (let number = 1; number <= 14; number++) {
      await createPost(api, { title: `Training note ${number}`, slug: `training-note-${number}`, category: 'Training', published: true })
    }
    // Visitors' pages: without the admin's session (a signed-in admin gets pages rendered for them, never held).
    await api.dispose()
    api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  })

  test.afterAll(async () => {
    await api.dispose()
    server.stop()
  })

  const count = async (page: import('@playwright/test').Page) => Number((await page.locator('[data-blog-part="status"]').textContent())?.match(/\d+/)?.[0])

  test('shows 12 cards a page, with a pager, rel prev/next and each page its own canonical address', async ({ page }) => {
    await page.goto(`${server.url}/blog`)
    const total = await count(page)
    expect(total).toBeGreaterThan(12)
    await expect(page.locator('article.post-card')).toHaveCount(12)
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${server.url}/blog/page/2`)
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
    const pager = page.getByRole('navigation', { name: 'Pages' })
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await pager.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(`${server.url}/blog/page/2`)
    await expect(page).toHaveTitle(/^Page 2 · /)
    await expect(page.locator('article.post-card')).toHaveCount(Math.min(12, total - 12))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${server.url}/blog/page/2`)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${server.url}/blog`)
    // Page 2 lists other posts than its Spanish namesake: no hreflang twins.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /Previous/ })
      .click()
    await expect(page).toHaveURL(`${server.url}/blog`)
  })

  test('pages a category, keeps the category in its pages’ addresses, and answers 404 past the last page', async ({ page }) => {
    await page.goto(`${server.url}/blog/category/training`)
    await expect(page.getByRole('navigation', { name: 'Filter articles' }).getByRole('link', { name: 'Training', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const total = await count(page)
    expect(total).toBeGreaterThanOrEqual(14)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(`${server.url}/blog/category/training/page/2`)
    for (const badge of await page.locator('article.post-card .badge:not(.badge-outline)').allTextContents()) expect(badge).toBe('Training')

    const last = Math.ceil(total / 12)
    expect((await api.get(`/blog/category/training/page/${last}`)).status()).toBe(200)
    expect((await api.get(`/blog/category/training/page/${last + 1}`)).status()).toBe(404)
    expect((await api.get('/blog/category/no-such-category')).status()).toBe(404)
  })

  test('sends other spellings of a page to its one address', async () => {
    for (const [asked, canonical] of [
      ['/blog/page/1', '/blog'],
      ['/blog/language/en', '/blog'],
      ['/es/blog/language/es/page/1', '/es/blog'],
      ['/blog/category/training/page/1', '/blog/category/training'],
    ] as const) {
      const answer = await api.get(asked, { maxRedirects: 0 })
      expect(answer.status(), asked).toBe(301)
      expect(answer.headers().location, asked).toBe(canonical)
    }
  })

  test('the search form leads to its results’ address; new searches’ pages are rate-limited like the API’s', async () => {
    const form = await api.get('/blog/search?q=%20lip%2Fcare%20', { maxRedirects: 0 })
    expect(form.status()).toBe(303)
    expect(form.headers().location).toBe('/blog/search/lip%20care')
    const empty = await api.get('/es/blog/search?q=%20', { maxRedirects: 0 })
    expect(empty.headers().location).toBe('/es/blog')

    const headers = { 'x-forwarded-for': '10.77.0.1' }
    for (let number = 0; number < 60; number++) expect((await api.get(`/blog/search/word${number}`, { headers })).status()).toBe(200)
    const refused = await api.get('/blog/search/one-more', { headers })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    // A page already made is no new search; another address still searches.
    expect((await api.get('/blog/search/word0', { headers })).status()).toBe(200)
    expect((await api.get('/blog/search/one-more', { headers: { 'x-forwarded-for': '10.77.0.2' } })).status()).toBe(200)
  })
})
