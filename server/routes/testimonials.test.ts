import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#shared/schema/database.ts'
import type { Testimonial, TestimonialInput } from '#shared/schema/testimonial.ts'
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

const review = (overrides: Partial<TestimonialInput> = {}): TestimonialInput => ({
  quote: { en: 'My brows look like my own, only better.', es: 'Mis cejas se ven como las mías, pero mejor.' },
  name: 'Rosa M.',
  service: 'microblading',
  rating: 5,
  source: 'google',
  date: '2026-02-03',
  permission: true,
  published: true,
  ...overrides,
})

async function create(overrides: Partial<TestimonialInput> = {}): Promise<Testimonial> {
  const answer = await admin.post('/api/testimonials', review(overrides))
  expect(answer.status, answer.text).toBe(201)
  return answer.json
}

const all = async (): Promise<Testimonial[]> => (await admin.get('/api/testimonials')).json

describe('the starter reviews', () => {
  it('are the demo’s three, kept as unpublished samples without permission, so visitors see none of them', async () => {
    const samples = (await all()).filter((item) => item.sample)
    expect(samples.map((item) => item.name)).toEqual(['Maria G.', 'Ashley T.', 'Lucía R.'])
    for (const sample of samples) expect(sample).toMatchObject({ published: false, permission: false, source: 'other' })
    expect((await visitor.get('/api/testimonials')).json).toEqual([])
  })

  it('cannot be published, even with a permission recorded (400 on published, nothing saved)', async () => {
    const [sample] = (await all()).filter((item) => item.sample)
    const refused = await admin.patch(`/api/testimonials/${sample!.id}`, { published: true, permission: true, updatedAt: sample!.updatedAt })
    expect(refused.status).toBe(400)
    expect(refused.json.fields.published).toMatch(/sample review cannot be published/)
    expect((await all()).find((item) => item.id === sample!.id)).toMatchObject({ published: false, permission: false, updatedAt: sample!.updatedAt })
  })
})

describe('reviews', () => {
  it('are added, edited, unpublished and deleted by staff', async () => {
    const created = await create()
    expect(created).toMatchObject({ name: 'Rosa M.', rating: 5, source: 'google', date: '2026-02-03', published: true, sample: false })
    const edited = await admin.patch(`/api/testimonials/${created.id}`, { name: 'Rosa Martínez', rating: null, updatedAt: created.updatedAt })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json.name).toBe('Rosa Martínez')
    expect(edited.json).not.toHaveProperty('rating')
    expect(edited.json.updatedAt > created.updatedAt).toBe(true)
    const unpublished = await admin.patch(`/api/testimonials/${created.id}`, { published: false, updatedAt: edited.json.updatedAt })
    expect(unpublished.json.published).toBe(false)
    expect((await visitor.get('/api/testimonials')).json.some((item: Testimonial) => item.id === created.id)).toBe(false)
    expect((await admin.delete(`/api/testimonials/${created.id}`)).status).toBe(200)
    expect((await all()).some((item) => item.id === created.id)).toBe(false)
    expect((await admin.delete(`/api/testimonials/${created.id}`)).status).toBe(404)
  })

  it("refuse to publish without the client's permission (400, fields.permission), as a new review and as a change", async () => {
    const refused = await admin.post('/api/testimonials', review({ permission: false }))
    expect(refused.status).toBe(400)
    expect(refused.json.fields.permission).toBe("Record the client's permission to quote them before publishing")
    const draft = await create({ permission: false, published: false, name: 'Draft without permission' })
    const publish = await admin.patch(`/api/testimonials/${draft.id}`, { published: true, updatedAt: draft.updatedAt })
    expect(publish.status).toBe(400)
    expect(publish.json.fields.permission).toBeTruthy()
    expect((await all()).find((item) => item.id === draft.id)).toMatchObject({ published: false, updatedAt: draft.updatedAt })
    const withPermission = await admin.patch(`/api/testimonials/${draft.id}`, { published: true, permission: true, updatedAt: draft.updatedAt })
    expect(withPermission.status).toBe(200)
    await admin.delete(`/api/testimonials/${draft.id}`)
  })

  it('refuse a change made on an older version (409 with the stored version), and keep the newer one', async () => {
    const created = await create({ published: false })
    const first = await admin.patch(`/api/testimonials/${created.id}`, { name: 'Saved first', updatedAt: created.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.patch(`/api/testimonials/${created.id}`, { name: 'Saved over it', updatedAt: created.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.error).toMatch(/changed by someone else/)
    expect(stale.json.fields.updatedAt).toBe(first.json.updatedAt)
    expect((await all()).find((item) => item.id === created.id)!.name).toBe('Saved first')
    const without = await admin.patch(`/api/testimonials/${created.id}`, { name: 'No version' })
    expect(without.status).toBe(400)
    expect(without.json.fields.updatedAt).toBeTruthy()
    await admin.delete(`/api/testimonials/${created.id}`)
  })

  it('check every field with a clear message, and save nothing of a refused review', async () => {
    const before = (await all()).length
    const bad = await admin.post('/api/testimonials', { ...review(), name: ' ', rating: 6, source: 'yelp', service: 'Tattoo!', date: '03/02/2026' })
    expect(bad.status).toBe(400)
    expect(bad.json.fields).toMatchObject({
      name: 'Write the name as the client agreed to show it',
      service: 'Choose a service, or "The studio in general"',
      rating: 'At most 5 stars',
      source: 'Choose where the client said it',
      date: 'Enter the date as YYYY-MM-DD',
    })
    const noWords = await admin.post('/api/testimonials', review({ quote: { en: '  ', es: '' } }))
    expect(noWords.status).toBe(400)
    expect(noWords.json.fields['quote.en']).toBe("Write the client's words in English or in Spanish")
    const unknown = await admin.post('/api/testimonials', review({ quote: { en: 'Best in {{town}}!', es: '' } }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.fields['quote.en']).toMatch(/^Unknown placeholder \{\{town\}\}/)
    expect((await all()).length).toBe(before)
  })

  it('may be given in one language only, and keep it as written', async () => {
    const english = await create({ quote: { en: 'Worth every minute of the drive.', es: '' }, source: 'in-person', rating: undefined, date: undefined })
    expect(english.quote).toEqual({ en: 'Worth every minute of the drive.', es: '' })
    expect(english).not.toHaveProperty('rating')
    await admin.delete(`/api/testimonials/${english.id}`)
  })

  it('are reordered all at once; an order that leaves one out is refused', async () => {
    const first = await create({ name: 'First' })
    const second = await create({ name: 'Second' })
    const ids = (await all()).map((item) => item.id)
    expect(ids.slice(-2)).toEqual([first.id, second.id])
    const reversed = [...ids].reverse()
    const answer = await admin.put('/api/testimonials/order', { ids: reversed })
    expect(answer.status).toBe(200)
    expect((await all()).map((item) => item.id)).toEqual(reversed)
    // An order is not an edit: a form opened before it still saves.
    expect((await admin.patch(`/api/testimonials/${first.id}`, { name: 'First, renamed', updatedAt: first.updatedAt })).status).toBe(200)
    const partial = await admin.put('/api/testimonials/order', { ids: reversed.slice(1) })
    expect(partial.status).toBe(400)
    expect(partial.json.error).toBe('Send every review once, in the new order')
    await admin.delete(`/api/testimonials/${first.id}`)
    await admin.delete(`/api/testimonials/${second.id}`)
  })

  it('are managed by staff only', async () => {
    expect((await visitor.post('/api/testimonials', review())).status).toBe(401)
    expect((await visitor.patch('/api/testimonials/x', { published: false, updatedAt: new Date().toISOString() })).status).toBe(401)
    expect((await visitor.delete('/api/testimonials/x')).status).toBe(401)
    expect((await visitor.put('/api/testimonials/order', { ids: [] })).status).toBe(401)
  })
})

describe('the service a review is about', () => {
  const service = (slug: string, hidden = false) => ({
    slug,
    name: { en: 'Lash tint', es: 'Tinte de pestañas' },
    summary: { en: 'Darker lashes for weeks.', es: 'Pestañas más oscuras por semanas.' },
    group: 'lashes',
    duration: { from: 30, to: 45 },
    price: 65,
    hidden,
  })

  it('is one of the studio’s services (an added one, a hidden one), a consultation or the studio in general', async () => {
    const added = await admin.post('/api/services', service('review-lash-tint'))
    const hidden = await admin.post('/api/services', service('review-brow-henna', true))
    expect([added.status, hidden.status]).toEqual([201, 201])
    const reviews: Testimonial[] = []
    for (const slug of ['review-lash-tint', 'review-brow-henna', 'consultation', 'general', 'touch-up']) reviews.push(await create({ service: slug }))
    expect(reviews.map((item) => item.service)).toEqual(['review-lash-tint', 'review-brow-henna', 'consultation', 'general', 'touch-up'])
    for (const item of reviews) await admin.delete(`/api/testimonials/${item.id}`)
    await admin.delete(`/api/services/${added.json.id}`)
    await admin.delete(`/api/services/${hidden.json.id}`)
  })

  it('is refused with 400 at `service` when the studio has no such service, as a new review and as a change', async () => {
    const before = (await all()).length
    const unknown = await admin.post('/api/testimonials', review({ service: 'tattoo-removal' }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.fields).toEqual({ service: 'Choose one of the studio’s services' })
    expect((await all()).length).toBe(before)
    const created = await create()
    const changed = await admin.patch(`/api/testimonials/${created.id}`, { service: 'tattoo-removal', updatedAt: created.updatedAt })
    expect(changed.status).toBe(400)
    expect(changed.json.fields.service).toBe('Choose one of the studio’s services')
    expect((await all()).find((item) => item.id === created.id)).toMatchObject({ service: 'microblading', updatedAt: created.updatedAt })
    await admin.delete(`/api/testimonials/${created.id}`)
  })

  it('of a service deleted since is kept, and the review still lists; a change must choose another', async () => {
    const added = await admin.post('/api/services', service('review-lash-lift-tint'))
    const created = await create({ service: 'review-lash-lift-tint', published: false })
    expect((await admin.delete(`/api/services/${added.json.id}`)).status).toBe(200)
    expect((await all()).find((item) => item.id === created.id)!.service).toBe('review-lash-lift-tint')
    const renamed = await admin.patch(`/api/testimonials/${created.id}`, { name: 'Renamed', updatedAt: created.updatedAt })
    expect(renamed.status).toBe(400)
    expect(renamed.json.fields.service).toBe('Choose one of the studio’s services')
    const moved = await admin.patch(`/api/testimonials/${created.id}`, { name: 'Renamed', service: 'lash-lift', updatedAt: created.updatedAt })
    expect(moved.status, moved.text).toBe(200)
    await admin.delete(`/api/testimonials/${created.id}`)
  })
})

describe('a store whose reviews name the services as they were before services were a collection', () => {
  const dirs = tempDirs('studio-reviews-services-')

  it('opens with every review as it was, the old values kept', async () => {
    const dataDir = await dirs()
    const first = await startTestServer({}, dataDir)
    await first.close()
    const file = join(dataDir, 'db.json')
    const data = JSON.parse(await readFile(file, 'utf8')) as Database
    const [sample] = data.testimonials
    const old = ['microblading', 'ombre-brows', 'microshading', 'lip-pigmentation', 'touch-up', 'consultation', 'general']
    data.testimonials = old.map((slug, index) => ({ ...sample!, id: `old-${slug}`, name: `Client ${index}`, service: slug, order: index }))
    await writeFile(file, JSON.stringify(data))

    const opened = await startTestServer({}, dataDir)
    try {
      const staff = new Client(opened.url)
      await staff.login()
      const reviews = (await staff.get('/api/testimonials')).json as Testimonial[]
      expect(reviews.map((item) => [item.id, item.service])).toEqual(old.map((slug) => [`old-${slug}`, slug]))
      // Each still saves as it is.
      for (const item of reviews)
        expect((await staff.patch(`/api/testimonials/${item.id}`, { name: `${item.name}.`, updatedAt: item.updatedAt })).status).toBe(200)
    } finally {
      await opened.close()
    }
  })
})

describe('what visitors get', () => {
  it('is published reviews only, in order, without the permission record or the sample mark', async () => {
    const published = await create({ name: 'Public review' })
    const draft = await create({ name: 'Private draft', published: false })
    const answer = await visitor.get('/api/testimonials')
    expect(answer.status).toBe(200)
    expect(answer.json.map((item: Testimonial) => item.id)).toEqual([published.id])
    expect(answer.json[0]).not.toHaveProperty('permission')
    expect(answer.json[0]).not.toHaveProperty('sample')
    expect(answer.text).not.toContain('Private draft')
    await admin.delete(`/api/testimonials/${published.id}`)
    await admin.delete(`/api/testimonials/${draft.id}`)
  })
})

describe('the audit trail', () => {
  it('records reviews added, published, reordered and deleted, by name', async () => {
    const created = await create({ name: 'Audited review', published: false })
    await admin.patch(`/api/testimonials/${created.id}`, { published: true, updatedAt: created.updatedAt })
    await admin.put('/api/testimonials/order', { ids: [created.id, ...(await all()).filter((item) => item.id !== created.id).map((item) => item.id)] })
    await admin.delete(`/api/testimonials/${created.id}`)
    const trail = (await admin.get('/api/admin/audit?type=testimonial')).json as Array<{ action: string; target: { label: string; id: string | null } }>
    expect(trail.filter((entry) => entry.target.id === created.id).map((entry) => entry.action)).toEqual(['deleted', 'published', 'created'])
    expect(trail.find((entry) => entry.action === 'reordered')?.target.label).toBe('the reviews')
  })
})
