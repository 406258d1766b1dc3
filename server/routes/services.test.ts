import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#shared/schema/database.ts'
import type { ServiceInput, StudioService } from '#shared/schema/service.ts'
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

const lashTint = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  slug: 'lash-tint',
  name: { en: 'Lash tint', es: 'Tinte de pestañas' },
  summary: { en: 'Darker lashes for weeks, in {{city}}.', es: 'Pestañas más oscuras por semanas, en {{city}}.' },
  description: { en: 'A gentle tint.\n\nNo mascara needed.', es: 'Un tinte suave.\n\nSin rímel.' },
  group: 'lashes',
  duration: { from: 30, to: 45 },
  lasts: { en: '4–6 weeks', es: '4–6 semanas' },
  price: 65,
  touchUpPrice: null,
  deposit: 20,
  bookingUrl: 'https://booking.example.com/belleza-studio/lash-tint',
  ...overrides,
})

const all = async (client = admin): Promise<StudioService[]> => (await client.get('/api/services')).json
const inquiry = (service: string) => ({ firstName: 'Ana', lastName: 'Ruiz', email: `ana-${service}@example.com`, service, message: 'Hola' })

describe('the starter services', () => {
  it("are the site's eight, in the services page's order, with the settings' prices and their slugs as the contact form's values", async () => {
    const services = await all(visitor)
    expect(services.map((service) => service.slug)).toEqual([
      'microblading',
      'ombre-brows',
      'microshading',
      'lip-pigmentation',
      'lash-lift',
      'brow-lamination',
      'correction',
      'touch-up',
    ])
    const prices = server.store.data.studio!.prices
    expect(services.find((service) => service.slug === 'microblading')).toMatchObject({
      name: { en: 'Microblading', es: 'Microblading' },
      price: prices.microblading,
      group: 'brows',
      duration: { from: 120, to: 180 },
      lasts: { en: '12–18 months', es: '12–18 meses' },
      hidden: false,
    })
    expect(services.find((service) => service.slug === 'touch-up')!.price).toBe(prices.touchUp)
    // Their words left the services page's texts: one place to edit them.
    const page = server.store.data.pages.find((record) => record.id === 'services')!
    expect(page.en).not.toHaveProperty('treatments')
  })
})

describe('services', () => {
  it('are added, edited, hidden, shown again and deleted by staff; visitors see only the shown ones', async () => {
    const created = await admin.post('/api/services', lashTint())
    expect(created.status, created.text).toBe(201)
    const service = created.json as StudioService
    expect(service).toMatchObject({ slug: 'lash-tint', price: 65, deposit: 20, hidden: false })
    expect((await all(visitor)).at(-1)!.slug).toBe('lash-tint')

    const edited = await admin.patch(`/api/services/${service.id}`, { price: 70, name: { en: 'Lash tint', es: 'Tinte' }, updatedAt: service.updatedAt })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json).toMatchObject({ price: 70, name: { es: 'Tinte' }, slug: 'lash-tint' })

    const hidden = await admin.patch(`/api/services/${service.id}`, { hidden: true, updatedAt: edited.json.updatedAt })
    expect(hidden.status, hidden.text).toBe(200)
    expect((await all(visitor)).map((item) => item.slug)).not.toContain('lash-tint')
    expect((await all()).map((item) => item.slug)).toContain('lash-tint')
    // A hidden service is offered nowhere: the contact form refuses it, while a shown one and a consultation pass.
    expect((await visitor.post('/api/contact', inquiry('lash-tint'))).json).toMatchObject({ fields: { service: 'Choose a service from the list' } })
    expect((await visitor.post('/api/contact', inquiry('microblading'))).status).toBe(201)
    expect((await visitor.post('/api/contact', inquiry('consultation'))).status).toBe(201)

    const shown = await admin.patch(`/api/services/${service.id}`, { hidden: false, updatedAt: hidden.json.updatedAt })
    expect((await visitor.post('/api/contact', inquiry('lash-tint'))).status).toBe(201)
    expect((await admin.delete(`/api/services/${shown.json.id}`)).status).toBe(200)
    expect((await all()).map((item) => item.slug)).not.toContain('lash-tint')
    const kinds = server.store.data.audit.filter((entry) => entry.target?.type === 'service').map((entry) => entry.action)
    expect(kinds).toEqual(['created', 'changed', 'unpublished', 'published', 'deleted'])
  })

  it('answer 409 to a change made on an older version, naming the newer one, and change nothing', async () => {
    const service = (await admin.post('/api/services', lashTint({ slug: 'brow-tint' }))).json as StudioService
    const first = await admin.patch(`/api/services/${service.id}`, { price: 80, updatedAt: service.updatedAt })
    const stale = await admin.patch(`/api/services/${service.id}`, { price: 90, updatedAt: service.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.fields).toEqual({ updatedAt: first.json.updatedAt, savedBy: 'admin' })
    expect((await all()).find((item) => item.id === service.id)!.price).toBe(80)
    await admin.delete(`/api/services/${service.id}`)
  })

  it('refuse bad fields with 400 {error, fields}, a taken or reserved slug, and visitors', async () => {
    const bad = await admin.post(
      '/api/services',
      lashTint({ slug: 'Lash Tint', price: -1, duration: { from: 60, to: 30 }, bookingUrl: 'http://x.example.com' }),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.fields).sort()).toEqual(['bookingUrl', 'duration.to', 'price', 'slug'])
    const noSpanish = await admin.post('/api/services', lashTint({ name: { en: 'Lash tint', es: '' } }))
    expect(noSpanish.json).toMatchObject({ fields: { 'name.es': 'Write the Spanish name' } })
    const unknown = await admin.post('/api/services', lashTint({ summary: { en: 'In {{town}}', es: 'En {{city}}' } }))
    expect(unknown.json.fields['summary.en']).toMatch(/Unknown placeholder \{\{town\}\}/)
    expect((await admin.post('/api/services', lashTint({ slug: 'microblading' }))).status).toBe(409)
    expect((await admin.post('/api/services', lashTint({ slug: 'consultation' }))).status).toBe(400)
    expect((await visitor.post('/api/services', lashTint())).status).toBe(401)
    expect((await all()).map((item) => item.slug)).not.toContain('lash-tint')
  })

  it('are reordered with every id once; the order keeps their versions', async () => {
    const before = await all()
    const ids = before.map((service) => service.id)
    const reversed = await admin.put('/api/services/order', { ids: [...ids].reverse() })
    expect(reversed.status, reversed.text).toBe(200)
    expect((await all(visitor)).map((service) => service.id)).toEqual([...ids].reverse())
    expect((reversed.json as StudioService[]).map((service) => service.updatedAt)).toEqual([...before].reverse().map((service) => service.updatedAt))
    expect((await admin.put('/api/services/order', { ids: ids.slice(1) })).status).toBe(400)
    await admin.put('/api/services/order', { ids })
  })
})

describe('a store from before services were a collection', () => {
  const dirs = tempDirs('studio-services-move-')

  it("gets the eight services with the studio's prices, booking links and edited texts, once: services deleted since stay deleted", async () => {
    const dataDir = await dirs()
    const first = await startTestServer({}, dataDir)
    await first.close()
    const file = join(dataDir, 'db.json')
    const { services: _services, servicesMovedAt: _at, ...data } = JSON.parse(await readFile(file, 'utf8')) as Database
    data.studio!.prices.lipBlushing = 575
    data.studio!.booking.services = { lipBlushing: 'https://booking.example.com/belleza-studio/lips' }
    const page = data.pages.find((record) => record.id === 'services')!
    page.en.treatments = { lips: { title: 'Lip Blush', description: 'Our soft lip color.', benefits: ['Even tone'] } }
    page.es.treatments = { lips: { title: 'Labios', description: 'Color suave.', benefits: ['Tono parejo'] } }
    await writeFile(file, JSON.stringify(data))

    const moved = await startTestServer({}, dataDir)
    try {
      const services = moved.store.data.services
      expect(services).toHaveLength(8)
      expect(services.find((service) => service.slug === 'lip-pigmentation')).toMatchObject({
        price: 575,
        bookingUrl: 'https://booking.example.com/belleza-studio/lips',
        name: { en: 'Lip Blush', es: 'Labios' },
        summary: { en: 'Our soft lip color.', es: 'Color suave.' },
        benefits: { en: ['Even tone'], es: ['Tono parejo'] },
      })
      expect(services.find((service) => service.slug === 'microblading')!.bookingUrl).toBe('')
      expect(moved.store.data.pages.find((record) => record.id === 'services')!.en).not.toHaveProperty('treatments')
      const staff = new Client(moved.url)
      await staff.login()
      for (const service of services.slice()) expect((await staff.delete(`/api/services/${service.id}`)).status).toBe(200)
    } finally {
      await moved.close()
    }
    const again = await startTestServer({}, dataDir)
    try {
      expect(again.store.data.services).toEqual([])
    } finally {
      await again.close()
    }
  })
})
