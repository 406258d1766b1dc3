import { describe, expect, it } from 'vitest'
import {
  addedPageInput,
  categoryInput,
  faqInput,
  galleryInput,
  heroPhoto,
  inquiryInput,
  logoForm,
  retitled,
  reviewInput,
  serviceInput,
  titleOf,
} from './testing/sample-records.ts'
import { startServerProcess } from './testing/server-process.ts'
import { tempDirs } from './testing/temp-dirs.ts'
import { imageForm, phoneJpeg } from './testing/test-images.ts'
import { Client, postBody } from './testing/test-server.ts'

/**
 * The production server in a process of its own takes a burst of every kind of write at once, and is killed with
 * SIGKILL the moment the last one is acknowledged: no graceful stop, no fold of the journal. The next process on the
 * same data folder must have every acknowledged write, with its exact values. A page save once answered 200,
 * never reached db.journal or db.json, and was the starter text again after `kill -9` and a restart.
 */

const tempDir = tempDirs('studio-kill-')

type Answer = Awaited<ReturnType<Client['request']>>

/** One kind of write: how to make it (its requests, in order) and how to find it again after the kill. */
interface WriteKind<Written> {
  kind: string
  /** Sends the write; rejects unless each of its requests is acknowledged (2xx). Answers what `check` compares. */
  write: () => Promise<Written>
  /** Reads the write back from the restarted server (signed in as the owner); throws when it is not there as written. */
  check: (restarted: Client, written: Written) => Promise<void>
}

/** Keeps a kind's own type for its check while the burst holds kinds of every type. */
function kind<Written>(entry: WriteKind<Written>): WriteKind<unknown> {
  return entry as WriteKind<unknown>
}

/** The answer's JSON, once the server acknowledged the write (2xx); else a rejection saying what it answered. */
async function acked(pending: Promise<Answer>): Promise<any> {
  const answer = await pending
  if (answer.status < 200 || answer.status >= 300) throw new Error(`answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  return answer.json
}

async function read(client: Client, path: string): Promise<any> {
  const answer = await client.get(path)
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200)
  return answer.json
}

const byId = (records: { id: string }[], id: string) => records.find((record) => record.id === id)

/** The pages whose texts the burst saves (`site`: the words every page shares); `microblading` also gets a hero photo. */
const PAGES = ['home', 'services', 'contact', 'faq', 'site'] as const
const HERO_PAGE = 'microblading'

/** The records the burst changes, made (and acknowledged) before it, and the versions the editors loaded. */
async function prepare(admin: Client, visitor: Client) {
  const photo = (await acked(admin.post('/api/upload/image', imageForm(await phoneJpeg({ width: 800, height: 600 }), 'hero.jpg', 'image/jpeg')))).imageUrl
  const pages = Object.fromEntries(await Promise.all([...PAGES, HERO_PAGE].map(async (id) => [id, await read(admin, `/api/admin/pages/${id}`)])))
  const [studio, service, doomedService, faq, review, galleryItem, category, post, doomedPost, account, repliedTo, notedOn] = await Promise.all([
    read(admin, '/api/studio'),
    acked(admin.post('/api/services', serviceInput('updated'))),
    acked(admin.post('/api/services', serviceInput('deleted'))),
    acked(admin.post('/api/faqs', faqInput('updated'))),
    acked(admin.post('/api/testimonials', reviewInput('updated'))),
    acked(admin.post('/api/gallery', galleryInput('updated', photo))),
    acked(admin.post('/api/blog/categories', categoryInput('updated'))),
    acked(admin.post('/api/blog/posts', postBody())),
    acked(admin.post('/api/blog/posts', postBody())),
    acked(admin.post('/api/admin/accounts', { username: 'kill-updated', displayName: 'Before', role: 'editor' })),
    acked(visitor.post('/api/contact', inquiryInput('status'))),
    acked(visitor.post('/api/contact', inquiryInput('note'))),
  ])
  const serviceIds: string[] = (await read(admin, '/api/services')).map((each: { id: string }) => each.id)
  return { photo, pages, studio, service, doomedService, serviceIds, faq, review, galleryItem, category, post, doomedPost, account, repliedTo, notedOn }
}
type Prepared = Awaited<ReturnType<typeof prepare>>

/** The page `id` saved with its title set (`hero`: with a photo too), and checked by its title, then whole. */
const pageSave = (admin: Client, prepared: Prepared, id: string, hero?: string) =>
  kind({
    kind: hero ? `page ${id}: texts and a hero photo` : `page ${id}: texts`,
    write: () => {
      const page = prepared.pages[id]
      const texts = { en: retitled(page.en, `Saved in the burst (${id}, en)`), es: retitled(page.es, `Saved in the burst (${id}, es)`) }
      return acked(admin.put(`/api/admin/pages/${id}`, { ...texts, updatedAt: page.updatedAt, ...(hero ? { heroPhoto: heroPhoto(hero) } : {}) }))
    },
    check: async (restarted, saved: any) => {
      const page = await read(restarted, `/api/admin/pages/${id}`)
      expect(titleOf(page.en)).toBe(titleOf(saved.en))
      expect(page.heroPhoto).toEqual(saved.heroPhoto)
      expect(page).toMatchObject({ en: saved.en, es: saved.es, updatedAt: saved.updatedAt })
    },
  })

/** The burst: every kind of write the admin API makes, sent all at once. */
function burst(admin: Client, visitor: Client, prepared: Prepared): WriteKind<unknown>[] {
  const { service, doomedService, serviceIds, faq, review, galleryItem, category, post, doomedPost, account, repliedTo, notedOn } = prepared
  const photoName = prepared.photo.split('/').at(-1)
  return [
    ...PAGES.map((id) => pageSave(admin, prepared, id)),
    pageSave(admin, prepared, HERO_PAGE, prepared.photo),
    kind({
      kind: 'studio settings',
      write: () => acked(admin.put('/api/admin/studio', { ...prepared.studio, name: 'Belleza Burst Studio', phone: '(770) 555-0188' })),
      check: async (restarted, saved: any) => {
        const studio = await read(restarted, '/api/studio')
        expect(studio.name).toBe(saved.name)
        expect(studio).toEqual(saved)
      },
    }),
    kind({
      kind: 'services: one added, one deleted, then all reordered',
      write: async () => {
        const created = await acked(admin.post('/api/services', serviceInput('created')))
        await acked(admin.delete(`/api/services/${doomedService.id}`))
        const ids = [...serviceIds.filter((id) => id !== doomedService.id), created.id].reverse()
        await acked(admin.put('/api/services/order', { ids }))
        return { created, ids }
      },
      check: async (restarted, { created, ids }: { created: any; ids: string[] }) => {
        const services = await read(restarted, '/api/services')
        expect(services.map((each: { id: string }) => each.id)).toEqual(ids)
        expect(byId(services, created.id)).toEqual({ ...created, order: ids.indexOf(created.id) })
      },
    }),
    kind({
      kind: 'service update',
      write: () => acked(admin.patch(`/api/services/${service.id}`, { price: 95, updatedAt: service.updatedAt })),
      check: async (restarted, saved: any) =>
        expect(byId(await read(restarted, '/api/services'), saved.id)).toMatchObject({ ...saved, order: expect.any(Number) }),
    }),
    kind({
      kind: 'a page the owner added, with its sections',
      write: () => acked(admin.post('/api/admin/added-pages', addedPageInput('burst'))),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/admin/added-pages'), created.id)).toEqual(created),
    }),
    kind({
      kind: 'FAQ: a new question',
      write: () => acked(admin.post('/api/faqs', faqInput('created'))),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/faqs'), created.id)).toEqual(created),
    }),
    kind({
      kind: 'FAQ: an answer edited',
      write: () => acked(admin.patch(`/api/faqs/${faq.id}`, { answer: { en: 'Edited in the burst.', es: 'Editado en la ráfaga.' }, updatedAt: faq.updatedAt })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/faqs'), saved.id)).toEqual(saved),
    }),
    kind({
      kind: 'review: a new one',
      write: () => acked(admin.post('/api/testimonials', reviewInput('created'))),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/testimonials'), created.id)).toEqual(created),
    }),
    kind({
      kind: 'review: edited',
      write: () => acked(admin.patch(`/api/testimonials/${review.id}`, { name: 'Rosa (edited)', updatedAt: review.updatedAt })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/testimonials'), saved.id)).toEqual(saved),
    }),
    kind({
      kind: 'gallery: a new item',
      write: () => acked(admin.post('/api/gallery', galleryInput('created', prepared.photo))),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/gallery'), created.id)).toEqual(created),
    }),
    kind({
      kind: 'gallery: a caption edited',
      write: () =>
        acked(admin.patch(`/api/gallery/${galleryItem.id}`, { caption: { en: 'Edited in the burst', es: 'Editado' }, updatedAt: galleryItem.updatedAt })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/gallery'), saved.id)).toEqual(saved),
    }),
    kind({
      kind: "media: an image's alt text",
      write: () => acked(admin.patch(`/api/admin/images/${photoName}`, { alt: 'Healed brows, described in the burst' })),
      check: async (restarted, saved: any) => expect((await read(restarted, `/api/admin/images/${photoName}`)).alt).toBe(saved.alt),
    }),
    kind({
      kind: 'brand: the logo',
      write: () => acked(admin.post('/api/admin/brand/logo', logoForm('Burst'))),
      check: async (restarted, brand: any) => {
        expect((await read(restarted, '/api/admin/brand')).logo).toEqual(brand.logo)
        expect((await restarted.get(brand.logo.url)).status).toBe(200)
      },
    }),
    kind({
      kind: 'staff: a new account',
      write: () => acked(admin.post('/api/admin/accounts', { username: 'kill-created', displayName: 'Created in the burst', role: 'editor' })),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/admin/accounts'), created.account.id)).toEqual(created.account),
    }),
    kind({
      kind: 'staff: an account changed',
      write: () => acked(admin.patch(`/api/admin/accounts/${account.account.id}`, { displayName: 'Changed in the burst', role: 'owner' })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/admin/accounts'), saved.id)).toEqual(saved),
    }),
    ...['first', 'second'].map((tag) =>
      kind({
        kind: `inquiry: the contact form (${tag})`,
        write: () => acked(visitor.post('/api/contact', inquiryInput(`burst-${tag}`))),
        check: async (restarted, { id }: { id: string }) =>
          expect(byId(await read(restarted, '/api/admin/inquiries'), id)).toMatchObject({
            email: `jane-burst-${tag}@example.com`,
            message: `Hello from burst-${tag}!`,
          }),
      }),
    ),
    kind({
      kind: 'inquiry: a status',
      write: async () => {
        const { updatedAt } = (await read(admin, '/api/admin/inquiries')).find((inquiry: { id: string }) => inquiry.id === repliedTo.id)
        return acked(admin.patch(`/api/admin/inquiries/${repliedTo.id}`, { status: 'booked', updatedAt }))
      },
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/admin/inquiries'), saved.id)).toEqual(saved),
    }),
    kind({
      kind: 'inquiry: a private note',
      write: () => acked(admin.post(`/api/admin/inquiries/${notedOn.id}/notes`, { text: 'Noted in the burst' })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/admin/inquiries'), saved.id)).toEqual(saved),
    }),
    ...Array.from({ length: 10 }, (_, index) =>
      kind({
        kind: `post: a new one (${index + 1})`,
        write: () => acked(admin.post('/api/blog/posts', postBody({ title: `Written in the burst ${index + 1}` }))),
        check: async (restarted, created: any) => expect(await read(restarted, `/api/blog/posts/by-id/${created.id}`)).toEqual(created),
      }),
    ),
    kind({
      kind: 'post: edited',
      write: () => acked(admin.patch(`/api/blog/posts/${post.id}`, { title: 'Edited in the burst', updatedAt: post.updatedAt })),
      check: async (restarted, saved: any) => expect(await read(restarted, `/api/blog/posts/by-id/${saved.id}`)).toEqual(saved),
    }),
    kind({
      kind: 'post: moved to Trash',
      write: () => acked(admin.delete(`/api/blog/posts/${doomedPost.id}`)),
      check: async (restarted) => {
        expect((await new Client(restarted.baseUrl).get(`/api/blog/posts/${doomedPost.slug}`)).status).toBe(404)
        expect(byId(await read(restarted, '/api/blog/trash'), doomedPost.id)).toMatchObject({ deletedAt: expect.any(String) })
      },
    }),
    kind({
      kind: 'category: a new one',
      write: () => acked(admin.post('/api/blog/categories', categoryInput('created'))),
      check: async (restarted, created: any) => expect(byId(await read(restarted, '/api/blog/categories'), created.id)).toEqual(created),
    }),
    kind({
      kind: 'category: renamed',
      write: () =>
        acked(admin.patch(`/api/blog/categories/${category.id}`, { ...categoryInput('updated'), name: 'Renamed in the burst', updatedAt: category.updatedAt })),
      check: async (restarted, saved: any) => expect(byId(await read(restarted, '/api/blog/categories'), saved.id)).toEqual(saved),
    }),
  ]
}

describe('a server killed with SIGKILL', () => {
  it('loses no acknowledged write of any kind: the next start has each one, with its values', async () => {
    const dir = await tempDir()
    const first = startServerProcess(dir)
    let second: ReturnType<typeof startServerProcess> | undefined
    try {
      const admin = new Client(await first.listening)
      const visitor = new Client(admin.baseUrl)
      await admin.login()
      const writes = burst(admin, visitor, await prepare(admin, visitor))

      // All at once: each kind's requests in flight together with every other kind's.
      const acknowledged = new Map<WriteKind<unknown>, unknown>()
      const refused: string[] = []
      await Promise.all(
        writes.map((write) =>
          write.write().then(
            (written) => void acknowledged.set(write, written),
            (error: Error) => void refused.push(`${write.kind}: ${error.message}`),
          ),
        ),
      )
      // Right after the last acknowledgement: nothing gets the time to reach the disk that had not already.
      first.child.kill('SIGKILL')
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })

      second = startServerProcess(dir)
      const restarted = new Client(await second.listening)
      await restarted.login()
      const lost: string[] = []
      for (const write of writes.filter((each) => acknowledged.has(each))) {
        await write
          .check(restarted, acknowledged.get(write))
          .catch((error: Error) => lost.push(`${write.kind}: ${error.message.split('\n')[0]!.slice(0, 300)}`))
      }
      // Every write is acknowledged (a refusal is the test's mistake), and every acknowledged one is there.
      expect({ acknowledged: acknowledged.size, refused, lost }).toEqual({ acknowledged: writes.length, refused: [], lost: [] })
    } finally {
      for (const server of [first, second]) if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
      await Promise.all([first.exited, second?.exited])
    }
  }, 120_000)
})
