import { type APIRequestContext, expect, test } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { unique } from './admin-helpers.ts'

// A post has one address, in its own language; addresses it had before keep working (301, one hop).

async function publish(api: APIRequestContext, slug: string, language: 'en' | 'es' = 'en') {
  const answer = await api.post('/api/blog/posts', {
    data: { title: `Post ${slug}`, slug, excerpt: 'An excerpt.', markdown: 'Some text.', category: 'Microblading', tags: [], language, published: true },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: string; updatedAt: string }
}

async function rename(api: APIRequestContext, post: { id: string; updatedAt: string }, slug: string) {
  const answer = await api.patch(`/api/blog/posts/${post.id}`, { data: { slug, updatedAt: post.updatedAt } })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { id: string; updatedAt: string }
}

/** Where `path` sends a visitor in one step: its status and Location. */
async function hop(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0 })
  return { status: answer.status(), location: answer.headers().location }
}

test('a published post’s old address answers 301 to the new one, in both languages, and older ones go there in one hop', async ({ request }) => {
  const api = await adminApi(request)
  const [first, second, third] = [unique('first'), unique('second'), unique('third')]
  const post = await rename(api, await rename(api, await publish(api, first), second), third)
  expect(post.id).toBeTruthy()
  for (const old of [first, second]) {
    expect(await hop(request, `/blog/${old}`)).toEqual({ status: 301, location: `/blog/${third}` })
    expect(await hop(request, `/es/blog/${old}`)).toEqual({ status: 301, location: `/blog/${third}` })
  }
  expect((await request.get(`/blog/${third}`)).status()).toBe(200)
})

test('a new post may take an old address: it then answers there itself', async ({ request }) => {
  const api = await adminApi(request)
  const [taken, moved] = [unique('taken'), unique('moved')]
  await rename(api, await publish(api, taken), moved)
  expect((await hop(request, `/blog/${taken}`)).status).toBe(301)
  await publish(api, taken)
  const page = await request.get(`/blog/${taken}`, { maxRedirects: 0 })
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(`Post ${taken}`)
})

test('a post lives in its own language: the other language’s address answers 301 to it', async ({ request }) => {
  const api = await adminApi(request)
  const [english, spanish] = [unique('english'), unique('spanish')]
  await publish(api, english, 'en')
  await publish(api, spanish, 'es')
  expect(await hop(request, `/es/blog/${english}`)).toEqual({ status: 301, location: `/blog/${english}` })
  expect(await hop(request, `/blog/${spanish}`)).toEqual({ status: 301, location: `/es/blog/${spanish}` })
  expect((await request.get(`/blog/${english}`, { maxRedirects: 0 })).status()).toBe(200)
  expect((await request.get(`/es/blog/${spanish}`, { maxRedirects: 0 })).status()).toBe(200)
})

test('a post names no twin it does not have: its own canonical, no hreflang, one sitemap entry; the switcher offers the other blog', async ({
  request,
  baseURL,
}) => {
  const api = await adminApi(request)
  const slug = unique('one-language')
  await publish(api, slug, 'es')
  const html = await (await request.get(`/es/blog/${slug}`)).text()
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/es/blog/${slug}"/>`)
  expect(html).not.toMatch(/rel="alternate" hrefLang=/)
  expect(html).toMatch(/<a href="\/blog" hrefLang="en"/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap.match(new RegExp(`/blog/${slug}</loc>`, 'g'))).toHaveLength(1)
  expect(sitemap).toContain(`${baseURL}/es/blog/${slug}</loc>`)
  // Pages that exist in both languages keep their alternates.
  expect(await (await request.get('/es/faq')).text()).toMatch(/rel="alternate" hrefLang="en"/)
})

test('a visitor who chose Spanish stays on an English post that has no Spanish twin (no redirect loop)', async ({ page, request }) => {
  const api = await adminApi(request)
  const slug = unique('stays')
  await publish(api, slug, 'en')
  await page.addInitScript(() => localStorage.setItem('studio.language', 'es'))
  await page.goto(`/blog/${slug}`)
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
  expect(new URL(page.url()).pathname).toBe(`/blog/${slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('linked translations name each other: hreflang both ways, “Leer en español” leads to the translation, and each other-language address goes there', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request)
  const [english, spanish] = [unique('brows-healing'), unique('cejas-curacion')]
  const en = await publish(api, english, 'en')
  const created = await api.post('/api/blog/posts', {
    data: {
      title: 'Cejas: la curación',
      slug: spanish,
      excerpt: 'Un resumen.',
      markdown: 'Texto.',
      category: 'Microblading',
      tags: [],
      language: 'es',
      published: true,
      translationId: en.id,
    },
  })
  expect(created.status()).toBe(201)

  for (const [path, other] of [
    [`/blog/${english}`, `/es/blog/${spanish}`],
    [`/es/blog/${spanish}`, `/blog/${english}`],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/blog/${english}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${baseURL}/es/blog/${spanish}"/>`)
    expect(html).toContain(`href="${other}"`)
  }
  expect(await hop(request, `/es/blog/${english}`)).toEqual({ status: 301, location: `/es/blog/${spanish}` })
  expect(await hop(request, `/blog/${spanish}`)).toEqual({ status: 301, location: `/blog/${english}` })

  await page.goto(`/blog/${english}`)
  await page.getByRole('link', { name: 'Leer en español' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/blog/${spanish}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cejas: la curación')
  await page.getByRole('link', { name: 'Read in English' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${english}$`))
  // The language switcher goes to the translation too.
  await expect(page.locator('.language-switcher a[hreflang="es"]').first()).toHaveAttribute('href', `/es/blog/${spanish}`)
})

test('categories carry a Spanish name: Spanish pages show it, English pages the English one', async ({ request }) => {
  const spanishBlog = await (await request.get('/es/blog')).text()
  expect(spanishBlog).toContain('Cuidados posteriores')
  expect(await (await request.get('/blog')).text()).not.toContain('Cuidados posteriores')
})
