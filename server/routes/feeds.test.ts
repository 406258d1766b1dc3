import { randomUUID } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Post, PostInputSchema } from '#shared/schema/post.ts'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'
import { RSS_POST_LIMIT, SITEMAP_URL_LIMIT, escapeXml } from './feeds.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

/** Parses XML strictly, as a feed reader does: a parser error is thrown with its message. */
function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml')
  const error = document.querySelector('parsererror')
  if (error) throw new Error(error.textContent ?? 'not well-formed XML')
  return document
}

describe('feeds', () => {
  it('stay valid XML when a post holds control characters, a lone surrogate or markup', async () => {
    const title = 'Brows \u0001after\u0008 healing \uFFFE & <lips> \uD800 "tips"'
    const created = await admin.post('/api/blog/posts', postBody({ title, excerpt: 'Week one\u000B: \u001Fsoft & <b>bold</b>', category: 'Aftercare' }))
    expect(created.status).toBe(201)
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const answer = await fetch(server.url + path)
      expect(answer.status).toBe(200)
      const document = parseXml(await answer.text())
      if (path === '/rss.xml') {
        const titles = [...document.querySelectorAll('item > title')].map((node) => node.textContent)
        expect(titles).toContain('Brows after healing  & <lips>  "tips"')
      }
    }
  })

  it('escapeXml keeps emoji and accented letters', () => {
    expect(escapeXml('Cejas ombré 💄 <3')).toBe('Cejas ombré 💄 &lt;3')
  })
})

/** `count` published English posts written straight into the store (a thousand creates through the API take minutes). */
async function addPosts(target: TestServer, count: number, at = Date.parse('2025-01-01T00:00:00Z')): Promise<Post[]> {
  const posts = Array.from({ length: count }, (_, i): Post => {
    const time = new Date(at + i * 60_000).toISOString()
    const input = PostInputSchema.parse(postBody({ slug: `bulk-${randomUUID()}` }))
    return {
      id: randomUUID(),
      ...input,
      createdAt: time,
      updatedAt: time,
      publishedAt: time,
      authorId: null,
      authorName: '',
      previousSlugs: [],
      scheduledAt: null,
      deletedAt: null,
    }
  })
  await target.store.update((tx) => {
    for (const post of posts) tx.put('posts', post)
  })
  return posts
}

const SITE = 'https://belleza.example'
const locs = (document: Document, parent: 'url' | 'sitemap') => [...document.querySelectorAll(`${parent} > loc`)].map((node) => node.textContent)

describe('sitemap past 1,000 URLs', () => {
  let big: TestServer
  let translated: Post[]
  beforeAll(async () => {
    big = await startTestServer({ PUBLIC_URL: SITE })
  })
  afterAll(() => big.destroy())

  const read = async (path: string) => {
    const answer = await fetch(big.url + path)
    return { status: answer.status, etag: answer.headers.get('etag'), text: await answer.text() }
  }

  it('stays one urlset at exactly 1,000 URLs, with no numbered sitemaps', async () => {
    const urls = locs(parseXml((await read('/sitemap.xml')).text), 'url').length
    translated = await addPosts(big, SITEMAP_URL_LIMIT - urls)
    // Two of them are each other's translation: the alternates must survive the split.
    await big.store.update((tx) => {
      const [english, spanish] = translated.map((post) => tx.data.posts.find((stored) => stored.id === post.id)!)
      tx.put('posts', { ...spanish!, language: 'es', translationId: english!.id })
      tx.put('posts', { ...english!, translationId: spanish!.id })
    })
    const sitemap = await read('/sitemap.xml')
    const document = parseXml(sitemap.text)
    expect(document.documentElement.nodeName).toBe('urlset')
    expect(locs(document, 'url')).toHaveLength(SITEMAP_URL_LIMIT)
    expect((await read('/sitemap-1.xml')).status).toBe(404)
  })

  it('becomes an index of numbered sitemaps at 1,001 URLs: pages first, then posts, alternates kept', async () => {
    const [newest] = await addPosts(big, 1, Date.parse('2030-01-01T00:00:00Z'))
    const index = parseXml((await read('/sitemap.xml')).text)
    expect(index.documentElement.nodeName).toBe('sitemapindex')
    expect(locs(index, 'sitemap')).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`])
    expect(index.querySelector('sitemap > lastmod')?.textContent).toBe(newest!.updatedAt) // the blog page's lastmod

    const first = parseXml((await read('/sitemap-1.xml')).text)
    const second = parseXml((await read('/sitemap-2.xml')).text)
    expect(first.documentElement.nodeName).toBe('urlset')
    expect(locs(first, 'url')).toHaveLength(SITEMAP_URL_LIMIT)
    expect(locs(first, 'url')[0]).toBe(`${SITE}/`)
    expect(locs(first, 'url')[1]).toBe(`${SITE}/es`)
    expect(locs(first, 'url')).toContain(`${SITE}/blog/${newest!.slug}`) // posts newest first, after the pages
    // The oldest post comes last, alone in the second file, still naming its Spanish translation (the one before it).
    expect(locs(second, 'url')).toEqual([`${SITE}/blog/${translated[0]!.slug}`])
    expect(second.querySelector('url')!.innerHTML).toContain(`hreflang="es" href="${SITE}/es/blog/${translated[1]!.slug}"`)
    expect(locs(first, 'url').at(-1)).toBe(`${SITE}/es/blog/${translated[1]!.slug}`)
    expect(first.querySelectorAll('url')[0]!.innerHTML).toContain(`hreflang="es" href="${SITE}/es"`)

    expect((await read('/sitemap-3.xml')).status).toBe(404)
    expect((await read('/sitemap-0.xml')).status).toBe(404)
  })

  it('is made once per store revision and again as soon as the store changes', async () => {
    const before = await read('/sitemap-2.xml')
    expect((await read('/sitemap-2.xml')).etag).toBe(before.etag)
    const [post] = await addPosts(big, 1, Date.parse('2020-01-01T00:00:00Z'))
    expect((await read('/sitemap-2.xml')).text).toContain(post!.slug)
  })

  it('falls back to one urlset when posts go below the limit again', async () => {
    await big.store.update((tx) => tx.remove('posts', ...tx.data.posts.slice(10).map((post) => post.id)))
    expect(parseXml((await read('/sitemap.xml')).text).documentElement.nodeName).toBe('urlset')
    expect((await read('/sitemap-1.xml')).status).toBe(404)
  })

  it('robots.txt names /sitemap.xml', async () => {
    expect((await read('/robots.txt')).text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`)
  })

  it('RSS carries the latest 50 posts, newest first', async () => {
    const posts = await addPosts(big, RSS_POST_LIMIT + 5, Date.parse('2031-06-01T00:00:00Z'))
    const links = [...parseXml((await read('/rss.xml')).text).querySelectorAll('item > link')].map((node) => node.textContent)
    expect(links).toHaveLength(RSS_POST_LIMIT)
    expect(links[0]).toBe(`${SITE}/blog/${posts.at(-1)!.slug}`)
    expect(links.at(-1)).toBe(`${SITE}/blog/${posts[5]!.slug}`)
  })
})
