import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GalleryInput } from '#shared/schema/gallery.ts'
import type { LaunchItem } from '#shared/schema/launch-checklist.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { type ContentTree, PAGE_CONTENT, type PageContentEdit } from '#shared/schema/page-content.ts'
import { PRICED_SERVICES, type StudioSettings } from '#shared/schema/studio.ts'
import type { Testimonial } from '#shared/schema/testimonial.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'
import { ADMIN, Client, firstSignIn, startTestServer, type TestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client
let editor: Client

let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.24.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
  const created = await owner.post('/api/admin/accounts', { username: 'launch-editor', displayName: 'Ana', role: 'editor' })
  editor = new Client(server.url)
  await firstSignIn(editor, 'launch-editor', (created.json as { temporaryPassword: string }).temporaryPassword, fresh())
})
afterAll(() => server.destroy())

async function items(): Promise<LaunchItem[]> {
  const answer = await owner.get('/api/admin/launch-checklist')
  expect(answer.status, answer.text).toBe(200)
  return (answer.json as { items: LaunchItem[] }).items
}
const ids = async () => (await items()).map((item) => item.id)

/** Saves the settings as they are stored with `change` made, sending the version read (an optimistic save). */
async function saveSettings(change: (settings: StudioSettings) => void): Promise<void> {
  const settings = (await owner.get('/api/studio')).json as StudioSettings
  change(settings)
  const answer = await owner.put('/api/admin/studio', settings)
  expect(answer.status, answer.text).toBe(200)
}

/** Rewrites one text of a page (`field` as the checklist names it: `en.hero.title`), the rest as stored. */
async function rewrite(page: string, field: string, text = 'Our own words, about our own studio.'): Promise<void> {
  const stored = (await owner.get(`/api/admin/pages/${page}`)).json as PageContentEdit
  const [language, ...path] = field.split('.') as ['en' | 'es', ...string[]]
  const tree = structuredClone(stored[language])
  const last = path.pop()!
  const parent = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, tree)
  expect(typeof parent[last], field).toBe('string')
  parent[last] = text
  const answer = await owner.put(`/api/admin/pages/${page}`, { ...stored, [language]: tree as ContentTree })
  expect(answer.status, answer.text).toBe(200)
}

/** The studio's own facts where the settings still hold the starter's: what the pages' placeholders fill in. */
function realFacts(settings: StudioSettings): void {
  Object.assign(settings, { name: 'Lumière Brows', shortName: 'Lumière', phone: '(678) 214-3300', email: 'hola@lumiere-brows.com', foundingYear: 2016 })
  settings.address.street = '415 Green Street NE'
  settings.stats = { ...settings.stats, years: 10, clients: 3200, satisfactionPercent: 99, studentsTrained: 40, atlantaClients: 300 }
  settings.stats = { ...settings.stats, reviewServiceCount: 210, socialReviewCount: 55 }
  settings.team = settings.team.map((member, index) => ({ ...member, name: ['Valeria Cruz', 'Lucía Paz'][index] ?? member.name }))
}

const pageIds = async () => (await ids()).filter((id) => id.startsWith('page-'))

/** The pages whose drawing is listed until a hero photo takes its place. */
const HERO_PHOTO_PAGES: string[] = ['home', 'microblading', 'ombre', 'lips']
const PAGE_ITEMS = PAGE_CONTENT.map(({ id }) => `page-${id}`)
const STARTER_ARTISTS = ['daniela-reyes', 'camila-ortiz']

describe('the go-live checklist', () => {
  it('is for signed-in staff of every role: 401 without a session', async () => {
    expect((await new Client(server.url).get('/api/admin/launch-checklist')).status).toBe(401)
    const answer = await editor.get('/api/admin/launch-checklist')
    expect(answer.status).toBe(200)
    expect((answer.json as { items: LaunchItem[] }).items.length).toBeGreaterThan(0)
  })

  it('lists every kind of starter value on a fresh store, each with its group and the place that fixes it', async () => {
    const list = await items()
    const demoPosts = ((await owner.get('/api/blog/posts')).json as Array<{ id: string }>).map((post) => `post-demo-${post.id}`)
    expect(demoPosts).toHaveLength(6)
    expect(list.map((item) => item.id).sort()).toEqual(
      [
        'studio-name',
        'studio-phone',
        'studio-email',
        'studio-address',
        'studio-chat-greeting',
        'studio-social',
        'studio-claims',
        'studio-policies',
        'example-embeds.instagram',
        'example-embeds.facebook',
        ...STARTER_ARTISTS.flatMap((id) => [`team-starter-${id}`, `team-license-${id}`, `photos-headshot-${id}`]),
        'booking-url',
        'booking-services',
        ...PAGE_ITEMS,
        ...demoPosts,
        'reviews-samples',
        'reviews-none-published',
        'photos-gallery',
        ...HERO_PHOTO_PAGES.map((id) => `photos-hero-${id}`),
      ].sort(),
    )
    const byId = new Map(list.map((item) => [item.id, item]))
    expect(byId.get('studio-email')).toMatchObject({ group: 'studio', fix: { kind: 'settings', tab: 'studio', field: 'email' } })
    expect(byId.get('studio-social')!.title).toBe('Social links still go to example addresses: Instagram, Facebook, TikTok, Reviews page')
    expect(byId.get('studio-policies')!.fix).toEqual({ kind: 'settings', tab: 'policies', field: 'policies.deposit.en' })
    expect(byId.get('team-license-camila-ortiz')).toMatchObject({
      group: 'team',
      title: 'Camila Ortiz: the license number is still PMU-0000',
      fix: { kind: 'settings', tab: 'team', member: 'camila-ortiz', field: 'license' },
    })
    expect(byId.get('photos-headshot-daniela-reyes')).toMatchObject({ group: 'photos', fix: { member: 'daniela-reyes', field: 'headshot.image' } })
    expect(byId.get('booking-services')).toMatchObject({
      group: 'booking',
      title: 'Booking pages of the services: 8 of 8 not set',
      fix: { kind: 'section', section: 'services' },
    })
    // The portfolio page's feeds are Settings' now: still the sample's accounts.
    expect(byId.get('example-embeds.instagram')).toEqual({
      id: 'example-embeds.instagram',
      group: 'studio',
      title: 'Portfolio page’s Instagram feed: still an example account',
      why: expect.stringMatching(/\.$/),
      fix: { kind: 'settings', tab: 'studio', field: 'embeds.instagram' },
    })
    // A page names the text and the value the visitor reads; filled in from Settings, it is fixed there.
    expect(byId.get('page-home')).toMatchObject({ group: 'pages', fix: { kind: 'settings', tab: 'studio' } })
    expect(byId.get('page-home')!.title).toMatch(/^Home · .+ still gives the sample studio’s [\w ]+: “.+” \(\d+ more on this page\)$/)
    expect(byId.get('page-site')!.title).toMatch(/^Header & footer · /)
    // A starter value in the page's own words is fixed in that text first: the starter's financing offer.
    expect(byId.get('page-pricing')!.fix).toEqual({ kind: 'page', page: 'pricing', field: expect.stringMatching(/^en\..*financing/) })
    expect(byId.get('page-pricing')!.title).toContain('still gives the sample studio’s financing offer: “')
    expect(byId.get('reviews-samples')).toMatchObject({
      group: 'reviews',
      title: '3 sample reviews are still in the list',
      fix: { kind: 'section', section: 'reviews' },
    })
    expect(byId.get('photos-gallery')).toMatchObject({ group: 'photos', fix: { kind: 'section', section: 'gallery' } })
    expect(byId.get('photos-hero-lips')).toMatchObject({
      group: 'photos',
      title: 'Lip blushing page: a drawing where a photo is expected',
      fix: { kind: 'page', page: 'lips' },
    })
    for (const item of list) expect(item.why).toMatch(/\.$/)
    // The opening hours and the prices a studio may truly share with the starter: never an item.
    expect(list.some((item) => /hours|price/i.test(item.title))).toBe(false)
  })

  it('keeps a page listed after an edit that leaves its starter facts (its search description), and lists it until none is shown', async () => {
    const before = (await items()).find((item) => item.id === 'page-home')!
    const home = (await owner.get('/api/admin/pages/home')).json as PageContentEdit
    await rewrite('home', 'en.meta.description', 'Brows and lips that look like you, in our own words.')
    expect((await items()).find((item) => item.id === 'page-home')).toMatchObject({ fix: before.fix })
    expect(((await owner.get('/api/admin/pages/home')).json as PageContentEdit).updatedAt).not.toBe(home.updatedAt)

    // The pricing page's own words first, text by text (each item leads to the next); then only Settings' values are left.
    for (let round = 0; round < 10; round++) {
      const fix = (await items()).find((item) => item.id === 'page-pricing')!.fix
      if (fix.kind !== 'page') break
      expect(fix.field).toBeDefined()
      await rewrite('pricing', fix.field!, 'Cash and cards are welcome; ask us about payment when you book.')
    }
    expect((await items()).find((item) => item.id === 'page-pricing')!.fix).toMatchObject({ kind: 'settings' })

    // The studio's facts in Settings: the texts filled with them hold no starter value, and no page is listed.
    await saveSettings(realFacts)
    expect(await pageIds()).toEqual([])
    // The settings' starter values back: every page that shows them is listed again.
    await saveSettings((settings) => Object.assign(settings, structuredClone(DEFAULT_STUDIO)))
    expect(await pageIds()).toEqual(PAGE_ITEMS)
  })

  it('empties as each starter value is fixed, and is empty when none is left', async () => {
    const gone = async (...removed: string[]) => {
      const now = await ids()
      for (const id of removed) expect(now).not.toContain(id)
      return now
    }

    // Studio facts: one field of an item fixed points the item to the next one still the starter's.
    await saveSettings((settings) => {
      settings.name = 'Lumière Brows'
    })
    expect((await items()).find((item) => item.id === 'studio-name')!.fix).toMatchObject({ field: 'shortName' })
    await saveSettings((settings) => {
      settings.shortName = 'Lumière'
      settings.phone = '(678) 214-3300'
      settings.chat.phone = '(678) 214-3300'
      settings.email = 'hola@lumiere-brows.com'
      settings.address.street = '415 Green Street NE'
      settings.address.mapUrl = 'https://maps.google.com/?q=415+Green+Street+NE+Gainesville+GA'
      settings.chat.greeting = { en: 'Hi Lumière! I would like to book.', es: '¡Hola, Lumière! Quisiera reservar.' }
    })
    await gone('studio-name', 'studio-phone', 'studio-email', 'studio-address', 'studio-chat-greeting')

    // An emptied social link is hidden on the site: fixed too. An example address typed anew is not.
    await saveSettings((settings) => {
      settings.social = { instagram: 'https://www.instagram.com/lumiere.brows', facebook: '', tiktok: 'https://tiktok.example.com/@new', reviews: '' }
    })
    expect((await items()).find((item) => item.id === 'studio-social')).toMatchObject({
      title: 'Social links still go to example addresses: TikTok',
      fix: { field: 'social.tiktok' },
    })
    await saveSettings((settings) => {
      settings.social.tiktok = ''
      // The portfolio's feeds: the studio's Instagram, no Facebook feed (an empty one is hidden).
      settings.embeds = { instagram: 'https://www.instagram.com/lumiere.brows/embed', facebook: '' }
      settings.foundingYear = 2016
      settings.stats = { ...settings.stats, years: 10, clients: 3200, satisfactionPercent: 99, studentsTrained: 40 }
    })
    expect((await items()).find((item) => item.id === 'studio-claims')!.fix).toMatchObject({ field: 'stats.atlantaClients' })
    await saveSettings((settings) => {
      settings.stats = { ...settings.stats, atlantaClients: 300, reviewServiceCount: 210, socialReviewCount: 55 }
      settings.policies.deposit = { en: 'A $50 deposit holds your time.', es: 'Un depósito de $50 reserva su horario.' }
      settings.policies.cancellation = { en: 'Reschedule up to 24 hours before.', es: 'Cambie su cita hasta 24 horas antes.' }
    })
    await gone('studio-social', 'studio-claims', 'studio-policies', 'example-embeds.instagram', 'example-embeds.facebook')

    // An example address anywhere else in the settings is an item of its own, at its field.
    await saveSettings((settings) => {
      settings.team[1]!.bio.en = 'Write to camila@lumiere.example for a consultation.'
    })
    expect((await items()).find((item) => item.id === 'example-team.1.bio.en')).toMatchObject({
      group: 'studio',
      fix: { kind: 'settings', tab: 'team', member: 'camila-ortiz', field: 'bio.en' },
    })

    // The team: real artists, real licenses (or none), headshots from the media library.
    const photo = await phoneJpeg({ width: 400, height: 400 })
    const headshot = (await owner.post('/api/upload/image', imageForm(photo, 'head.jpg', 'image/jpeg'))).json.imageUrl as string
    await saveSettings((settings) => {
      const alt = { en: 'The artist smiling', es: 'La artista sonriendo' }
      settings.team = [
        {
          ...settings.team[0]!,
          name: 'Valeria Cruz',
          bio: { en: 'Valeria shapes brows.', es: 'Valeria diseña cejas.' },
          license: 'GA-PMU-4412',
          headshot: { image: headshot, alt },
        },
        {
          ...settings.team[1]!,
          name: 'Lucía Paz',
          bio: { en: 'Lucía colors lips.', es: 'Lucía colorea labios.' },
          license: '',
          headshot: { image: headshot, alt },
        },
      ]
    })
    await gone(...STARTER_ARTISTS.flatMap((id) => [`team-starter-${id}`, `team-license-${id}`, `photos-headshot-${id}`]), 'example-team.1.bio.en')

    // Booking: the general link, then every shown service's own page (Settings' old per-service links count no more).
    await saveSettings((settings) => {
      settings.booking.url = 'https://lumiere.glossgenius.com'
      settings.booking.services = Object.fromEntries(PRICED_SERVICES.map((service) => [service, `https://lumiere.glossgenius.com/${service}`]))
    })
    const services = (await owner.get('/api/services')).json as Array<{ id: string; slug: string; updatedAt: string }>
    const link = (slug: string) => `https://lumiere.glossgenius.com/${slug}`
    const [first, second, ...rest] = services
    expect((await owner.patch(`/api/services/${first!.id}`, { bookingUrl: link(first!.slug), updatedAt: first!.updatedAt })).status).toBe(200)
    expect((await owner.patch(`/api/services/${second!.id}`, { hidden: true, updatedAt: second!.updatedAt })).status).toBe(200)
    expect((await items()).find((item) => item.id === 'booking-services')).toMatchObject({
      title: `Booking pages of the services: ${rest.length} of ${rest.length + 1} not set`,
      fix: { kind: 'section', section: 'services' },
    })
    for (const service of rest) {
      expect((await owner.patch(`/api/services/${service.id}`, { bookingUrl: link(service.slug), updatedAt: service.updatedAt })).status).toBe(200)
    }
    await gone('booking-url', 'booking-services')

    // Pages: with the studio's facts in Settings, a page is listed only for a starter value in its own words, at that
    // text (the previous test rewrote the pricing page's). The home and treatment pages' drawing goes with a hero photo.
    expect(await pageIds()).toEqual([])
    for (const id of HERO_PHOTO_PAGES) {
      const page = (await owner.get(`/api/admin/pages/${id}`)).json as PageContentEdit
      const heroPhoto = { image: headshot, focusX: 40, focusY: 30, alt: { en: 'Healed brows', es: 'Cejas sanadas' } }
      const answer = await owner.put(`/api/admin/pages/${id}`, { en: page.en, es: page.es, updatedAt: page.updatedAt, heroPhoto })
      expect(answer.status, answer.text).toBe(200)
      expect(await ids()).not.toContain(`photos-hero-${id}`)
    }

    // Posts: a demo post leaves the list when it is rewritten or deleted; a post that still gives the sample studio's
    // phone (the studio's is another now) is listed until it does not.
    const posts = (await owner.get('/api/blog/posts')).json as Array<{ id: string; title: string; markdown: string; updatedAt: string }>
    const [rewritten, ...demos] = posts
    expect((await items()).find((item) => item.id === `post-demo-${rewritten!.id}`)).toMatchObject({
      group: 'posts',
      title: `Demo post “${rewritten!.title}”: written for the sample studio`,
      fix: { kind: 'post', id: rewritten!.id },
    })
    const quoting = await owner.patch(`/api/blog/posts/${rewritten!.id}`, {
      markdown: `${rewritten!.markdown}\n\nCall us at (770) 555-0142.`,
      updatedAt: rewritten!.updatedAt,
    })
    expect(quoting.status, quoting.text).toBe(200)
    expect((await items()).find((item) => item.id === `post-facts-${rewritten!.id}`)!.title).toMatch(/still gives the sample studio’s .*phone number/)
    const fixed = await owner.patch(`/api/blog/posts/${rewritten!.id}`, { markdown: 'Our own words, our own number.', updatedAt: quoting.json.updatedAt })
    expect(fixed.status, fixed.text).toBe(200)
    for (const post of demos) expect((await owner.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
    expect((await ids()).filter((id) => id.startsWith('post-'))).toEqual([])

    // Reviews: the samples deleted, a client's review published with permission.
    const reviews = (await owner.get('/api/testimonials')).json as Testimonial[]
    for (const sample of reviews.filter((review) => review.sample)) expect((await owner.delete(`/api/testimonials/${sample.id}`)).status).toBe(200)
    expect(await gone('reviews-samples')).toContain('reviews-none-published')
    const unpublished = await owner.post('/api/testimonials', {
      quote: { en: 'Natural and soft.', es: '' },
      name: 'Rosa M.',
      service: 'microblading',
      source: 'google',
      permission: false,
      published: false,
    })
    expect(unpublished.status, unpublished.text).toBe(201)
    expect(await ids()).toContain('reviews-none-published')
    const published = await owner.patch(`/api/testimonials/${unpublished.json.id}`, {
      permission: true,
      published: true,
      updatedAt: unpublished.json.updatedAt,
    })
    expect(published.status, published.text).toBe(200)
    await gone('reviews-none-published')

    // Photos: a published gallery item (a draft does not count).
    const healed: GalleryInput = {
      kind: 'healed',
      service: 'microblading',
      afterImage: headshot,
      caption: { en: 'Healed at six weeks', es: 'Sanado a las seis semanas' },
      alt: { en: 'Healed brows', es: 'Cejas sanadas' },
      consent: true,
      consentDate: '2026-03-14',
      published: false,
    }
    const draft = await owner.post('/api/gallery', healed)
    expect(draft.status, draft.text).toBe(201)
    expect(await ids()).toEqual(['photos-gallery'])
    expect((await owner.patch(`/api/gallery/${draft.json.id}`, { published: true, updatedAt: draft.json.updatedAt })).status).toBe(200)

    expect(await items()).toEqual([])
    expect((await editor.get('/api/admin/launch-checklist')).json).toEqual({ items: [] })
  })
})
