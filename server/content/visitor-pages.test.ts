import { afterEach, describe, expect, it } from 'vitest'
import { ServiceInputSchema } from '#shared/schema/service.ts'
import { serviceCollection } from '../store/services.ts'
import { PostInputSchema } from '#shared/schema/post.ts'
import { PAGES, localizedPath, splitLanguage } from '#shared/content/routes.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { postBody } from '../testing/test-server.ts'
import { createPost, deletePost, updatePost } from '../store/posts.ts'
import { seedNewStore } from '../store/seed.ts'
import { type Store, openStore } from '../store/store.ts'
import { type Answer, Answers } from './answers.ts'
import { VisitorPages, pageKind } from './visitor-pages.ts'
import { SEARCH_BUSY, SEARCH_GATE } from '../security/search-gate.ts'

const tempDir = tempDirs('studio-visitor-pages-')
const openStores: Store[] = []
afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()))
})

async function freshStore(): Promise<Store> {
  const store = await openStore(await tempDir())
  openStores.push(store)
  await seedNewStore(store)
  return store
}

const fields = (overrides: Record<string, unknown> = {}) => {
  const { markdown: _markdown, ...input } = PostInputSchema.parse(postBody(overrides))
  return { ...input, authorId: null, authorName: '' }
}

/** The kind of a full path, as the server reads it (without its /es). */
const kindOf = (store: Store, path: string) => pageKind(store, splitLanguage(path).path)

describe('what an address is, told before anything is rendered', () => {
  it('every page of the site, in both languages, and the console’s door are pages', async () => {
    const store = await freshStore()
    for (const page of PAGES) for (const language of ['en', 'es'] as const) expect(kindOf(store, localizedPath(page.path, language))).toBe('page')
    expect(kindOf(store, '/admin/login')).toBe('page')
  })

  it('a published post is a page at its address and at the ones it had; a draft, a post in Trash or a made-up slug is an article not found', async () => {
    const store = await freshStore()
    const post = await createPost(store, fields({ slug: 'first-address', published: true }))
    await updatePost(store, post.id, { slug: 'second-address' })
    const draft = await createPost(store, fields({ slug: 'a-draft', published: false }))
    const trashed = await createPost(store, fields({ slug: 'in-trash', published: true }))
    await deletePost(store, trashed.id)
    expect(kindOf(store, '/blog/second-address')).toBe('page')
    expect(kindOf(store, '/blog/first-address')).toBe('page')
    expect(kindOf(store, '/es/blog/second-address')).toBe('page')
    for (const slug of [draft.slug, 'in-trash', 'no-such-post', 'x1']) expect(kindOf(store, `/blog/${slug}`)).toBe('post-not-found')
  })

  it('a service of the studio is a page at /services/<slug>, in both languages, hidden or not (its page says what to answer)', async () => {
    const store = await freshStore()
    await serviceCollection.create(
      store,
      ServiceInputSchema.parse({
        slug: 'lash-tint',
        name: { en: 'Lash tint', es: 'Tinte de pestañas' },
        summary: { en: 'Darker lashes for weeks.', es: 'Pestañas más oscuras por semanas.' },
        group: 'lashes',
        duration: { from: 30, to: 45 },
        lasts: { en: '4–6 weeks', es: '4–6 semanas' },
        price: 65,
        touchUpPrice: null,
        deposit: null,
        bookingUrl: '',
      }),
    )
    expect(kindOf(store, '/services/lash-tint')).toBe('page')
    expect(kindOf(store, '/es/services/lash-tint')).toBe('page')
    expect(kindOf(store, '/services/lash-lift-and-tint')).toBe('not-found')
    expect(kindOf(store, '/services/lash-tint/more')).toBe('not-found')
  })

  it('any other address is not found, whatever its spelling', async () => {
    const store = await freshStore()
    for (const path of ['/nope', '/es/nada', '/Services', '/index', '/blog/a/b/c', '/es/es/faq', '/wp-login.php', '/services/extra']) {
      expect(kindOf(store, path), path).toBe('not-found')
    }
  })

  it('the blog list’s views that exist are views; a category or a page that does not exist is not found; a search is a search', async () => {
    const store = await freshStore()
    const category = store.data.categories[0]!
    expect(kindOf(store, `/blog/category/${category.slug}`)).toBe('view')
    expect(kindOf(store, '/es/blog/language/all')).toBe('view')
    expect(kindOf(store, '/blog/category/no-such-category')).toBe('not-found')
    expect(kindOf(store, '/blog/page/999999')).toBe('not-found')
    expect(kindOf(store, '/blog/search/brows')).toBe('search')
    expect(kindOf(store, '/es/blog/search/cejas/page/2')).toBe('search')
  })

  it('the console’s addresses share its shell', async () => {
    const store = await freshStore()
    for (const path of ['/admin/posts', '/admin/posts/abc', '/es/admin/anything']) expect(kindOf(store, path)).toBe('console')
  })
})

/** These tests hold answers and send none, so no security headers. */
const noSecurityHeaders = { list: [], httpsList: [], isHttps: () => false }

/**
 * The server's pages without the site's build (vitest runs before it): a stand-in for Vike's render that answers as it
 * does (404 for the not-found addresses), taking `busyMs` of the event loop, and lists what it rendered.
 */
function visitorPages(store: Store, busyMs = 0) {
  const answers = new Answers(store, noSecurityHeaders)
  const rendered: string[] = []
  const render = async (path: string): Promise<Answer> => {
    rendered.push(path)
    const until = performance.now() + busyMs
    while (performance.now() < until) {
      // a render holds the event loop
    }
    const missing = path.endsWith('/not-found') || path.endsWith('/blog/-')
    return { status: missing ? 404 : 200, headers: { 'Content-Type': 'text/html' }, body: `<p>${path}</p>`, revision: store.revision }
  }
  return { answers, rendered, pages: new VisitorPages(store, answers, render, async () => {}) }
}

describe('pages nobody holds, at a bounded cost', () => {
  it('answers any number of addresses that are no page from one render per language, and pushes no page out', async () => {
    const store = await freshStore()
    const { answers, rendered, pages } = visitorPages(store)
    await pages.answer('/faq', '10.0.0.1')
    for (let index = 0; index < 1_000; index++) {
      for (const path of [`/missing-${index}`, `/es/missing-${index}`, `/blog/missing-${index}`])
        expect((await pages.answer(path, '10.0.0.1')).status).toBe(404)
    }
    expect(rendered.sort()).toEqual(['/blog/-', '/es/not-found', '/faq', '/not-found'])
    expect(answers.held.count).toBe(1)
    expect(answers.get('/faq')).toBeDefined()
  })

  it('makes new searches within their share of the time, answers a search already made to anyone, and refuses the rest with Retry-After', async () => {
    const store = await freshStore()
    const { answers, rendered, pages } = visitorPages(store, 100)
    // 250 ms of burst: the third 100 ms search overdraws it, the fourth waits.
    for (const word of ['brows', 'lips', 'lashes']) expect((await pages.answer(`/blog/search/${word}`, `10.0.1.${word.length}`)).status).toBe(200)
    const refused = await pages.answer('/blog/search/aftercare', '10.0.2.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
    expect((await pages.answer('/blog/search/brows', '10.0.2.2')).status).toBe(200)
    expect(rendered).toEqual(['/blog/search/brows', '/blog/search/lips', '/blog/search/lashes'])
    // Held apart: the pages' own held answers stay as they were.
    expect(answers.held.count).toBe(0)
  })

  it('admits at most a few of 30 new searches asked at once, refuses the rest with 429 and Retry-After, and answers a held page meanwhile', async () => {
    const store = await freshStore()
    const { rendered, pages } = visitorPages(store, 20)
    await pages.answer('/faq', '10.0.4.1')
    const flood = Array.from({ length: 30 }, (_, index) => pages.answer(`/blog/search/word-${index}`, `10.0.5.${index + 1}`))
    const held = await pages.answer('/faq', '10.0.4.1')
    expect(held.status).toBe(200)
    const answers = await Promise.all(flood)
    const made = answers.filter((answer) => answer.status === 200)
    expect(made.length).toBeGreaterThanOrEqual(1)
    expect(made.length).toBeLessThanOrEqual(SEARCH_GATE.underWay)
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
      expect(refused.body).toBe(SEARCH_BUSY)
    }
    expect(rendered.filter((path) => path.startsWith('/blog/search/'))).toHaveLength(made.length)
  })

  it('lets each address make 60 new searches a minute', async () => {
    const store = await freshStore()
    const { pages } = visitorPages(store)
    for (let index = 0; index < 60; index++) expect((await pages.answer(`/blog/search/word-${index}`, '10.0.3.1')).status).toBe(200)
    expect((await pages.answer('/blog/search/one-more', '10.0.3.1')).status).toBe(429)
    expect((await pages.answer('/blog/search/one-more', '10.0.3.2')).status).toBe(200)
  })
})
