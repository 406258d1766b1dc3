import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountWithPassword } from '#shared/schema/account.ts'
import { type Backups, BackupsSchema, RestoreResultSchema } from '#shared/schema/backups.ts'
import type { Brand } from '#shared/schema/brand.ts'
import type { Category, CategoryInput } from '#shared/schema/category.ts'
import type { FaqInput, FaqItem } from '#shared/schema/faq.ts'
import type { GalleryInput, GalleryItem } from '#shared/schema/gallery.ts'
import type { ContentTree, PageContent, PageContentEdit } from '#shared/schema/page-content.ts'
import type { AddedPage } from '#shared/schema/page-sections.ts'
import type { Post } from '#shared/schema/post.ts'
import type { ServiceInput, StudioService } from '#shared/schema/service.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import type { TestimonialInput, Testimonial } from '#shared/schema/testimonial.ts'
import { addedPageInput } from '../testing/sample-records.ts'
import { imageForm, phoneJpeg, transparentPng } from '../testing/test-images.ts'
import { Client, createPost, startTestServer, type TestServer } from '../testing/test-server.ts'

// A backup holds every acknowledged write. One write of each kind goes to a first server through
// the API; a backup of it is taken, downloaded, and restored into a second server that starts from an empty data
// folder of its own. Every read then answers on the second server exactly what it answered on the first when the
// backup was taken, and a write made after the backup is not there.

const folders: string[] = []
const servers: TestServer[] = []

/** A server with daily backups into a folder of its own, its first (taken at start) finished, and its owner signed in. */
async function studio(): Promise<{ server: TestServer; owner: Client }> {
  const parent = await mkdtemp(join(tmpdir(), 'studio-round-trip-'))
  folders.push(parent)
  const server = await startTestServer({ BACKUP_DIR: join(parent, 'backups'), BACKUP_EVERY: '24h' }, join(parent, 'data'))
  servers.push(server)
  await server.backups!.idle()
  const owner = new Client(server.url)
  await owner.login()
  return { server, owner }
}

function ok<T>(answer: { status: number; text: string; json: T }, status = 200): T {
  expect(answer.status, answer.text).toBe(status)
  return answer.json
}

/** The uploaded image's name in the media library, from its address (`/uploads/<name>`). */
const nameOf = (imageUrl: string) => imageUrl.replace('/uploads/', '')

async function upload(owner: Client, file: string): Promise<string> {
  const answer = await owner.post('/api/upload/image', imageForm(await phoneJpeg({ width: 600, height: 450 }), file, 'image/jpeg'))
  return ok(answer as { status: number; text: string; json: { imageUrl: string } }, 201).imageUrl
}

async function bytesOf(server: TestServer, path: string): Promise<Buffer> {
  const response = await fetch(server.url + path)
  expect(response.status, path).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="12" fill="#6d3b62"/><text x="20" y="52" font-size="32" fill="#fbf7f2">Belleza</text></svg>`

const SERVICE: ServiceInput = {
  slug: 'lash-tint',
  name: { en: 'Lash tint', es: 'Tinte de pestañas' },
  summary: { en: 'Darker lashes for weeks, in {{city}}.', es: 'Pestañas más oscuras por semanas, en {{city}}.' },
  description: { en: 'A gentle tint.', es: 'Un tinte suave.' },
  group: 'lashes',
  duration: { from: 30, to: 45 },
  lasts: { en: '4–6 weeks', es: '4–6 semanas' },
  price: 65,
  touchUpPrice: null,
  deposit: 20,
  bookingUrl: 'https://booking.example.com/belleza-studio/lash-tint',
}
const QUESTION: FaqInput = {
  page: 'faq',
  question: { en: 'Is there parking?', es: '¿Hay estacionamiento?' },
  answer: { en: 'Yes, free, behind the studio.', es: 'Sí, gratis, detrás del estudio.' },
  published: true,
}
const REVIEW: TestimonialInput = {
  quote: { en: 'My brows look like my own, only better.', es: 'Mis cejas se ven como las mías, pero mejor.' },
  name: 'Rosa M.',
  service: 'microblading',
  rating: 5,
  source: 'google',
  date: '2026-02-03',
  permission: true,
  published: true,
}
const CATEGORY: CategoryInput = { name: 'Lashes', slug: 'lashes', description: 'Lash lifts and tints' }
const INQUIRY = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.com',
  phone: '(404) 555-0199',
  service: 'lip-pigmentation',
  message: '¿Tienen citas el sábado?',
}

/** What each write answered on the first server: the ids and names the reads below ask for. */
const written = {} as {
  page: PageContent
  heroImage: string
  studio: StudioSettings
  service: StudioService
  faq: FaqItem
  review: Testimonial
  gallery: GalleryItem
  media: string
  brand: Brand
  account: AccountWithPassword
  inquiryId: string
  post: Post
  category: Category
  addedPage: AddedPage
  revised: Post
  revisionId: string
  afterBackup: Post
}

/** Each read's answer on the first server right after the backup, by path; bytes for the files. */
const atBackup = new Map<string, unknown>()
let first: { server: TestServer; owner: Client }
let second: { server: TestServer; owner: Client }

/** The reads each write shows in: paths answered as JSON, `file:` paths as bytes. */
const READS = {
  // The hero photo's record names the page among its uses.
  page: () => ['/api/admin/pages/ombre', '/api/admin/pages', '/api/admin/pages/ombre/revisions', `/api/admin/images/${nameOf(written.heroImage)}`],
  studio: () => ['/api/studio'],
  services: () => ['/api/services'],
  faqs: () => ['/api/faqs'],
  testimonials: () => ['/api/testimonials'],
  gallery: () => ['/api/gallery', `file:${written.gallery.beforeImage}`, `file:${written.gallery.afterImage}`],
  media: () => [`/api/admin/images/${written.media}`, `file:/uploads/${written.media}`],
  brand: () => ['/api/admin/brand', ...[written.brand.logo, written.brand.favicon].flatMap((file) => (file ? [`file:${file.url}`] : []))],
  accounts: () => ['/api/admin/accounts'],
  inquiries: () => ['/api/admin/inquiries'],
  posts: () => [`/api/blog/posts/by-id/${written.post.id}`],
  categories: () => ['/api/blog/categories'],
  addedPages: () => ['/api/admin/added-pages'],
  revisions: () => [
    `/api/blog/posts/${written.revised.id}/revisions`,
    `/api/blog/posts/${written.revised.id}/revisions/${written.revisionId}`,
    `/api/blog/posts/by-id/${written.revised.id}`,
  ],
} satisfies Record<string, () => string[]>

type WriteKind = keyof typeof READS

/**
 * A write that failed on the first server, or whose reads did, by kind: its own case fails with that error, and the
 * other kinds are still backed up, restored and compared.
 */
const failed = new Map<WriteKind, unknown>()

async function read(on: { server: TestServer; owner: Client }, path: string): Promise<unknown> {
  if (path.startsWith('file:')) return bytesOf(on.server, path.slice('file:'.length))
  return ok(await on.owner.get(path))
}

/** The write of this kind went through on the first server (else its error is this case's). */
function expectWritten(kind: WriteKind): void {
  if (failed.has(kind)) throw failed.get(kind)
}

/** The second server answers each read of this kind of write as the first did when the backup was taken. */
async function expectSameAsAtBackup(kind: WriteKind): Promise<void> {
  for (const path of READS[kind]()) {
    expect(atBackup.has(path), `${path} was read at the backup`).toBe(true)
    expect(await read(second, path), path).toEqual(atBackup.get(path))
  }
}

/** One write of each kind on the first server, through the API, each answered 2xx. */
const WRITES: Record<WriteKind, (owner: Client) => Promise<void>> = {
  // A page's texts with a hero photo.
  async page(owner) {
    written.heroImage = await upload(owner, 'hero.jpg')
    const page = ok(await owner.get('/api/admin/pages/ombre')) as PageContentEdit
    const en: ContentTree = { ...page.en, hero: { ...(page.en.hero as ContentTree), title: 'Ombré brows, soft and lasting' } }
    const heroPhoto = { image: written.heroImage, focusX: 30, focusY: 70, alt: { en: 'Healed ombré brows', es: 'Cejas ombré sanadas' } }
    written.page = ok(await owner.put('/api/admin/pages/ombre', { en, es: page.es, updatedAt: page.updatedAt, heroPhoto }))
  },
  async studio(owner) {
    const { updatedAt, ...settings } = ok(await owner.get('/api/studio')) as StudioSettings
    written.studio = ok(await owner.put('/api/admin/studio', { ...settings, phone: '+52 55 1234 5678', updatedAt }))
  },
  async services(owner) {
    written.service = ok(await owner.post('/api/services', SERVICE), 201)
  },
  async faqs(owner) {
    written.faq = ok(await owner.post('/api/faqs', QUESTION), 201)
  },
  async testimonials(owner) {
    written.review = ok(await owner.post('/api/testimonials', REVIEW), 201)
  },
  async gallery(owner) {
    const gallery: GalleryInput = {
      kind: 'before-after',
      service: 'microblading',
      beforeImage: await upload(owner, 'before.jpg'),
      afterImage: await upload(owner, 'after.jpg'),
      caption: { en: 'Soft hair strokes, healed', es: 'Trazos suaves, ya sanados' },
      alt: { en: 'Brows before and after microblading', es: 'Cejas antes y después del microblading' },
      weeksHealed: 6,
      artist: 'Daniela Reyes',
      consent: true,
      consentDate: '2026-03-14',
      published: true,
    }
    written.gallery = ok(await owner.post('/api/gallery', gallery), 201)
  },
  async media(owner) {
    written.media = nameOf(await upload(owner, 'lips.jpg'))
    ok(await owner.patch(`/api/admin/images/${written.media}`, { alt: 'Healed ombré lips' }))
  },
  async brand(owner) {
    ok(await owner.post('/api/admin/brand/logo', imageForm(new TextEncoder().encode(LOGO), 'logo.svg', 'image/svg+xml')))
    written.brand = ok(await owner.post('/api/admin/brand/favicon', imageForm(await transparentPng(256), 'icon.png', 'image/png')))
  },
  async accounts(owner) {
    written.account = ok(await owner.post('/api/admin/accounts', { username: 'lucia', displayName: 'Lucía', role: 'editor' }), 201)
  },
  async inquiries(owner) {
    written.inquiryId = (ok(await new Client(owner.baseUrl).post('/api/contact', INQUIRY), 201) as { id: string }).id
  },
  async posts(owner) {
    written.post = await createPost(owner, { title: 'Brows after the first week' })
  },
  async categories(owner) {
    written.category = ok(await owner.post('/api/blog/categories', CATEGORY), 201)
  },
  async addedPages(owner) {
    written.addedPage = ok(await owner.post('/api/admin/added-pages', addedPageInput('restored')), 201)
  },
  async revisions(owner) {
    const draft = await createPost(owner, { title: 'Lash lifts, first draft' })
    written.revised = ok(await owner.patch(`/api/blog/posts/${draft.id}`, { title: 'Lash lifts, second draft', updatedAt: draft.updatedAt }))
    const [, created] = ok(await owner.get(`/api/blog/posts/${draft.id}/revisions`)) as { id: string }[]
    written.revisionId = created!.id // the revision the post was created with, older than the save
  },
}

const KINDS = Object.keys(READS) as WriteKind[]

beforeAll(async () => {
  first = await studio()
  const { owner } = first
  for (const kind of KINDS) await WRITES[kind](owner).catch((error: unknown) => failed.set(kind, error))
  await first.server.images.whenIdle()

  // The backup, and every read as it answers then.
  const taken = BackupsSchema.parse(ok(await owner.post('/api/admin/backups'), 201)) as Extract<Backups, { configured: true }>
  const name = taken.status.lastFolder!
  for (const kind of KINDS.filter((candidate) => !failed.has(candidate))) {
    try {
      for (const path of READS[kind]()) atBackup.set(path, await read(first, path))
    } catch (error) {
      failed.set(kind, error)
    }
  }
  const download = await fetch(`${first.server.url}/api/admin/backups/${name}/archive`, { headers: { cookie: owner.cookie } })
  expect(download.status).toBe(200)
  const archive = Buffer.from(await download.arrayBuffer())

  written.afterBackup = await createPost(owner, { title: 'Written after the backup' })

  // A second server, from nothing, restored from the downloaded archive.
  const fresh = await studio()
  const form = new FormData()
  form.append('archive', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), `${name}.tar.gz`)
  RestoreResultSchema.parse(ok(await fresh.owner.post('/api/admin/backups/restore', form)))
  await fresh.server.images.whenIdle()
  // The restored accounts are the first server's: its owner signs in again, with the first server's password.
  const owner2 = new Client(fresh.server.url)
  await owner2.login()
  second = { server: fresh.server, owner: owner2 }
}, 120_000)

afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('a backup restored into a new server', () => {
  it('brings back a page’s texts and its hero photo', async () => {
    expectWritten('page')
    expect(atBackup.get('/api/admin/pages/ombre')).toMatchObject({
      en: { hero: { title: 'Ombré brows, soft and lasting' } },
      heroPhoto: { image: written.heroImage, focusX: 30, focusY: 70 },
    })
    await expectSameAsAtBackup('page')
  })

  it('brings back the studio settings', async () => {
    expectWritten('studio')
    expect(atBackup.get('/api/studio')).toMatchObject({ phone: '+52 55 1234 5678', updatedAt: written.studio.updatedAt })
    await expectSameAsAtBackup('studio')
  })

  it('brings back a new service', async () => {
    expectWritten('services')
    expect(atBackup.get('/api/services')).toContainEqual(written.service)
    await expectSameAsAtBackup('services')
  })

  it('brings back a new FAQ question', async () => {
    expectWritten('faqs')
    expect(atBackup.get('/api/faqs')).toContainEqual(written.faq)
    await expectSameAsAtBackup('faqs')
  })

  it('brings back a new review', async () => {
    expectWritten('testimonials')
    expect(atBackup.get('/api/testimonials')).toContainEqual(written.review)
    await expectSameAsAtBackup('testimonials')
  })

  it('brings back a new gallery item and its photos', async () => {
    expectWritten('gallery')
    expect(atBackup.get('/api/gallery')).toContainEqual(written.gallery)
    await expectSameAsAtBackup('gallery')
  })

  it('brings back an uploaded image, its file and its alt text', async () => {
    expectWritten('media')
    expect(atBackup.get(`/api/admin/images/${written.media}`)).toMatchObject({ alt: 'Healed ombré lips', ready: true })
    await expectSameAsAtBackup('media')
  })

  it('brings back the logo and the favicon, and their files', async () => {
    expectWritten('brand')
    expect(written.brand.logo, 'the logo, after the favicon was uploaded').not.toBeNull()
    expect(atBackup.get('/api/admin/brand')).toEqual(written.brand)
    await expectSameAsAtBackup('brand')
  })

  it('brings back a new staff account, with its first password', async () => {
    expectWritten('accounts')
    const { account, temporaryPassword } = written.account
    expect(atBackup.get('/api/admin/accounts')).toContainEqual(account)
    await expectSameAsAtBackup('accounts')
    const signedIn = await new Client(second.server.url).post('/api/admin/login', { username: 'lucia', password: temporaryPassword })
    expect(signedIn.status, signedIn.text).toBe(200)
  })

  it('brings back an inquiry sent from the public contact form', async () => {
    expectWritten('inquiries')
    expect(atBackup.get('/api/admin/inquiries')).toContainEqual(expect.objectContaining({ id: written.inquiryId, email: INQUIRY.email }))
    await expectSameAsAtBackup('inquiries')
  })

  it('brings back a new post', async () => {
    expectWritten('posts')
    expect(atBackup.get(`/api/blog/posts/by-id/${written.post.id}`)).toEqual(written.post)
    await expectSameAsAtBackup('posts')
  })

  it('brings back a new category', async () => {
    expectWritten('categories')
    expect(atBackup.get('/api/blog/categories')).toContainEqual(written.category)
    await expectSameAsAtBackup('categories')
  })

  it('brings back a page the owner added, with its sections', async () => {
    expectWritten('addedPages')
    expect(atBackup.get('/api/admin/added-pages')).toContainEqual(written.addedPage)
    await expectSameAsAtBackup('addedPages')
  })

  it('brings back a post’s revisions, each whole', async () => {
    expectWritten('revisions')
    expect(atBackup.get(`/api/blog/posts/${written.revised.id}/revisions`)).toHaveLength(2)
    await expectSameAsAtBackup('revisions')
  })

  it('holds nothing written after the backup', async () => {
    expectWritten('posts')
    expect((await second.owner.get(`/api/blog/posts/by-id/${written.afterBackup.id}`)).status).toBe(404)
    const titles = (ok(await second.owner.get('/api/blog/posts?content=false')) as Post[]).map((post) => post.title)
    expect(titles).toContain('Brows after the first week')
    expect(titles).not.toContain('Written after the backup')
  })
})
