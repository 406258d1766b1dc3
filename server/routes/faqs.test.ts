import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STARTER_FAQ } from '#shared/content/starter-collections.ts'
import type { Database } from '#shared/schema/database.ts'
import type { FaqInput, FaqItem } from '#shared/schema/faq.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client
let visitor: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  visitor = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

const question = (overrides: Partial<FaqInput> = {}): FaqInput => ({
  page: 'faq',
  question: { en: 'Do you work in {{city}}?', es: '¿Trabajan en {{city}}?' },
  answer: { en: 'Yes: our studio is in {{city}}.\n\nParking is free.', es: 'Sí: nuestro estudio está en {{city}}.\n\nEl estacionamiento es gratis.' },
  published: true,
  ...overrides,
})

async function create(overrides: Partial<FaqInput> = {}): Promise<FaqItem> {
  const answer = await admin.post('/api/faqs', question(overrides))
  expect(answer.status, answer.text).toBe(201)
  return answer.json
}

const all = async (): Promise<FaqItem[]> => (await admin.get('/api/faqs')).json
const pageOf = (items: readonly FaqItem[], page: FaqItem['page']) => items.filter((item) => item.page === page)

describe('the starter questions', () => {
  it("are the FAQ page's 12 and the service pages' 4 each, published, in their order", async () => {
    const items = await all()
    expect(pageOf(items, 'faq')).toHaveLength(12)
    for (const page of ['microblading', 'lips', 'pricing'] as const) expect(pageOf(items, page)).toHaveLength(4)
    expect(items.every((item) => item.published)).toBe(true)
    expect(pageOf(items, 'faq')[0]!.question.en).toBe('What is the difference between microblading and ombre brows?')
    expect(pageOf(items, 'lips')[1]!.question.es).toBe('Me sale herpes labial. ¿Puedo hacerme lip blushing?')
  })

  it("are no longer in the pages' records: the page editor has no questions to edit", async () => {
    const pages = Object.fromEntries(server.store.data.pages.map((page) => [page.id, page]))
    expect(pages.faq!.en).not.toHaveProperty('items')
    expect(pages.microblading!.es.faq).not.toHaveProperty('items')
    expect(pages.gallery!.en.testimonials).not.toHaveProperty('items')
    expect(pages.faq!.en.questions).toMatchObject({ title: 'Your questions, answered' })
  })
})

describe('questions', () => {
  it('are added, edited, unpublished and deleted by staff', async () => {
    const created = await create()
    expect(created).toMatchObject({ page: 'faq', published: true })
    expect(created.answer.en).toBe('Yes: our studio is in {{city}}.\n\nParking is free.')
    const edited = await admin.patch(`/api/faqs/${created.id}`, {
      page: 'pricing',
      question: { en: 'Is parking free?', es: '¿El estacionamiento es gratis?' },
      updatedAt: created.updatedAt,
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json).toMatchObject({ page: 'pricing', question: { en: 'Is parking free?' } })
    const unpublished = await admin.patch(`/api/faqs/${created.id}`, { published: false, updatedAt: edited.json.updatedAt })
    expect(unpublished.json.published).toBe(false)
    expect((await visitor.get('/api/faqs')).json.some((item: FaqItem) => item.id === created.id)).toBe(false)
    expect((await admin.delete(`/api/faqs/${created.id}`)).status).toBe(200)
    expect((await all()).some((item) => item.id === created.id)).toBe(false)
    expect((await admin.delete(`/api/faqs/${created.id}`)).status).toBe(404)
  })

  it('may be drafted in one language, but need the question and the answer in both to be published', async () => {
    const draft = await create({ published: false, question: { en: 'Can I bring a friend?', es: '' }, answer: { en: '', es: '' } })
    const publish = await admin.patch(`/api/faqs/${draft.id}`, { published: true, updatedAt: draft.updatedAt })
    expect(publish.status).toBe(400)
    expect(publish.json.fields).toEqual({
      'question.es': 'Write the Spanish question before publishing',
      'answer.en': 'Write the English answer before publishing',
      'answer.es': 'Write the Spanish answer before publishing',
    })
    expect((await all()).find((item) => item.id === draft.id)).toMatchObject({ published: false, updatedAt: draft.updatedAt })
    await admin.delete(`/api/faqs/${draft.id}`)
  })

  it('check every field with a clear message, and save nothing of a refused question', async () => {
    const before = (await all()).length
    const noPage = await admin.post('/api/faqs', { ...question(), page: 'home' })
    expect(noPage.status).toBe(400)
    expect(noPage.json.fields.page).toBe('Choose the page that shows this question')
    const empty = await admin.post('/api/faqs', question({ published: false, question: { en: ' ', es: '' } }))
    expect(empty.json.fields['question.en']).toBe('Write the question in English or in Spanish')
    const unknown = await admin.post('/api/faqs', question({ answer: { en: 'Ask {{artist}}.', es: 'Pregunte a {{artistNames}}.' } }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.fields['answer.en']).toBe('Unknown placeholder {{artist}}: use one from the list, or type the words')
    expect(unknown.json.fields).not.toHaveProperty('answer.es')
    const long = await admin.post('/api/faqs', question({ question: { en: 'Why?'.repeat(200), es: '¿Por qué?' } }))
    expect(long.json.fields['question.en']).toBe('At most 500 characters')
    expect((await all()).length).toBe(before)
  })

  it('refuse a change made on an older version (409), and keep the newer one', async () => {
    const created = await create({ published: false })
    const first = await admin.patch(`/api/faqs/${created.id}`, { question: { en: 'Saved first', es: 'Guardado primero' }, updatedAt: created.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.patch(`/api/faqs/${created.id}`, { published: true, updatedAt: created.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.error).toBe('This question was changed by someone else since you opened it. Load their version, or copy your changes first.')
    expect(stale.json.fields.updatedAt).toBe(first.json.updatedAt)
    expect((await all()).find((item) => item.id === created.id)).toMatchObject({ published: false, question: { en: 'Saved first' } })
    await admin.delete(`/api/faqs/${created.id}`)
  })

  it('are reordered all at once; an order that leaves one out is refused', async () => {
    const ids = (await all()).map((item) => item.id)
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)]
    const answer = await admin.put('/api/faqs/order', { ids: moved })
    expect(answer.status).toBe(200)
    expect((await all()).map((item) => item.id)).toEqual(moved)
    expect((await visitor.get('/api/faqs')).json.map((item: FaqItem) => item.id)).toEqual(moved)
    const partial = await admin.put('/api/faqs/order', { ids: moved.slice(1) })
    expect(partial.status).toBe(400)
    expect(partial.json.error).toBe('Send every question once, in the new order')
    expect((await admin.put('/api/faqs/order', { ids })).status).toBe(200)
    const trail = (await admin.get('/api/admin/audit?type=faq')).json as Array<{ action: string; target: { label: string }; details?: string }>
    expect(trail.find((entry) => entry.action === 'reordered')).toMatchObject({ target: { label: 'the FAQ' }, details: '2 questions moved' })
  })

  it('are managed by staff only; visitors get published questions without the publishing state', async () => {
    expect((await visitor.post('/api/faqs', question())).status).toBe(401)
    expect((await visitor.patch('/api/faqs/x', { published: false, updatedAt: new Date().toISOString() })).status).toBe(401)
    expect((await visitor.delete('/api/faqs/x')).status).toBe(401)
    expect((await visitor.put('/api/faqs/order', { ids: [] })).status).toBe(401)
    const draft = await create({ published: false, question: { en: 'A private draft', es: 'Un borrador privado' } })
    const answer = await visitor.get('/api/faqs')
    expect(answer.text).not.toContain('A private draft')
    expect(answer.json[0]).not.toHaveProperty('published')
    await admin.delete(`/api/faqs/${draft.id}`)
  })
})

describe('a store from before the FAQ was a collection', () => {
  const dirs = tempDirs('studio-faq-move-')

  /** A store as the page-content release left it: the questions in the page records, no collections. */
  async function olderStore(dataDir: string, edit: (data: Omit<Database, 'faqs' | 'testimonials'>) => void): Promise<void> {
    const first = await startTestServer({}, dataDir)
    await first.close()
    const file = join(dataDir, 'db.json')
    const { faqs: _faqs, testimonials: _testimonials, ...data } = JSON.parse(await readFile(file, 'utf8')) as Database
    for (const page of data.pages) {
      const items = (language: 'en' | 'es') =>
        STARTER_FAQ.filter((item) => item.page === page.id).map((item) => ({ question: item.question[language], answer: item.answer[language] }))
      if (page.id === 'faq') {
        page.en.items = items('en')
        page.es.items = items('es')
      } else if (page.id === 'microblading' || page.id === 'lips' || page.id === 'pricing') {
        ;(page.en.faq as Record<string, unknown>).items = items('en')
        ;(page.es.faq as Record<string, unknown>).items = items('es')
      }
    }
    const gallery = data.pages.find((page) => page.id === 'gallery')!
    ;(gallery.en.testimonials as Record<string, unknown>).items = [{ quote: 'Invented', name: 'Maria G.', place: 'Buckhead', service: 'Microblading' }]
    edit(data)
    await writeFile(file, JSON.stringify(data))
    // A version of the FAQ page saved then, with its questions in it.
    const faqPage = data.pages.find((page) => page.id === 'faq')!
    const revision = { id: 'before-the-move', savedAt: faqPage.updatedAt, savedBy: null, en: faqPage.en, es: faqPage.es }
    await mkdir(join(dataDir, 'revisions', 'pages'), { recursive: true })
    await writeFile(join(dataDir, 'revisions', 'pages', 'faq.json'), JSON.stringify({ version: 1, pageId: 'faq', revisions: [revision] }))
  }

  it('takes the questions the studio saved in its page records (edits included), and the records lose them; an older version of the page still restores; deleted ones stay deleted', async () => {
    const dataDir = await dirs()
    await olderStore(dataDir, (data) => {
      const faqPage = data.pages.find((page) => page.id === 'faq')!
      ;(faqPage.en.items as Array<{ question: string }>)[0]!.question = 'Microblading or ombre brows: which one suits me?'
      // One question more in English than in Spanish: it comes as a draft, to be translated.
      ;(faqPage.en.items as unknown[]).push({ question: 'Do you offer gift cards?', answer: 'Yes, at the studio.' })
    })
    const moved = await startTestServer({}, dataDir)
    try {
      const staff = new Client(moved.url)
      await staff.login()
      const faq = pageOf((await staff.get('/api/faqs')).json, 'faq')
      expect(faq).toHaveLength(13)
      expect(faq[0]!.question).toEqual({
        en: 'Microblading or ombre brows: which one suits me?',
        es: '¿Cuál es la diferencia entre el microblading y las cejas ombré?',
      })
      expect(faq[12]).toMatchObject({ question: { en: 'Do you offer gift cards?', es: '' }, published: false })
      expect(pageOf((await staff.get('/api/faqs')).json, 'lips')).toHaveLength(4)
      expect(moved.store.data.pages.find((page) => page.id === 'faq')!.en).not.toHaveProperty('items')
      const reviews = (await staff.get('/api/testimonials')).json as Array<{ sample: boolean; published: boolean }>
      expect(reviews.map((item) => [item.sample, item.published])).toEqual([
        [true, false],
        [true, false],
        [true, false],
      ])
      expect(moved.store.data.pages.find((page) => page.id === 'gallery')!.en.testimonials as object).not.toHaveProperty('items')
      // A version saved before the move still restores: its questions are no text of the page any more.
      const restored = await staff.post('/api/admin/pages/faq/revisions/before-the-move/restore')
      expect(restored.status, restored.text).toBe(200)
      expect(restored.json.en).not.toHaveProperty('items')
      expect(pageOf((await staff.get('/api/faqs')).json, 'faq')).toHaveLength(13)
      for (const item of faq) expect((await staff.delete(`/api/faqs/${item.id}`)).status).toBe(200)
    } finally {
      await moved.close()
    }
    const again = await startTestServer({}, dataDir)
    try {
      expect(pageOf(again.store.data.faqs, 'faq')).toEqual([])
      expect(again.store.data.testimonials).toHaveLength(3)
    } finally {
      await again.close()
    }
  })
})
