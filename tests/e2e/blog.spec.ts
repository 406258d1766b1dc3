import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { ADMIN, adminApi, asNewVisitor, open, FRESH_CONNECTIONS } from './helpers.ts'

const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

test.describe('blog list', () => {
  test('lists published posts with date, reading time, category, language badge, excerpt and Read More', async ({ page }) => {
    await open(page, '/blog')
    const cards = page.locator('article.post-card')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    const first = cards.first()
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(first).toContainText(/\d+ min read/)
    await expect(first.locator('.badge').first()).not.toBeEmpty()
    await expect(first.getByRole('link', { name: /^Read more:/ })).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
  })

  test('shows the page’s own language first, with or without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      for (const [url, language, current, filters] of [
        ['/blog', 'en', 'English', 'Filter articles'],
        ['/es/blog', 'es', 'Español', 'Filtrar artículos'],
      ] as const) {
        await page.goto(url)
        const cards = page.locator('article.post-card')
        expect(await cards.count()).toBeGreaterThan(0)
        for (const card of await cards.all()) await expect(card).toHaveAttribute('data-language', language)
        await expect(page.getByRole('navigation', { name: filters }).getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page')
      }
      await context.close()
    }
  })

  test('filters by category and by language through links to their own pages', async ({ page }) => {
    await open(page, '/blog')
    const total = async () => Number((await page.locator('[data-blog-part="status"]').textContent())?.match(/\d+/)?.[0])
    const english = await total()
    await page.getByRole('link', { name: 'All', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/language\/all$/)
    const all = await total()
    expect(all).toBeGreaterThan(english)
    await page.getByRole('link', { name: 'Aftercare', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/category\/aftercare\/language\/all$/)
    await expect(page.getByRole('navigation', { name: 'Filter articles' }).getByRole('link', { name: 'Aftercare', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Blog.*Aftercare · All languages/)
    for (const badge of await page.locator('article.post-card .badge:not(.badge-outline)').allTextContents()) expect(badge).toBe('Aftercare')
    await page.getByRole('link', { name: 'All Categories' }).click()
    await expect(page).toHaveURL(/\/blog\/language\/all$/)
    expect(await total()).toBe(all)
    await page.getByRole('link', { name: 'Spanish', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/language\/es$/)
    const spanish = await total()
    expect(spanish).toBeGreaterThan(0)
    expect(spanish).toBeLessThan(all)
    for (const heading of await page.locator('article.post-card h3').all()) await expect(heading).toHaveAttribute('lang', 'es')
  })

  test('searches as the visitor types, ignores the filters, keeps the search in the address, and clears', async ({ page }) => {
    await open(page, '/blog/language/es')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/blog/search/lip')
    await search.fill('lip')
    await answer
    await expect(page).toHaveURL(/\/blog\/search\/lip$/)
    const cards = page.locator('article.post-card')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Filter articles' })).toBeHidden()
    // Results include English posts although the Spanish filter was on: a search ignores the filters.
    await expect(cards.locator('h3[lang="en"]').first()).toBeVisible()
    await search.fill('zzzz-no-such-word')
    await expect(page.getByText('No articles found')).toBeVisible()
    await expect(page.getByText('No articles match "zzzz-no-such-word". Try different keywords.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(page).toHaveURL(/\/blog\/language\/es$/)
    await expect(page.getByRole('link', { name: 'Spanish', exact: true })).toHaveAttribute('aria-current', 'page')
    for (const heading of await cards.locator('h3').all()) await expect(heading).toHaveAttribute('lang', 'es')
  })

  test('searches without JavaScript: the form leads to the results’ own page, which search engines skip', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/es/blog')
    await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill('  lip / care ')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/es\/blog\/search\/lip%20care$/)
    await expect(page.getByRole('searchbox', { name: 'Buscar artículos' })).toHaveValue('lip care')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await context.close()
  })

  test('shows six placeholder cards while a search is on its way', async ({ page }) => {
    await open(page, '/blog')
    // Hold the real request until the placeholders have been seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/blog/search/**', async (route) => {
      await released
      await route.continue()
    })
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('brows')
    await expect(page.locator('.post-card-placeholder')).toHaveCount(6)
    release()
    await expect(page.locator('.post-card-placeholder')).toHaveCount(0)
    await expect(page.locator('article.post-card').first()).toBeVisible()
  })

  test('says "Coming Soon" when the studio has no posts at all', async () => {
    // A second server with its own empty store, so the shared one keeps its posts.
    const port = 3290 + test.info().workerIndex
    const server = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/e2e-server.mjs')], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: 'ignore',
    })
    try {
      const api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: `http://127.0.0.1:${port}` })
      await expect.poll(async () => (await api.get('/api/health').catch(() => null))?.status(), { timeout: 30_000 }).toBe(200)
      await api.post('/api/admin/login', { data: ADMIN })
      for (const post of await (await api.get('/api/blog/posts')).json()) await api.delete(`/api/blog/posts/${post.id}`)
      const html = await (await api.get('/blog')).text()
      expect(html).toContain('Coming Soon')
      expect(html).toContain('We&#x27;re working on creating valuable content for you. Check back soon!')
      await api.dispose()
    } finally {
      server.kill('SIGTERM')
    }
  })
})

test.describe('blog views open on their results', () => {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`a category, a search and a later page show results in the first screen at ${width} px, in both languages`, async ({ browser, request }) => {
      // However many categories the studio has: eight more chips than the starter's.
      const api = await adminApi(request)
      for (let index = 0; index < 8; index++) {
        const name = `Topic ${index} ${uniqueSlug('c').slice(-6)}`
        const created = await api.post('/api/blog/categories', { data: { name, slug: uniqueSlug(`topic-${index}`), description: '' } })
        expect(created.status(), await created.text()).toBe(201)
      }
      // Without JavaScript too: the search form then leads to the results' own address.
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false })
      const page = await context.newPage()
      // A visitor of its own: searches count against a limit per address, which the whole suite shares otherwise.
      await asNewVisitor(page)
      for (const url of [
        '/blog/category/aftercare/language/all',
        '/es/blog/category/aftercare/language/all',
        '/blog/search?q=brows',
        '/es/blog/search?q=cejas',
      ]) {
        await page.goto(url)
        const first = page.locator('article.post-card').first()
        await expect(first).toBeVisible()
        const box = (await first.boundingBox())!
        expect(box.y, `${url}: the first result starts within the first screen`).toBeLessThan(height - 120)
        await expect(page.locator('.hero-art')).toHaveCount(0)
      }
      // The blog's own landing page keeps its full hero.
      await page.goto('/blog')
      await expect(page.locator('.hero')).not.toHaveClass(/hero-compact/)
      await context.close()
    })
  }
})

test.describe('a blog post', () => {
  test('shows its date, reading time, category, content, tags, at most 3 related articles and the closing call to action', async ({ page }) => {
    await open(page, '/blog/lip-blushing-aftercare-day-by-day')
    await expect(page.locator('h1')).toContainText('Lip Blushing Aftercare')
    await expect(page.locator('.article-meta time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(page.locator('.article-meta')).toContainText(/\d+ min read/)
    await expect(page.locator('.prose h2').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    // Which posts are related, and in which language, is the next test's; here: never more than 3, never itself.
    const related = page.locator('section[aria-labelledby="related-title"] article')
    expect(await related.count()).toBeLessThanOrEqual(3)
    await expect(related.locator('a[href="/blog/lip-blushing-aftercare-day-by-day"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/booking')
  })

  test('Related Articles lists posts of its category in its own language, never its translation', async ({ page, request }) => {
    const api = await adminApi(request)
    const category = 'Aftercare'
    const create = async (title: string, language: 'en' | 'es', translationId: string | null = null) => {
      const answer = await api.post('/api/blog/posts', {
        data: { title, slug: uniqueSlug('related'), excerpt: `${title}.`, markdown: `${title}.`, category, tags: [], language, published: true, translationId },
      })
      expect(answer.status(), await answer.text()).toBe(201)
      return (await answer.json()) as { id: string; slug: string }
    }
    const english = await create('Healing week one', 'en')
    const sibling = await create('Healing week two', 'en')
    const translation = await create('La primera semana de curación', 'es', english.id)
    await open(page, `/blog/${english.slug}`)
    const related = page.locator('section[aria-labelledby="related-title"] article a[href]')
    await expect(page.locator(`section[aria-labelledby="related-title"] a[href="/blog/${sibling.slug}"]`).first()).toBeVisible()
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.every((href) => href?.startsWith('/blog/'))).toBe(true)
    expect(hrefs).not.toContain(`/es/blog/${translation.slug}`)
    await open(page, `/es/blog/${translation.slug}`)
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/es\/blog\//)
  })

  test('Share copies the address to the clipboard when the device has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await open(page, '/blog/lip-blushing-aftercare-day-by-day')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied to clipboard')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/lip-blushing-aftercare-day-by-day$/)
  })

  test('an unknown slug answers 404 with "Article Not Found" and a way back', async ({ page }) => {
    const response = await open(page, '/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Article Not Found')
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('a post published through the API appears at once in the list, at its address, in the sitemap and in RSS', async ({ page, request }) => {
    const api = await adminApi(request)
    const slug = uniqueSlug('fresh-post')
    const created = await api.post('/api/blog/posts', {
      data: {
        title: 'Fresh From The Studio',
        slug,
        excerpt: 'A post published while the site is running.',
        markdown: '## Hello\n\nJust published.',
        category: 'Microblading',
        tags: ['news'],
        language: 'en',
        published: true,
      },
    })
    expect(created.status()).toBe(201)
    await open(page, '/blog')
    await expect(page.getByRole('link', { name: 'Fresh From The Studio', exact: true })).toBeVisible()
    const post = await open(page, `/blog/${slug}`)
    expect(post?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Fresh From The Studio')
    const html = await (await request.get(`/blog/${slug}`)).text()
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    expect(ld.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({ headline: 'Fresh From The Studio', articleSection: 'Microblading' })
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`)
    expect(await (await request.get('/rss.xml')).text()).toContain(`/blog/${slug}</link>`)
    // And it goes away as soon as it is unpublished.
    const { id, updatedAt } = await created.json()
    await api.patch(`/api/blog/posts/${id}`, { data: { published: false, updatedAt } })
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
  })
})
