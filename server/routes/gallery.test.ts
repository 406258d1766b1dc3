import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GalleryInput, GalleryItem } from '#shared/schema/gallery.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'
import { VERSION_REQUIRED } from './required-version.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client
let visitor: Client
let before: string
let after: string

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  visitor = new Client(server.url)
  await admin.login()
  const photo = await phoneJpeg({ width: 600, height: 450 })
  before = (await admin.post('/api/upload/image', imageForm(photo, 'before.jpg', 'image/jpeg'))).json.imageUrl
  after = (await admin.post('/api/upload/image', imageForm(photo, 'after.jpg', 'image/jpeg'))).json.imageUrl
})
afterAll(() => server.destroy())

const item = (overrides: Partial<GalleryInput> = {}): GalleryInput => ({
  kind: 'before-after',
  service: 'microblading',
  beforeImage: before,
  afterImage: after,
  caption: { en: 'Soft hair strokes, healed', es: 'Trazos suaves, ya sanados' },
  alt: { en: 'Brows before and after microblading', es: 'Cejas antes y después del microblading' },
  weeksHealed: 6,
  artist: 'Daniela Reyes',
  consent: true,
  consentDate: '2026-03-14',
  published: true,
  ...overrides,
})

async function create(overrides: Partial<GalleryInput> = {}): Promise<GalleryItem> {
  const answer = await admin.post('/api/gallery', item(overrides))
  expect(answer.status, answer.text).toBe(201)
  return answer.json
}

describe('gallery items', () => {
  it('are created, updated and deleted by staff', async () => {
    const created = await create()
    expect(created).toMatchObject({ kind: 'before-after', service: 'microblading', published: true, weeksHealed: 6 })
    const updated = await admin.patch(`/api/gallery/${created.id}`, {
      caption: { en: 'Healed at six weeks', es: 'Sanado a las seis semanas' },
      artist: null,
      updatedAt: created.updatedAt,
    })
    expect(updated.status).toBe(200)
    expect(updated.json.caption.en).toBe('Healed at six weeks')
    expect(updated.json).not.toHaveProperty('artist')
    expect(updated.json.updatedAt > created.updatedAt).toBe(true)
    expect((await admin.delete(`/api/gallery/${created.id}`)).status).toBe(200)
    expect((await admin.get('/api/gallery')).json.some((other: GalleryItem) => other.id === created.id)).toBe(false)
    expect((await admin.delete(`/api/gallery/${created.id}`)).status).toBe(404)
  })

  it('refuse a save based on an older version with 409 naming the newer one, and change nothing', async () => {
    const loaded = await create({ published: false })
    const first = await admin.patch(`/api/gallery/${loaded.id}`, { caption: { en: 'Saved first', es: 'Guardado primero' }, updatedAt: loaded.updatedAt })
    expect(first.status, first.text).toBe(200)
    const newer = (first.json as GalleryItem).updatedAt

    const stale = await admin.patch(`/api/gallery/${loaded.id}`, { published: true, artist: 'Someone Else', updatedAt: loaded.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ error: 'This gallery item was changed by someone else since you opened it', fields: { updatedAt: newer, savedBy: 'admin' } })
    const storedItem = (await admin.get('/api/gallery')).json.find((other: GalleryItem) => other.id === loaded.id)
    expect(storedItem).toEqual(first.json)
    // Never published by the refused save: visitors still do not see it.
    expect((await visitor.get('/api/gallery')).json.some((other: { id: string }) => other.id === loaded.id)).toBe(false)

    // On the newer version it saves.
    const again = await admin.patch(`/api/gallery/${loaded.id}`, { artist: 'Someone Else', updatedAt: newer })
    expect(again.status, again.text).toBe(200)
  })

  it('refuse a save that does not say which version it was made from (428), and change nothing', async () => {
    const loaded = await create({ weeksHealed: 6 })
    const blind = await admin.patch(`/api/gallery/${loaded.id}`, { weeksHealed: 8 })
    expect(blind.status).toBe(428)
    expect(blind.json).toEqual({ error: VERSION_REQUIRED, fields: { updatedAt: 'Required' } })
    expect((await admin.get('/api/gallery')).json.find((other: GalleryItem) => other.id === loaded.id)).toEqual(loaded)
  })

  it("refuses to publish without the client's recorded consent (400, fields.consent), as a new item and as a change", async () => {
    const refused = await admin.post('/api/gallery', item({ consent: false }))
    expect(refused.status).toBe(400)
    expect(refused.json.fields.consent).toMatch(/consent/)
    const draft = await create({ consent: false, published: false })
    const publish = await admin.patch(`/api/gallery/${draft.id}`, { published: true, updatedAt: draft.updatedAt })
    expect(publish.status).toBe(400)
    expect(publish.json.fields.consent).toBeTruthy()
    expect((await admin.get('/api/gallery')).json.find((other: GalleryItem) => other.id === draft.id).published).toBe(false)
    const withConsent = await admin.patch(`/api/gallery/${draft.id}`, { published: true, consent: true, consentDate: '2026-04-01', updatedAt: draft.updatedAt })
    expect(withConsent.status).toBe(200)
    await admin.delete(`/api/gallery/${draft.id}`)
  })

  it('needs both photos for a before-and-after pair, and alt text in both languages to publish', async () => {
    const noBefore = await admin.post('/api/gallery', item({ beforeImage: undefined }))
    expect(noBefore.status).toBe(400)
    expect(noBefore.json.fields.beforeImage).toBeTruthy()
    const healed = await create({ kind: 'healed', beforeImage: undefined, service: 'lip-pigmentation' })
    expect(healed).not.toHaveProperty('beforeImage')
    const noSpanish = await admin.post('/api/gallery', item({ alt: { en: 'Brows', es: '' } }))
    expect(noSpanish.status).toBe(400)
    expect(noSpanish.json.fields['alt.es']).toBeTruthy()
    await admin.delete(`/api/gallery/${healed.id}`)
  })

  it('accept only images of the media library, and a service of the contact form', async () => {
    const outside = await admin.post('/api/gallery', item({ afterImage: 'https://example.com/face.jpg' }))
    expect(outside.status).toBe(400)
    expect(outside.json.fields.afterImage).toBeTruthy()
    const missing = await admin.post('/api/gallery', item({ afterImage: '/uploads/not-there.jpg' }))
    expect(missing.status).toBe(400)
    expect(missing.json.fields.afterImage).toMatch(/media library/)
    const service = await admin.post('/api/gallery', { ...item(), service: 'tattoo' })
    expect(service.status).toBe(400)
    expect(service.json.fields.service).toBeTruthy()
  })

  it('name one of the studio’s services (an added one, a hidden one) or a consultation; any other is a 400 at `service`', async () => {
    const service = (slug: string, hidden: boolean) => ({
      slug,
      name: { en: 'Lash tint', es: 'Tinte de pestañas' },
      summary: { en: 'Darker lashes for weeks.', es: 'Pestañas más oscuras por semanas.' },
      group: 'lashes',
      duration: { from: 30, to: 45 },
      price: 65,
      hidden,
    })
    const added = await admin.post('/api/services', service('gallery-lash-tint', false))
    const hidden = await admin.post('/api/services', service('gallery-brow-henna', true))
    expect([added.status, hidden.status]).toEqual([201, 201])
    const items = [await create({ service: 'gallery-lash-tint' }), await create({ service: 'gallery-brow-henna' }), await create({ service: 'consultation' })]
    expect(items.map((saved) => saved.service)).toEqual(['gallery-lash-tint', 'gallery-brow-henna', 'consultation'])
    for (const slug of ['general', 'lash-tint-removal']) {
      const refused = await admin.post('/api/gallery', item({ service: slug }))
      expect(refused.status, slug).toBe(400)
      expect(refused.json.fields).toEqual({ service: 'Choose one of the studio’s services' })
    }
    const changed = await admin.patch(`/api/gallery/${items[0]!.id}`, { service: 'lash-tint-removal', updatedAt: items[0]!.updatedAt })
    expect(changed.status).toBe(400)
    expect(changed.json.fields.service).toBe('Choose one of the studio’s services')
    for (const saved of items) await admin.delete(`/api/gallery/${saved.id}`)
    await admin.delete(`/api/services/${added.json.id}`)
    await admin.delete(`/api/services/${hidden.json.id}`)
  })

  it('keep their photos from being deleted from the media library (409)', async () => {
    const created = await create()
    const refused = await admin.delete(`/api/admin/images/${after.split('/').pop()}`)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatch(/gallery item/)
    await admin.delete(`/api/gallery/${created.id}`)
  })

  it('are reordered all at once, and an order that leaves one out is refused', async () => {
    const first = await create({ caption: { en: 'First', es: 'Primero' } })
    const second = await create({ caption: { en: 'Second', es: 'Segundo' } })
    const ids = (await admin.get('/api/gallery')).json.map((other: GalleryItem) => other.id) as string[]
    expect(ids.slice(-2)).toEqual([first.id, second.id])
    const reversed = [...ids].reverse()
    const answer = await admin.put('/api/gallery/order', { ids: reversed })
    expect(answer.status).toBe(200)
    expect((await admin.get('/api/gallery')).json.map((other: GalleryItem) => other.id)).toEqual(reversed)
    const partial = await admin.put('/api/gallery/order', { ids: reversed.slice(1) })
    expect(partial.status).toBe(400)
    await admin.delete(`/api/gallery/${first.id}`)
    await admin.delete(`/api/gallery/${second.id}`)
  })

  it('are managed by staff only', async () => {
    expect((await visitor.post('/api/gallery', item())).status).toBe(401)
    expect((await visitor.patch('/api/gallery/x', { published: false })).status).toBe(401)
    expect((await visitor.delete('/api/gallery/x')).status).toBe(401)
    expect((await visitor.put('/api/gallery/order', { ids: [] })).status).toBe(401)
  })
})

describe('what visitors see', () => {
  it('is published items only, without the consent record; drafts never', async () => {
    const published = await create({ caption: { en: 'Public pair', es: 'Par público' } })
    const draft = await create({ published: false, caption: { en: 'Private draft', es: 'Borrador privado' } })
    const answer = await visitor.get('/api/gallery')
    expect(answer.status).toBe(200)
    const ids = answer.json.map((other: GalleryItem) => other.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    const shown = answer.json.find((other: GalleryItem) => other.id === published.id)
    expect(shown).not.toHaveProperty('consent')
    expect(shown).not.toHaveProperty('consentDate')
    expect(JSON.stringify(answer.json)).not.toContain('Private draft')
    // Staff see both.
    const all = (await admin.get('/api/gallery')).json.map((other: GalleryItem) => other.id)
    expect(all).toEqual(expect.arrayContaining([published.id, draft.id]))
    await admin.delete(`/api/gallery/${published.id}`)
    await admin.delete(`/api/gallery/${draft.id}`)
  })
})
