import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LaunchFix, LaunchItem } from '#shared/schema/launch-checklist.ts'
import type { ContentTree, PageContentEdit } from '#shared/schema/page-content.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import type { Testimonial } from '#shared/schema/testimonial.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'
import { ADMIN, Client, startTestServer, type TestServer } from '../testing/test-server.ts'

/**
 * The checklist's honesty, end to end: a fresh store is fixed only by following each item's own fix (the field,
 * text, post or section it names), one at a time, until the list is empty; each fix must move its item on.
 */

let server: TestServer
let owner: Client
let photo: string

beforeAll(async () => {
  server = await startTestServer()
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN)
  const upload = await owner.post('/api/upload/image', imageForm(await phoneJpeg({ width: 400, height: 400 }), 'studio.jpg', 'image/jpeg'))
  expect(upload.status, upload.text).toBe(201)
  photo = upload.json.imageUrl as string
})
afterAll(() => server.destroy())

async function items(): Promise<LaunchItem[]> {
  const answer = await owner.get('/api/admin/launch-checklist')
  expect(answer.status, answer.text).toBe(200)
  return (answer.json as { items: LaunchItem[] }).items
}

function setAt(into: object, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop()!
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, into as Record<string, unknown>)
  parent[last] = value
}

/** What the studio would type in a Settings field the checklist names. */
const STUDIO_VALUES: Record<string, unknown> = {
  name: 'Lumière Brows',
  shortName: 'Lumière',
  phone: '(678) 214-3300',
  'chat.phone': '(678) 214-3300',
  email: 'hola@lumiere-brows.com',
  'address.street': '415 Green Street NE',
  'address.mapUrl': 'https://maps.google.com/?q=415+Green+Street+NE+Gainesville+GA',
  'booking.url': 'https://lumiere.glossgenius.com',
  'embeds.instagram': 'https://www.instagram.com/lumiere.brows/embed',
  'embeds.facebook': 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Flumiere.brows',
}
const ARTISTS: Record<string, string> = { 'daniela-reyes': 'Valeria Cruz', 'camila-ortiz': 'Lucía Paz' }

function studioValue(field: string, stored: unknown): unknown {
  if (field in STUDIO_VALUES) return STUDIO_VALUES[field]
  if (field.startsWith('social.')) return ''
  if (typeof stored === 'number') return field === 'foundingYear' ? 2016 : Math.min(stored + 3, 99)
  return `Lumière’s own words for ${field}.`
}

async function fixSettings(fix: Extract<LaunchFix, { kind: 'settings' }>): Promise<void> {
  const settings = (await owner.get('/api/studio')).json as StudioSettings
  if (fix.member) {
    const member = settings.team.find((artist) => artist.id === fix.member)!
    if (fix.field === 'headshot.image') member.headshot = { image: photo, alt: { en: 'The artist smiling', es: 'La artista sonriendo' } }
    else if (fix.field === 'name') member.name = ARTISTS[member.id] ?? `${member.name} Real`
    else setAt(member, fix.field, fix.field === 'license' ? '' : `${member.name} works with care.`)
  } else {
    setAt(
      settings,
      fix.field,
      studioValue(
        fix.field,
        fix.field.split('.').reduce<any>((node, key) => node?.[key], settings),
      ),
    )
  }
  const answer = await owner.put('/api/admin/studio', settings)
  expect(answer.status, answer.text).toBe(200)
}

async function fixPage(fix: Extract<LaunchFix, { kind: 'page' }>): Promise<void> {
  const stored = (await owner.get(`/api/admin/pages/${fix.page}`)).json as PageContentEdit
  const input = { en: stored.en, es: stored.es, updatedAt: stored.updatedAt } as Record<string, unknown>
  if (fix.field) {
    const [language, ...path] = fix.field.split('.') as ['en' | 'es', ...string[]]
    const tree = structuredClone(stored[language]) as ContentTree
    setAt(tree, path.join('.'), 'Our own words, about our own studio.')
    input[language] = tree
  } else {
    // No text named: the page's drawing, replaced by a hero photo.
    input.heroPhoto = { image: photo, focusX: 50, focusY: 40, alt: { en: 'Healed brows', es: 'Cejas sanadas' } }
  }
  const answer = await owner.put(`/api/admin/pages/${fix.page}`, input)
  expect(answer.status, answer.text).toBe(200)
}

async function fixSection(section: Extract<LaunchFix, { kind: 'section' }>['section']): Promise<void> {
  if (section === 'services') {
    for (const service of (await owner.get('/api/services')).json as Array<{ id: string; slug: string; updatedAt: string }>) {
      const saved = await owner.patch(`/api/services/${service.id}`, {
        bookingUrl: `https://lumiere.glossgenius.com/${service.slug}`,
        updatedAt: service.updatedAt,
      })
      expect(saved.status, saved.text).toBe(200)
    }
  } else if (section === 'reviews') {
    const samples = ((await owner.get('/api/testimonials')).json as Testimonial[]).filter((review) => review.sample)
    for (const sample of samples) expect((await owner.delete(`/api/testimonials/${sample.id}`)).status).toBe(200)
    if (samples.length === 0) {
      const review = {
        quote: { en: 'Natural and soft.', es: '' },
        name: 'Rosa M.',
        service: 'microblading',
        source: 'google',
        permission: true,
        published: true,
      }
      expect((await owner.post('/api/testimonials', review)).status).toBe(201)
    }
  } else {
    const healed = {
      kind: 'healed',
      service: 'microblading',
      afterImage: photo,
      caption: { en: 'Healed at six weeks', es: 'Sanado a las seis semanas' },
      alt: { en: 'Healed brows', es: 'Cejas sanadas' },
      consent: true,
      consentDate: '2026-03-14',
      published: true,
    }
    const created = await owner.post('/api/gallery', healed)
    expect(created.status, created.text).toBe(201)
  }
}

async function follow(fix: LaunchFix): Promise<void> {
  switch (fix.kind) {
    case 'settings':
      return fixSettings(fix)
    case 'page':
      return fixPage(fix)
    case 'post':
      expect((await owner.delete(`/api/blog/posts/${fix.id}`)).status).toBe(200)
      return
    case 'section':
      return fixSection(fix.section)
  }
}

describe('the go-live checklist, fixed by its own directions', () => {
  it('lists the starter values of a fresh store and is emptied by following each item’s fix, each fix moving its item on', async () => {
    const first = await items()
    expect(first.length).toBeGreaterThan(40)
    for (let round = 0; round < 200; round++) {
      const [item] = await items()
      if (!item) break
      await follow(item.fix)
      // The same item with the same words and directions again would be a fix that fixes nothing.
      const again = (await items()).find((other) => other.id === item.id)
      expect(again === undefined || again.title !== item.title || JSON.stringify(again.fix) !== JSON.stringify(item.fix), item.title).toBe(true)
    }
    expect(await items()).toEqual([])

    // Ready to launch: what the structured data and the feeds are built from holds no starter value either.
    const settings = (await owner.get('/api/studio')).json as StudioSettings
    expect(JSON.stringify(settings)).not.toMatch(/Belleza|555-0142|\.example\b|Daniela Reyes|Camila Ortiz|PMU-0000/i)
    const feed = await owner.get('/rss.xml')
    expect(feed.status).toBe(200)
    expect(feed.text).toContain('Lumière')
    expect(feed.text).not.toMatch(/Belleza|555-0142/i)
  })
})
