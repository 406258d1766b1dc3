import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import type { ContentTree, PageContent, PageContentEdit, PageContentSummary, PageRevision, PageRevisionSummary } from '#shared/schema/page-content.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

async function opened(id: string): Promise<PageContentEdit> {
  const answer = await admin.get(`/api/admin/pages/${id}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json as PageContentEdit
}

/** A copy of `tree` with the text at `path` (`hero.title`) replaced. */
function withText(tree: ContentTree, path: string, text: string): ContentTree {
  const copy = structuredClone(tree)
  const keys = path.split('.')
  let node: any = copy
  for (const key of keys.slice(0, -1)) node = node[key]
  node[keys.at(-1)!] = text
  return copy
}

describe('page content', () => {
  it('starts as the starter texts of every page, listed with its address and marked as starter', async () => {
    const answer = await admin.get('/api/admin/pages')
    expect(answer.status).toBe(200)
    const pages = answer.json as PageContentSummary[]
    expect(pages.map((page) => page.id)).toEqual(expect.arrayContaining(['site', 'home', 'faq', 'contact', 'blog']))
    expect(pages.find((page) => page.id === 'pricing')).toMatchObject({ path: '/permanent-makeup-pricing', starter: true, updatedBy: null })
    const home = await opened('home')
    expect(home.en).toEqual(STARTER_CONTENT.en.home)
    expect(home.es).toEqual(STARTER_CONTENT.es.home)
    expect(home.starter.en).toEqual(STARTER_CONTENT.en.home)
    expect(home.placeholders).toEqual(expect.arrayContaining(['city', 'phone', 'studioShortName']))
  })

  it('is for staff only: 401 without a session, and an unknown page is a 400', async () => {
    const visitor = new Client(server.url)
    expect((await visitor.get('/api/admin/pages')).status).toBe(401)
    expect((await visitor.get('/api/admin/pages/home')).status).toBe(401)
    expect((await visitor.put('/api/admin/pages/home', {})).status).toBe(401)
    const unknown = await admin.get('/api/admin/pages/nowhere')
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ error: 'No such page' })
  })

  it('saves both languages at once, cleaned, by whom, and says it is no longer the starter', async () => {
    const page = await opened('contact')
    const en = withText(page.en, 'hero.title', '  Visit  us\r\nsoon\u0007 ')
    const es = withText(page.es, 'hero.title', 'Visítenos pronto')
    const answer = await admin.put('/api/admin/pages/contact', { en, es, updatedAt: page.updatedAt })
    expect(answer.status, answer.text).toBe(200)
    const saved = answer.json as PageContent
    expect((saved.en.hero as ContentTree).title).toBe('Visit  us\nsoon')
    expect((saved.es.hero as ContentTree).title).toBe('Visítenos pronto')
    expect(saved.updatedBy).toMatchObject({ name: ADMIN.username })
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(page.updatedAt))
    const listed = ((await admin.get('/api/admin/pages')).json as PageContentSummary[]).find((summary) => summary.id === 'contact')
    expect(listed).toMatchObject({ starter: false, updatedAt: saved.updatedAt })
    expect((await opened('contact')).en).toEqual(saved.en)
  })

  it('refuses a save that is not whole or not right, naming each field, and keeps what was stored', async () => {
    const page = await opened('home')
    const en = withText(withText(page.en, 'hero.title', '   '), 'intro.title', 'Welcome to {{citty}}')
    const { hero: _hero, ...withoutHero } = page.es
    const tooLong = withText(page.en, 'hero.text', 'x'.repeat(5001))
    const answer = await admin.put('/api/admin/pages/home', { en, es: { ...withoutHero, extra: 'x' }, updatedAt: page.updatedAt })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      error: 'Some texts cannot be saved',
      fields: expect.objectContaining({
        'en.hero.title': 'Write the English text',
        'en.intro.title': 'Unknown placeholder {{citty}}: use one from the list, or type the words',
        'es.hero': 'Must be a group of texts',
        'es.extra': 'This page has no such text',
      }),
    })
    const long = await admin.put('/api/admin/pages/home', { en: tooLong, es: page.es, updatedAt: page.updatedAt })
    expect(long.json).toMatchObject({ fields: { 'en.hero.text': 'At most 5,000 characters' } })
    expect((await opened('home')).en).toEqual(page.en)
  })

  it('lets a list grow and shrink, each item shaped like the first, but never empty', async () => {
    const page = await opened('aftercare')
    const listPath = Object.entries(page.en).flatMap(([group, value]) =>
      typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value)
            .filter(([, item]) => Array.isArray(item))
            .map(([key]) => [group, key] as const)
        : [],
    )[0]
    expect(listPath).toBeDefined()
    const [group, key] = listPath!
    const list = (page.en[group] as ContentTree)[key] as ContentTree[]
    const longer = { ...page.en, [group]: { ...(page.en[group] as ContentTree), [key]: [...list, list[0]!] } }
    const grown = await admin.put('/api/admin/pages/aftercare', { en: longer, es: page.es, updatedAt: page.updatedAt })
    expect(grown.status, grown.text).toBe(200)
    expect(((grown.json as PageContent).en[group] as ContentTree)[key]).toHaveLength(list.length + 1)
    const empty = { ...page.en, [group]: { ...(page.en[group] as ContentTree), [key]: [] } }
    const refused = await admin.put('/api/admin/pages/aftercare', { en: empty, es: page.es, updatedAt: (grown.json as PageContent).updatedAt })
    expect(refused.json).toMatchObject({ fields: { [`en.${group}.${key}`]: 'Add at least one item' } })
  })

  it('refuses a save made on an older version with 409, saying who saved since', async () => {
    const page = await opened('booking')
    const first = await admin.put('/api/admin/pages/booking', { en: withText(page.en, 'title', 'First'), es: page.es, updatedAt: page.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.put('/api/admin/pages/booking', { en: withText(page.en, 'title', 'Second'), es: page.es, updatedAt: page.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({
      error: `This page was saved by ${ADMIN.username} since you opened it. Load their version, or copy your changes first.`,
      fields: { updatedAt: (first.json as PageContent).updatedAt, savedBy: ADMIN.username },
    })
    expect((await opened('booking')).en.title).toBe('First')
  })

  it('keeps every save as a revision, the starter one included, and restores one as a new save', async () => {
    const page = await opened('portfolio')
    const first = await admin.put('/api/admin/pages/portfolio', { en: withText(page.en, 'hero.title', 'Our work'), es: page.es, updatedAt: page.updatedAt })
    const firstSaved = first.json as PageContent
    await admin.put('/api/admin/pages/portfolio', { en: withText(page.en, 'hero.title', 'Our newest work'), es: page.es, updatedAt: firstSaved.updatedAt })
    const revisions = (await admin.get('/api/admin/pages/portfolio/revisions')).json as PageRevisionSummary[]
    expect(revisions).toHaveLength(3)
    expect(revisions[2]).toMatchObject({ savedBy: null, savedAt: page.updatedAt })
    const starter = (await admin.get(`/api/admin/pages/portfolio/revisions/${revisions[2]!.id}`)).json as PageRevision
    expect(starter.en).toEqual(STARTER_CONTENT.en.portfolio)
    const restored = await admin.post(`/api/admin/pages/portfolio/revisions/${revisions[1]!.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect(((restored.json as PageContent).en.hero as ContentTree).title).toBe('Our work')
    expect(((await opened('portfolio')).en.hero as ContentTree).title).toBe('Our work')
    expect((await admin.get('/api/admin/pages/portfolio/revisions')).json).toHaveLength(4)
    expect((await admin.get('/api/admin/pages/portfolio/revisions/no-such-version')).status).toBe(404)
  })

  it('records each save in the audit trail with the page it changed', async () => {
    const answer = await admin.get('/api/admin/audit?type=page')
    expect(answer.status, answer.text).toBe(200)
    const entries = answer.json as Array<{ action: string; target: { id: string; label: string } }>
    expect(entries.some((entry) => entry.action === 'changed' && entry.target.id === 'contact' && entry.target.label === 'Contact')).toBe(true)
  })

  it('keeps the texts across a restart: the store holds them, the starter is never written over them', async () => {
    const page = await opened('artists')
    const saved = await admin.put('/api/admin/pages/artists', { en: withText(page.en, 'hero.title', 'Meet the team'), es: page.es, updatedAt: page.updatedAt })
    expect(saved.status).toBe(200)
    await server.close()
    const db = JSON.parse(await readFile(join(server.dataDir, 'db.json'), 'utf8')) as { pages: PageContent[] }
    expect((db.pages.find((stored) => stored.id === 'artists')!.en.hero as ContentTree).title).toBe('Meet the team')
    server = await startTestServer({}, server.dataDir)
    admin = new Client(server.url)
    await admin.login()
    expect(((await opened('artists')).en.hero as ContentTree).title).toBe('Meet the team')
  })

  it('shows a contact page stored with the old privacy promise ("never stored") with the one that says what the log keeps, the studio’s other words kept', async () => {
    const page = await opened('contact')
    expect(
      (await admin.put('/api/admin/pages/contact', { en: withText(page.en, 'hero.title', 'Come and see us'), es: page.es, updatedAt: page.updatedAt })).status,
    ).toBe(200)
    await server.close()
    const file = join(server.dataDir, 'db.json')
    const db = JSON.parse(await readFile(file, 'utf8')) as { pages: PageContent[] }
    const contact = db.pages.find((stored) => stored.id === 'contact')!
    const { addresses: _en, ...privacyEn } = contact.en.privacy as ContentTree
    const { addresses: _es, ...privacyEs } = contact.es.privacy as ContentTree
    contact.en.privacy = { ...privacyEn, identity: 'Your IP address and browser details are never stored.' }
    contact.es.privacy = { ...privacyEs, identity: 'Nunca guardamos su dirección IP ni los datos de su navegador.' }
    await writeFile(file, JSON.stringify(db))
    server = await startTestServer({}, server.dataDir)
    admin = new Client(server.url)
    await admin.login()
    const reopened = await opened('contact')
    expect(reopened.en.privacy).toEqual(STARTER_CONTENT.en.contact.privacy)
    expect(reopened.es.privacy).toEqual(STARTER_CONTENT.es.contact.privacy)
    expect((STARTER_CONTENT.en.contact.privacy as ContentTree).addresses).toContain('only the first part of your IP address')
    expect((STARTER_CONTENT.es.contact.privacy as ContentTree).addresses).toContain('solo la primera parte de su dirección IP')
    expect((reopened.en.hero as ContentTree).title).toBe('Come and see us')
  })

  it('takes a hero photo from the media library with its point and descriptions, keeps it when a save leaves it out, and takes it away with null', async () => {
    const image = (await admin.post('/api/upload/image', imageForm(await phoneJpeg({ width: 800, height: 600 }), 'hero.jpg', 'image/jpeg'))).json
      .imageUrl as string
    const heroPhoto = { image, focusX: 30, focusY: 70, alt: { en: ' Healed brows ', es: 'Cejas sanadas' } }
    const page = await opened('ombre')
    const saved = await admin.put('/api/admin/pages/ombre', { en: page.en, es: page.es, updatedAt: page.updatedAt, heroPhoto })
    expect(saved.status, saved.text).toBe(200)
    expect((saved.json as PageContent).heroPhoto).toEqual({ ...heroPhoto, alt: { en: 'Healed brows', es: 'Cejas sanadas' } })
    // The media library names the page among the image's uses, so the photo cannot be deleted from under it.
    const name = image.replace('/uploads/', '')
    const refused = await admin.delete(`/api/admin/images/${name}`)
    expect(refused.status).toBe(409)

    const textsOnly = await admin.put('/api/admin/pages/ombre', { en: page.en, es: page.es, updatedAt: saved.json.updatedAt })
    expect(textsOnly.status, textsOnly.text).toBe(200)
    expect((textsOnly.json as PageContent).heroPhoto).toMatchObject({ image, focusX: 30, focusY: 70 })
    expect((await opened('ombre')).heroPhoto).toMatchObject({ image })

    const drawing = await admin.put('/api/admin/pages/ombre', { en: page.en, es: page.es, updatedAt: textsOnly.json.updatedAt, heroPhoto: null })
    expect(drawing.status, drawing.text).toBe(200)
    expect((await opened('ombre')).heroPhoto).toBeNull()
  })

  it('refuses a hero photo outside the media library, without a description in each language, with its point off the photo, or on the header and footer', async () => {
    const image = (await admin.post('/api/upload/image', imageForm(await phoneJpeg({ width: 600, height: 400 }), 'hero2.jpg', 'image/jpeg'))).json
      .imageUrl as string
    const page = await opened('lips')
    const save = (heroPhoto: unknown, id = 'lips', opened: PageContentEdit = page) =>
      admin.put(`/api/admin/pages/${id}`, { en: opened.en, es: opened.es, updatedAt: opened.updatedAt, heroPhoto })
    const alt = { en: 'Soft lips', es: 'Labios suaves' }

    const missing = await save({ image: '/uploads/not-there.jpg', focusX: 50, focusY: 50, alt })
    expect(missing.status).toBe(400)
    expect(missing.json.fields).toEqual({ 'heroPhoto.image': 'This image is not in the media library: choose another' })
    const outside = await save({ image: 'https://example.com/a.jpg', focusX: 50, focusY: 50, alt })
    expect(outside.status).toBe(400)
    expect(outside.json.fields['heroPhoto.image']).toBe('Choose an image from the media library')
    const undescribed = await save({ image, focusX: 50, focusY: 50, alt: { en: 'Soft lips', es: '  ' } })
    expect(undescribed.status).toBe(400)
    expect(undescribed.json.fields['heroPhoto.alt.es']).toBe('Describe the photo in Spanish')
    const off = await save({ image, focusX: 120, focusY: -1, alt })
    expect(off.status).toBe(400)
    expect(off.json.fields).toMatchObject({ 'heroPhoto.focusX': 'From 0 to 100%', 'heroPhoto.focusY': 'From 0 to 100%' })
    const site = await opened('site')
    const heroless = await save({ image, focusX: 50, focusY: 50, alt }, 'site', site)
    expect(heroless.status).toBe(400)
    expect(heroless.json.fields).toEqual({ heroPhoto: 'This page has no hero to show a photo in' })
    expect((await opened('lips')).heroPhoto).toBeNull()
  })
})
