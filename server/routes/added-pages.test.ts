import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddedPage, AddedPageFields } from '#shared/schema/page-sections.ts'
import { addedPageInput } from '../testing/sample-records.ts'
import { ADMIN, Client, type TestServer, firstSignIn, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client
let editor: Client
let visitor: Client
let address = 0
const SITE = 'https://studio.example.com'
const fresh = () => ({ 'x-forwarded-for': `10.39.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: SITE })
  owner = new Client(server.url)
  visitor = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
  const created = await owner.post('/api/admin/accounts', { username: 'pages-editor', displayName: 'Ana', role: 'editor' })
  editor = new Client(server.url)
  await firstSignIn(editor, 'pages-editor', (created.json as { temporaryPassword: string }).temporaryPassword, fresh())
})
afterAll(() => server.destroy())

const fieldsOf = ({ id: _id, previousSlugs: _previous, createdAt: _created, updatedBy: _by, ...fields }: AddedPage) => fields

async function create(fields: AddedPageFields): Promise<AddedPage> {
  const answer = await owner.post('/api/admin/added-pages', fields)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json as AddedPage
}

describe('pages the owner adds', () => {
  it('are created with their sections in both languages, listed, and named by who saved them', async () => {
    const page = await create(addedPageInput('about'))
    expect(page).toMatchObject({ slug: { en: 'about-page', es: 'about-pagina' }, previousSlugs: { en: [], es: [] }, updatedBy: { name: expect.any(String) } })
    expect(page.sections.map((section) => section.type)).toEqual(['hero', 'text'])
    expect(((await owner.get('/api/admin/added-pages')).json as AddedPage[]).map((listed) => listed.id)).toContain(page.id)
  })

  it("are the owner's: an editor and a visitor are refused every call", async () => {
    const page = await create(addedPageInput('owners'))
    for (const client of [editor, visitor]) {
      const refused = client === editor ? 403 : 401
      expect((await client.get('/api/admin/added-pages')).status).toBe(refused)
      expect((await client.post('/api/admin/added-pages', addedPageInput('refused'))).status).toBe(refused)
      expect((await client.put(`/api/admin/added-pages/${page.id}`, { ...fieldsOf(page), updatedAt: page.updatedAt })).status).toBe(refused)
      expect((await client.delete(`/api/admin/added-pages/${page.id}`)).status).toBe(refused)
    }
  })

  it('refuse an address the site already uses (its pages, their older addresses, the blog, the console), naming the field', async () => {
    for (const [slug, field] of [
      ['faq', 'slug.en'],
      ['microblading-atlanta', 'slug.en'],
      ['blog', 'slug.en'],
      ['admin', 'slug.en'],
    ] as const) {
      const answer = await owner.post('/api/admin/added-pages', addedPageInput('taken', { slug: { en: slug, es: 'libre' } }))
      expect(answer.status).toBe(400)
      expect(answer.json.fields[field]).toMatch(new RegExp(`already uses /${slug}`))
    }
    const spanish = await owner.post('/api/admin/added-pages', addedPageInput('taken', { slug: { en: 'free', es: 'services' } }))
    expect(spanish.json.fields['slug.es']).toMatch(/already uses \/services/)
  })

  it("refuse another added page's address with a 409 at that field", async () => {
    await create(addedPageInput('first', { slug: { en: 'gift-cards', es: 'tarjetas-regalo' } }))
    const clash = await owner.post('/api/admin/added-pages', addedPageInput('second', { slug: { en: 'gift-cards', es: 'otra' } }))
    expect(clash.status).toBe(409)
    expect(clash.json.fields).toEqual({ 'slug.en': expect.stringMatching(/is at this address/) })
  })

  it('check each section by its type: required texts, placeholders, items, a service that exists, a photo from the library', async () => {
    const base = addedPageInput('checked')
    const [hero, text] = base.sections
    const sections = [
      { ...hero!, texts: { ...hero!.texts, title: { en: '', es: 'Título' } } },
      { ...text!, texts: { ...text!.texts, body: { en: 'In {{town}}.', es: 'Texto.' } } },
      { id: 'numbers', type: 'stats' as const, hidden: false, texts: {}, items: [], settings: {} },
      { id: 'reviews', type: 'reviews' as const, hidden: false, texts: {}, items: [], settings: { service: 'tattoo-removal', count: 3 } },
      { ...hero!, id: 'second-hero', settings: { photo: { image: '/uploads/not-there.jpg', focusX: 50, focusY: 50, alt: { en: 'A', es: 'B' } } } },
    ]
    const answer = await owner.post('/api/admin/added-pages', { ...base, sections })
    expect(answer.status).toBe(400)
    expect(answer.json.fields).toMatchObject({
      'sections.0.texts.title.en': 'Write the English headline',
      'sections.1.texts.body.en': expect.stringMatching(/Unknown placeholder \{\{town\}\}/),
      'sections.2.items': expect.stringMatching(/Add at least 1 figure/),
      'sections.3.settings.service': 'Choose one of the studio’s services',
      'sections.4.settings.photo': 'Choose a photo from the media library',
    })
    expect(((await owner.get('/api/admin/added-pages')).json as AddedPage[]).some((page) => page.slug.en === 'checked-page')).toBe(false)
  })

  it('keep an address they had as a 301 to the new one, and a save on an older version is refused with 409', async () => {
    const page = await create(addedPageInput('moving'))
    const moved = await owner.put(`/api/admin/added-pages/${page.id}`, { ...fieldsOf(page), slug: { en: 'moved', es: 'movida' } })
    expect(moved.status).toBe(200)
    expect(moved.json.previousSlugs).toEqual({ en: ['moving-page'], es: ['moving-pagina'] })
    const stale = await owner.put(`/api/admin/added-pages/${page.id}`, { ...fieldsOf(page), title: { en: 'Old', es: 'Vieja' } })
    expect(stale.status).toBe(409)
    expect(stale.json.fields.updatedAt).toBe(moved.json.updatedAt)
    // Another page may take the old address: then it is that page's, and no longer redirects.
    const taker = await create(addedPageInput('taker', { slug: { en: 'moving-page', es: 'toma' } }))
    const after = ((await owner.get('/api/admin/added-pages')).json as AddedPage[]).find((candidate) => candidate.id === page.id)!
    expect(after.previousSlugs).toEqual({ en: [], es: ['moving-pagina'] })
    expect(taker.slug.en).toBe('moving-page')
  })

  it('are listed in the sitemap with their own pair of addresses once published, and leave it when deleted', async () => {
    const draft = await create(addedPageInput('sitemap', { published: false, slug: { en: 'our-story', es: 'nuestra-historia' } }))
    expect((await visitor.get('/sitemap.xml')).text).not.toContain('our-story')
    const published = await owner.put(`/api/admin/added-pages/${draft.id}`, { ...fieldsOf(draft), published: true })
    const sitemap = (await visitor.get('/sitemap.xml')).text
    expect(sitemap).toContain(`<loc>${SITE}/our-story</loc>`)
    expect(sitemap).toContain(`<loc>${SITE}/es/nuestra-historia</loc>`)
    expect(sitemap).toContain(`hreflang="es" href="${SITE}/es/nuestra-historia"`)
    expect((await owner.delete(`/api/admin/added-pages/${published.json.id}`)).status).toBe(200)
    expect((await visitor.get('/sitemap.xml')).text).not.toContain('our-story')
    expect((await owner.put(`/api/admin/added-pages/${draft.id}`, { ...fieldsOf(draft), updatedAt: published.json.updatedAt })).status).toBe(404)
  })

  it("list each shown service's own page in the sitemap, and not a hidden one's", async () => {
    const sitemap = (await visitor.get('/sitemap.xml')).text
    expect(sitemap).toContain(`<loc>${SITE}/services/lash-lift</loc>`)
    expect(sitemap).toContain(`<loc>${SITE}/es/services/lash-lift</loc>`)
    // The three with original pages of their own are listed at those.
    expect(sitemap).not.toContain('/services/microblading<')
  })
})
