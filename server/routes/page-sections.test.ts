// The spec pages' sections through the API (the pages visitors get are checked in tests/e2e/page-sections.spec.ts: the
// website is not built when this suite runs).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arrangedSections, partsOf } from '#shared/content/page-parts.ts'
import { newSection } from '#shared/content/section-types.ts'
import type { PageContent, PageContentEdit, PageRevisionSummary } from '#shared/schema/page-content.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import { copyAsCrashed } from '../testing/crash-copy.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client
let counter = 0
const newId = () => `test${(counter += 1)}`

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

async function saveSections(id: string, sections: Section[]) {
  const page = await opened(id)
  return admin.put(`/api/admin/pages/${id}`, { en: page.en, es: page.es, updatedAt: page.updatedAt, sections })
}

const keyOf = (section: Section) => (section.type === 'part' ? section.settings.part : section.type)
const partIndex = (sections: readonly Section[], key: string) => sections.findIndex((section) => section.type === 'part' && section.settings.part === key)
function reviewsSection(): Section {
  const section = newSection('reviews', newId)
  return { ...section, texts: { ...section.texts, title: { en: 'What our clients say', es: 'Lo que dicen nuestras clientas' } } }
}

function textSection(en: string, es: string): Section {
  const section = newSection('text', newId)
  return { ...section, texts: { title: { en: `${en} title`, es: `${es} título` }, body: { en, es } } }
}

describe("the spec pages' sections", () => {
  it("opens each page as its own parts in the spec's order, the opening first, and the shared words as no page", async () => {
    const home = await opened('home')
    expect(home.sections?.map(keyOf)).toEqual(partsOf('home').map((part) => part.key))
    expect(home.sections?.[0]).toMatchObject({ type: 'part', settings: { part: 'hero' } })
    // A page not drawn in parts yet is one part, its whole body.
    expect((await opened('faq')).sections?.map(keyOf)).toEqual(['content'])
    expect((await opened('site')).sections).toBeNull()
  })

  it('saves an arrangement whole: a part moved, one hidden, a claim left out and a reviews section added, and the page is no longer the starter', async () => {
    const page = await opened('home')
    const sections = structuredClone(page.sections!)
    const transform = sections[partIndex(sections, 'transform')]!
    transform.settings.omit = ['satisfaction']
    sections[partIndex(sections, 'locations')]!.hidden = true
    const [latest] = sections.splice(partIndex(sections, 'latest-posts'), 1)
    sections.splice(partIndex(sections, 'intro'), 0, latest!)
    sections.splice(partIndex(sections, 'why') + 1, 0, reviewsSection())
    const answer = await admin.put('/api/admin/pages/home', { en: page.en, es: page.es, updatedAt: page.updatedAt, sections })
    expect(answer.status, answer.text).toBe(200)
    const saved = answer.json as PageContent
    expect(saved.sections).toEqual(sections)
    expect((await opened('home')).sections).toEqual(sections)

    const listed = ((await admin.get('/api/admin/pages')).json as Array<{ id: string; starter: boolean }>).find((summary) => summary.id === 'home')
    expect(listed?.starter).toBe(false)
  })

  it("keeps the opening first and shown whatever a save says, and only what it leaves out is the owner's", async () => {
    const page = await opened('portfolio')
    const sections = structuredClone(page.sections!)
    const [hero] = sections.splice(0, 1)
    sections.push({ ...hero!, hidden: true, settings: { ...hero!.settings, omit: ['satisfaction'] } })
    const answer = await saveSections('portfolio', sections)
    expect(answer.status, answer.text).toBe(200)
    const saved = (answer.json as PageContent).sections!
    expect(saved[0]).toMatchObject({ type: 'part', hidden: false, settings: { part: 'hero', omit: ['satisfaction'] } })
    expect(saved.filter((section) => section.settings.part === 'hero')).toHaveLength(1)
  })

  it("takes the owner's sections before and after a page drawn as one part", async () => {
    const page = await opened('faq')
    const sections = [
      textSection('Before the questions', 'Antes de las preguntas'),
      ...page.sections!,
      textSection('After the questions', 'Después de las preguntas'),
    ]
    const answer = await saveSections('faq', sections)
    expect(answer.status, answer.text).toBe(200)
    expect((await opened('faq')).sections?.map(keyOf)).toEqual(['text', 'content', 'text'])
  })

  it('refuses a part the page has not, a part twice, a claim the part does not list and a section without its text, naming each, and keeps what was stored', async () => {
    const page = await opened('pricing')
    const stored = page.sections!
    const bad = structuredClone(stored)
    bad[1] = { ...bad[1]!, settings: { part: 'nowhere' } }
    bad[2] = { ...bad[2]!, settings: { part: stored[3]!.settings.part } }
    const payment = partIndex(bad, 'payment')
    bad[payment] = { ...bad[payment]!, settings: { part: 'payment', omit: ['barter'] } }
    const empty = textSection('', '')
    bad.push(empty)
    const answer = await admin.put('/api/admin/pages/pricing', { en: page.en, es: page.es, updatedAt: page.updatedAt, sections: bad })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.json.fields).toMatchObject({
      'sections.1.settings.part': 'This page has no such part',
      'sections.3.settings.part': 'This part is on the page twice',
      [`sections.${payment}.settings.omit`]: 'This part has no such item',
      [`sections.${bad.length - 1}.texts.body.en`]: expect.any(String),
    })
    expect((await opened('pricing')).sections).toEqual(stored)
    const shared = await admin.put('/api/admin/pages/site', { ...(await opened('site')), sections: [] })
    expect(shared.status).toBe(400)
    expect(shared.json.fields).toMatchObject({ sections: 'These words are shown on every page: they take no sections' })
  })

  it("stops listing a claim visitors no longer read: the pricing page's financing card left out leaves the launch checklist", async () => {
    const pricingItem = async () => {
      const answer = await admin.get('/api/admin/launch-checklist')
      expect(answer.status, answer.text).toBe(200)
      return (answer.json as { items: Array<{ id: string; title: string }> }).items.find((item) => item.id === 'page-pricing')
    }
    expect((await pricingItem())?.title).toContain('financing offer')
    const page = await opened('pricing')
    const sections = structuredClone(page.sections!)
    sections[partIndex(sections, 'payment')]!.settings.omit = ['financing']
    expect((await saveSections('pricing', sections)).status).toBe(200)
    expect((await pricingItem())?.title ?? '').not.toContain('financing')
  })

  it('keeps each arrangement in the page’s earlier versions, and restoring one brings its sections back', async () => {
    const page = await opened('lips')
    const first = structuredClone(page.sections!)
    first.splice(1, 0, textSection('First version', 'Primera versión'))
    expect((await saveSections('lips', first)).status).toBe(200)
    const second = structuredClone(first).filter((section) => section.type === 'part')
    expect((await saveSections('lips', second)).status).toBe(200)
    const revisions = (await admin.get('/api/admin/pages/lips/revisions')).json as PageRevisionSummary[]
    // Newest first: the second save, then the first.
    const older = revisions[1]!
    const restored = await admin.post(`/api/admin/pages/lips/revisions/${older.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect((restored.json as PageContent).sections).toEqual(first)
  })

  it('keeps an arrangement across a restart from the data folder as it is on disk', async () => {
    const page = await opened('ombre')
    const sections = structuredClone(page.sections!)
    sections.reverse()
    const saved = await saveSections('ombre', sections)
    expect(saved.status, saved.text).toBe(200)
    const copy = await mkdtemp(join(tmpdir(), 'studio-sections-'))
    await copyAsCrashed(server.store.dataDir, copy)
    const second = await startTestServer({}, copy)
    try {
      const reader = new Client(second.url)
      await reader.login()
      const reopened = (await reader.get('/api/admin/pages/ombre')).json as PageContentEdit
      expect(reopened.sections).toEqual(arrangedSections('ombre', sections))
    } finally {
      await second.destroy()
    }
  })
})
