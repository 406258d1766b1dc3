import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OPERATIONS, OPERATION_NAMES, type OperationName, type Operations } from '../shared/api/operations.ts'
import { copyAsCrashed } from './testing/crash-copy.ts'
import { MailInbox } from './testing/mail-inbox.ts'
import {
  addedPageInput,
  categoryInput,
  faqInput,
  galleryInput,
  inquiryInput,
  logoForm,
  retitled,
  reviewInput,
  serviceInput,
  titleOf,
} from './testing/sample-records.ts'
import { tempDirs } from './testing/temp-dirs.ts'
import { imageForm, phoneJpeg } from './testing/test-images.ts'
import { Client, type TestServer, firstSignIn, postBody, startTestServer } from './testing/test-server.ts'

/**
 * Every write operation of the /api contract (shared/api/operations.ts), each acknowledged and then "crashed": the
 * data folder copied as it is on disk at that moment, the server NOT stopped first (a graceful stop folds the
 * journal into db.json and would hide a write that lived only in memory), and a second server started on the copy
 * must show the write's effect. (A page save once answered 200 and never reached the disk.)
 */

/** The operations that change something: every entry of the table whose method is not GET. */
type WriteOperationName = { [K in OperationName]: Operations[K]['method'] extends 'GET' ? never : K }[OperationName]

/** The server started on the crash copy, as a check reads it. */
interface Restarted {
  /** The owner, still signed in: the session cookie from before the crash (the session key is in the data folder). */
  owner: Client
  visitor: Client
  /** A client sending these cookies from before the crash. */
  withCookie(cookie: string): Client
  /** The status of signing in there as `username` with `password`. */
  signIn(username: string, password: string): Promise<number>
}

/** Reads the operation's effect back on the server started from the crash copy. */
type Check = (restarted: Restarted) => Promise<void>

type DurabilityCase =
  /** `it`: the behaviour, as the test's name; `perform`: the operation through the API (2xx expected), answering its check. */
  | { it: string; perform: () => Promise<Check> }
  /** An operation that keeps nothing, and why. */
  | { writesNothing: string }

type Answer = Awaited<ReturnType<Client['request']>>

const tempDir = tempDirs('studio-durability-')
let server: TestServer
let owner: Client
let inbox: MailInbox
let backupRoot: string
/** Backups are on (the backup cases), into a folder outside the data folder. */
let backupsOn: Record<string, string>
/** A photo of the media library, for the gallery's records. */
let photo: string

beforeAll(async () => {
  inbox = await MailInbox.start()
  backupRoot = await mkdtemp(join(tmpdir(), 'studio-durability-backups-'))
  backupsOn = { BACKUP_DIR: join(backupRoot, 'backups'), BACKUP_EVERY: '24h' }
  // With a mail server: an inquiry's reply is emailed before it is recorded.
  server = await startTestServer({ ...backupsOn, SMTP_URL: inbox.url, NOTIFY_EMAIL: 'studio@example.com' })
  owner = new Client(server.url)
  await owner.login()
  photo = await uploadPhoto('gallery.jpg')
  // A first start takes a backup at once: it is finished before any case runs (a restore would be refused meanwhile).
  await vi.waitFor(async () => expect((await owner.get('/api/admin/backups')).json?.status).toMatchObject({ running: false, lastFolder: expect.any(String) }), {
    timeout: 30_000,
    interval: 100,
  })
})
afterAll(async () => {
  await server?.destroy()
  await inbox?.close()
  await rm(backupRoot, { recursive: true, force: true })
})

/** The answer's JSON, once the server acknowledged the write (2xx). */
async function acked(pending: Promise<Answer>): Promise<any> {
  const answer = await pending
  expect(answer.status >= 200 && answer.status < 300, `not acknowledged: ${answer.status} ${answer.text}`).toBe(true)
  return answer.json
}

/** A read that must answer 200: its JSON. */
async function read(client: Client, path: string): Promise<any> {
  const answer = await client.get(path)
  expect(answer.status, `${path}: ${answer.text}`).toBe(200)
  return answer.json
}

let photos = 0
/** Uploads a photo of its own (new bytes: the same file again would be the library's image again); its address. */
async function uploadPhoto(name = `photo-${++photos}.jpg`): Promise<string> {
  const bytes = await phoneJpeg({ width: 320, height: 240 })
  return (await acked(owner.post('/api/upload/image', imageForm(bytes, name, 'image/jpeg')))).imageUrl
}

const imageName = (url: string) => url.split('/').at(-1)!

/** An editor account added by the owner, with its first (temporary) password. */
async function newAccount(tag: string): Promise<{ account: { id: string; username: string }; temporaryPassword: string }> {
  return acked(owner.post('/api/admin/accounts', { username: `crash-${tag}`, displayName: `Crash ${tag}`, role: 'editor' }))
}

/** An editor who signed in and chose a password, as the console's first sign-in asks: signed in on `client`. */
async function staffMember(tag: string): Promise<{ id: string; username: string; password: string; client: Client }> {
  const { account, temporaryPassword } = await newAccount(tag)
  const client = new Client(server.url)
  const password = await firstSignIn(client, account.username, temporaryPassword)
  return { id: account.id, username: account.username, password, client }
}

/** The secret part of an invitation link (`…/admin/invite#<token>`). */
const tokenOf = (link: string) => new URL(link).hash.slice(1)

/** Saves a page with its title (both languages) set to `title`; the saved page. */
async function savePageTitle(id: string, title: string): Promise<any> {
  const page = await read(owner, `/api/admin/pages/${id}`)
  const texts = { en: retitled(page.en, `${title} (en)`), es: retitled(page.es, `${title} (es)`) }
  return acked(owner.put(`/api/admin/pages/${id}`, { ...texts, updatedAt: page.updatedAt }))
}

/**
 * A visitor's inquiry, once its email to the studio has gone out: the mailer records that on the inquiry in a write
 * of its own, which would otherwise land after the test's change and differ from the answer the test kept.
 */
async function settledInquiry(tag: string): Promise<string> {
  const { id } = await acked(new Client(server.url).post('/api/contact', inquiryInput(tag)))
  await eventually(
    () => read(owner, '/api/admin/inquiries'),
    (inquiry: { id: string; notification: { status: string } | null }) => inquiry.id === id && inquiry.notification?.status === 'sent',
  )
  return id
}

/** Waits until `list` holds an entry for which `matches` holds (revisions are written after the answer): that entry. */
async function eventually<T>(list: () => Promise<T[]>, matches: (entry: T) => Promise<boolean> | boolean): Promise<T> {
  let found: T | undefined
  await expect
    .poll(
      async () => {
        for (const entry of await list()) if (await matches(entry)) return (found = entry)
        return undefined
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBeDefined()
  return found!
}

/** Makes a backup now; its name. */
async function backupNow(): Promise<string> {
  const backups = await acked(owner.post('/api/admin/backups'))
  return backups.status.lastFolder
}

/** The records of an ordered list (gallery, reviews, questions, services) with at least two records: ids in reverse. */
async function reversedIds(path: string, add: () => Promise<unknown>): Promise<string[]> {
  while ((await read(owner, path)).length < 2) await add()
  return (await read(owner, path)).map((record: { id: string }) => record.id).reverse()
}

/**
 * One case per write operation; TypeScript demands one for each. They run in this order: the restores last (they put
 * a backup's data in place of everything before them).
 */
const CASES: Record<WriteOperationName, DurabilityCase> = {
  login: {
    it: 'a sign-in stays in the audit trail after a crash',
    async perform() {
      const { account, temporaryPassword } = await newAccount('signs-in')
      await acked(new Client(server.url).post('/api/admin/login', { username: account.username, password: temporaryPassword }))
      return async ({ owner }) => {
        const trail = await read(owner, `/api/admin/audit?actor=${account.id}`)
        expect(trail.map((entry: { action: string }) => entry.action)).toContain('signed-in')
      }
    },
  },
  logout: {
    it: 'a signed-out session stays signed out after a crash',
    async perform() {
      const member = await staffMember('signs-out')
      const cookie = member.client.cookie
      await acked(member.client.post('/api/admin/logout'))
      return async (restarted) => {
        expect((await restarted.owner.get('/api/admin/check-auth')).status, 'a session from before the crash still works').toBe(200)
        expect((await restarted.withCookie(cookie).get('/api/admin/check-auth')).status).toBe(401)
      }
    },
  },
  changePassword: {
    it: 'a changed password survives a crash',
    async perform() {
      const member = await staffMember('changes-password')
      const newPassword = 'a brand new sentence of mine'
      await acked(member.client.post('/api/admin/password', { currentPassword: member.password, newPassword }))
      return async ({ signIn }) => {
        expect(await signIn(member.username, newPassword)).toBe(200)
        expect(await signIn(member.username, member.password)).toBe(401)
      }
    },
  },
  choosePassword: {
    it: 'a password chosen after the first sign-in survives a crash',
    async perform() {
      const { account, temporaryPassword } = await newAccount('chooses-password')
      const chosen = await firstSignIn(new Client(server.url), account.username, temporaryPassword)
      return async ({ owner, signIn }) => {
        expect(await signIn(account.username, chosen)).toBe(200)
        const accounts = await read(owner, '/api/admin/accounts')
        expect(accounts.find((other: { id: string }) => other.id === account.id)).toMatchObject({ mustChangePassword: false })
      }
    },
  },
  updateOwnAccount: {
    it: "one's own new display name survives a crash",
    async perform() {
      const member = await staffMember('renames')
      const saved = await acked(member.client.patch('/api/admin/account', { displayName: 'Renamed Before The Crash' }))
      return async ({ owner }) => {
        const accounts = await read(owner, '/api/admin/accounts')
        expect(accounts.find((account: { id: string }) => account.id === member.id)).toMatchObject({ displayName: saved.displayName })
      }
    },
  },
  openInvite: { writesNothing: 'only reads whom an invitation link is for' },
  acceptInvite: {
    it: 'an accepted invitation survives a crash: the account signs in with its own password',
    async perform() {
      const invited = await acked(owner.post('/api/admin/invites', { username: 'crash-joins', displayName: 'Invited', role: 'editor' }))
      const password = 'my own words for signing in'
      const token = tokenOf(invited.link)
      await acked(new Client(server.url).post('/api/admin/invites/accept', { token, displayName: 'Joined Before The Crash', password }))
      return async ({ owner, visitor, signIn }) => {
        expect(await signIn('crash-joins', password)).toBe(200)
        const accounts = await read(owner, '/api/admin/accounts')
        expect(accounts.find((account: { id: string }) => account.id === invited.account.id)).toMatchObject({
          displayName: 'Joined Before The Crash',
          invitedUntil: null,
        })
        expect((await visitor.post('/api/admin/invites/open', { token })).status, 'the link was used').toBe(404)
      }
    },
  },

  bulkUpdatePosts: {
    it: 'a bulk unpublish survives a crash',
    async perform() {
      const posts = [await acked(owner.post('/api/blog/posts', postBody())), await acked(owner.post('/api/blog/posts', postBody()))]
      const ids = posts.map((post) => post.id)
      expect(await acked(owner.post('/api/blog/posts/bulk', { action: 'unpublish', ids }))).toMatchObject({ updated: 2, failed: [] })
      const unpublished = await Promise.all(ids.map((id) => read(owner, `/api/blog/posts/by-id/${id}`)))
      for (const post of unpublished) expect(post.published).toBe(false)
      return async ({ owner }) => expect(await Promise.all(ids.map((id) => read(owner, `/api/blog/posts/by-id/${id}`)))).toEqual(unpublished)
    },
  },
  createPost: {
    it: 'a new post survives a crash',
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody({ title: 'Written before the crash' })))
      return async ({ owner }) => expect(await read(owner, `/api/blog/posts/by-id/${post.id}`)).toEqual(post)
    },
  },
  updatePost: {
    it: "a post's edit survives a crash",
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody()))
      const saved = await acked(owner.patch(`/api/blog/posts/${post.id}`, { title: 'Edited before the crash', updatedAt: post.updatedAt }))
      return async ({ owner }) => expect(await read(owner, `/api/blog/posts/by-id/${post.id}`)).toEqual(saved)
    },
  },
  deletePost: {
    it: 'a post moved to Trash stays in Trash after a crash',
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody()))
      await acked(owner.delete(`/api/blog/posts/${post.id}`))
      return async ({ owner, visitor }) => {
        expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(404)
        const trash = await read(owner, '/api/blog/trash')
        expect(trash.find((trashed: { id: string }) => trashed.id === post.id)).toMatchObject({ deletedAt: expect.any(String) })
      }
    },
  },
  restorePost: {
    it: 'a post brought back from Trash stays back after a crash',
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody()))
      await acked(owner.delete(`/api/blog/posts/${post.id}`))
      await acked(owner.post(`/api/blog/posts/${post.id}/restore`))
      return async ({ owner, visitor }) => {
        expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(200)
        expect((await read(owner, '/api/blog/trash')).map((trashed: { id: string }) => trashed.id)).not.toContain(post.id)
      }
    },
  },
  purgePost: {
    it: 'a post deleted for good stays deleted after a crash',
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody()))
      await acked(owner.delete(`/api/blog/posts/${post.id}`))
      await acked(owner.delete(`/api/blog/trash/${post.id}`))
      return async ({ owner }) => {
        expect((await owner.get(`/api/blog/posts/by-id/${post.id}`)).status).toBe(404)
        expect((await read(owner, '/api/blog/trash')).map((trashed: { id: string }) => trashed.id)).not.toContain(post.id)
      }
    },
  },
  restoreRevision: {
    it: "a post's restored revision survives a crash",
    async perform() {
      const post = await acked(owner.post('/api/blog/posts', postBody({ title: 'The first words' })))
      await acked(owner.patch(`/api/blog/posts/${post.id}`, { title: 'The second words', updatedAt: post.updatedAt }))
      const first = await eventually(
        () => read(owner, `/api/blog/posts/${post.id}/revisions`),
        (revision: { id: string; title: string }) => revision.title === 'The first words',
      )
      const restored = await acked(owner.post(`/api/blog/posts/${post.id}/revisions/${first.id}/restore`))
      expect(restored.title).toBe('The first words')
      return async ({ owner }) => expect(await read(owner, `/api/blog/posts/by-id/${post.id}`)).toEqual(restored)
    },
  },

  createCategory: {
    it: 'a new category survives a crash',
    async perform() {
      const category = await acked(owner.post('/api/blog/categories', categoryInput('created')))
      return async ({ visitor }) => expect(await read(visitor, '/api/blog/categories')).toContainEqual(category)
    },
  },
  updateCategory: {
    it: "a category's edit survives a crash",
    async perform() {
      const category = await acked(owner.post('/api/blog/categories', categoryInput('updated')))
      const saved = await acked(
        owner.patch(`/api/blog/categories/${category.id}`, { ...categoryInput('updated'), name: 'Renamed', updatedAt: category.updatedAt }),
      )
      return async ({ visitor }) => expect(await read(visitor, '/api/blog/categories')).toContainEqual(saved)
    },
  },
  deleteCategory: {
    it: 'a deleted category stays deleted after a crash',
    async perform() {
      const category = await acked(owner.post('/api/blog/categories', categoryInput('deleted')))
      await acked(owner.delete(`/api/blog/categories/${category.id}`))
      return async ({ visitor }) => expect((await read(visitor, '/api/blog/categories')).map((other: { id: string }) => other.id)).not.toContain(category.id)
    },
  },

  setInquiryStatus: {
    it: "an inquiry's new status survives a crash",
    async perform() {
      const id = await settledInquiry('status')
      const { updatedAt } = (await read(owner, '/api/admin/inquiries')).find((inquiry: { id: string }) => inquiry.id === id)
      const saved = await acked(owner.patch(`/api/admin/inquiries/${id}`, { status: 'booked', updatedAt }))
      return async ({ owner }) => expect((await read(owner, '/api/admin/inquiries')).find((inquiry: { id: string }) => inquiry.id === id)).toEqual(saved)
    },
  },
  addInquiryNote: {
    it: "an inquiry's private note survives a crash",
    async perform() {
      const id = await settledInquiry('note')
      const saved = await acked(owner.post(`/api/admin/inquiries/${id}/notes`, { text: 'Called her back before the crash' }))
      return async ({ owner }) => expect((await read(owner, '/api/admin/inquiries')).find((inquiry: { id: string }) => inquiry.id === id)).toEqual(saved)
    },
  },
  replyToInquiry: {
    it: "an inquiry's emailed reply stays in its history after a crash",
    async perform() {
      const id = await settledInquiry('reply')
      const saved = await acked(owner.post(`/api/admin/inquiries/${id}/reply`, { subject: 'Your appointment', text: 'See you on Monday!' }))
      expect(saved.status).toBe('replied')
      return async ({ owner }) => expect((await read(owner, '/api/admin/inquiries')).find((inquiry: { id: string }) => inquiry.id === id)).toEqual(saved)
    },
  },

  previewContent: { writesNothing: "renders a post's Markdown as HTML" },
  uploadImage: {
    it: 'an uploaded image survives a crash, in the library and as a file',
    async perform() {
      const url = await uploadPhoto()
      const image = await read(owner, `/api/admin/images/${imageName(url)}`)
      return async ({ owner, visitor }) => {
        expect(await read(owner, `/api/admin/images/${imageName(url)}`)).toMatchObject({ url, width: image.width, height: image.height, bytes: image.bytes })
        expect((await visitor.get(url)).status).toBe(200)
      }
    },
  },
  deleteImages: {
    it: 'images deleted together stay deleted after a crash',
    async perform() {
      const names = [imageName(await uploadPhoto()), imageName(await uploadPhoto())]
      expect(await acked(owner.post('/api/admin/images/delete', { names }))).toMatchObject({ deleted: names, refused: [] })
      return async ({ owner }) => {
        for (const name of names) expect((await owner.get(`/api/admin/images/${name}`)).status).toBe(404)
      }
    },
  },
  updateImage: {
    it: "an image's alt text survives a crash",
    async perform() {
      const name = imageName(await uploadPhoto())
      await acked(owner.patch(`/api/admin/images/${name}`, { alt: 'Soft brows, described before the crash' }))
      return async ({ owner }) => expect(await read(owner, `/api/admin/images/${name}`)).toMatchObject({ alt: 'Soft brows, described before the crash' })
    },
  },
  deleteImage: {
    it: 'a deleted image stays deleted after a crash',
    async perform() {
      const name = imageName(await uploadPhoto())
      await acked(owner.delete(`/api/admin/images/${name}`))
      return async ({ owner }) => expect((await owner.get(`/api/admin/images/${name}`)).status).toBe(404)
    },
  },

  createGalleryItem: {
    it: 'a new gallery item survives a crash',
    async perform() {
      const item = await acked(owner.post('/api/gallery', galleryInput('created', photo)))
      return async ({ owner }) => expect(await read(owner, '/api/gallery')).toContainEqual(item)
    },
  },
  updateGalleryItem: {
    it: "a gallery item's edit survives a crash",
    async perform() {
      const item = await acked(owner.post('/api/gallery', galleryInput('updated', photo)))
      const changes = { caption: { en: 'Edited before the crash', es: 'Editado antes del fallo' }, updatedAt: item.updatedAt }
      const saved = await acked(owner.patch(`/api/gallery/${item.id}`, changes))
      return async ({ owner }) => expect(await read(owner, '/api/gallery')).toContainEqual(saved)
    },
  },
  deleteGalleryItem: {
    it: 'a deleted gallery item stays deleted after a crash',
    async perform() {
      const item = await acked(owner.post('/api/gallery', galleryInput('deleted', photo)))
      await acked(owner.delete(`/api/gallery/${item.id}`))
      return async ({ owner }) => expect((await read(owner, '/api/gallery')).map((other: { id: string }) => other.id)).not.toContain(item.id)
    },
  },
  reorderGallery: {
    it: "the gallery's new order survives a crash",
    async perform() {
      const ids = await reversedIds('/api/gallery', () => acked(owner.post('/api/gallery', galleryInput('ordered', photo))))
      await acked(owner.put('/api/gallery/order', { ids }))
      return async ({ owner }) => expect((await read(owner, '/api/gallery')).map((item: { id: string }) => item.id)).toEqual(ids)
    },
  },

  createTestimonial: {
    it: 'a new review survives a crash',
    async perform() {
      const review = await acked(owner.post('/api/testimonials', reviewInput('created')))
      return async ({ owner }) => expect(await read(owner, '/api/testimonials')).toContainEqual(review)
    },
  },
  updateTestimonial: {
    it: "a review's edit survives a crash",
    async perform() {
      const review = await acked(owner.post('/api/testimonials', reviewInput('updated')))
      const saved = await acked(owner.patch(`/api/testimonials/${review.id}`, { name: 'Rosa M. (edited)', updatedAt: review.updatedAt }))
      return async ({ owner }) => expect(await read(owner, '/api/testimonials')).toContainEqual(saved)
    },
  },
  deleteTestimonial: {
    it: 'a deleted review stays deleted after a crash',
    async perform() {
      const review = await acked(owner.post('/api/testimonials', reviewInput('deleted')))
      await acked(owner.delete(`/api/testimonials/${review.id}`))
      return async ({ owner }) => expect((await read(owner, '/api/testimonials')).map((other: { id: string }) => other.id)).not.toContain(review.id)
    },
  },
  reorderTestimonials: {
    it: "the reviews' new order survives a crash",
    async perform() {
      const ids = await reversedIds('/api/testimonials', () => acked(owner.post('/api/testimonials', reviewInput('ordered'))))
      await acked(owner.put('/api/testimonials/order', { ids }))
      return async ({ owner }) => expect((await read(owner, '/api/testimonials')).map((review: { id: string }) => review.id)).toEqual(ids)
    },
  },

  createFaq: {
    it: 'a new question survives a crash',
    async perform() {
      const question = await acked(owner.post('/api/faqs', faqInput('created')))
      return async ({ owner }) => expect(await read(owner, '/api/faqs')).toContainEqual(question)
    },
  },
  updateFaq: {
    it: "a question's edit survives a crash",
    async perform() {
      const question = await acked(owner.post('/api/faqs', faqInput('updated')))
      const changes = { answer: { en: 'Edited before the crash.', es: 'Editado antes del fallo.' }, updatedAt: question.updatedAt }
      const saved = await acked(owner.patch(`/api/faqs/${question.id}`, changes))
      return async ({ owner }) => expect(await read(owner, '/api/faqs')).toContainEqual(saved)
    },
  },
  deleteFaq: {
    it: 'a deleted question stays deleted after a crash',
    async perform() {
      const question = await acked(owner.post('/api/faqs', faqInput('deleted')))
      await acked(owner.delete(`/api/faqs/${question.id}`))
      return async ({ owner }) => expect((await read(owner, '/api/faqs')).map((other: { id: string }) => other.id)).not.toContain(question.id)
    },
  },
  reorderFaqs: {
    it: "the questions' new order survives a crash",
    async perform() {
      const ids = await reversedIds('/api/faqs', () => acked(owner.post('/api/faqs', faqInput('ordered'))))
      await acked(owner.put('/api/faqs/order', { ids }))
      return async ({ owner }) => expect((await read(owner, '/api/faqs')).map((question: { id: string }) => question.id)).toEqual(ids)
    },
  },

  createService: {
    it: 'a new service survives a crash',
    async perform() {
      const service = await acked(owner.post('/api/services', serviceInput('created')))
      return async ({ owner }) => expect(await read(owner, '/api/services')).toContainEqual(service)
    },
  },
  updateService: {
    it: "a service's edit survives a crash",
    async perform() {
      const service = await acked(owner.post('/api/services', serviceInput('updated')))
      const saved = await acked(owner.patch(`/api/services/${service.id}`, { price: 85, hidden: true, updatedAt: service.updatedAt }))
      return async ({ owner }) => expect(await read(owner, '/api/services')).toContainEqual(saved)
    },
  },
  deleteService: {
    it: 'a deleted service stays deleted after a crash',
    async perform() {
      const service = await acked(owner.post('/api/services', serviceInput('deleted')))
      await acked(owner.delete(`/api/services/${service.id}`))
      return async ({ owner }) => expect((await read(owner, '/api/services')).map((other: { id: string }) => other.id)).not.toContain(service.id)
    },
  },
  reorderServices: {
    it: "the services' new order survives a crash",
    async perform() {
      const ids = await reversedIds('/api/services', () => acked(owner.post('/api/services', serviceInput('ordered'))))
      await acked(owner.put('/api/services/order', { ids }))
      return async ({ owner }) => expect((await read(owner, '/api/services')).map((service: { id: string }) => service.id)).toEqual(ids)
    },
  },

  updateStudio: {
    it: "the studio's settings survive a crash",
    async perform() {
      const studio = await read(owner, '/api/studio')
      const saved = await acked(owner.put('/api/admin/studio', { ...studio, name: 'Belleza Before The Crash', phone: '(770) 555-0177' }))
      return async ({ visitor }) => expect(await read(visitor, '/api/studio')).toEqual(saved)
    },
  },

  updatePage: {
    it: 'a page save survives a crash',
    async perform() {
      const saved = await savePageTitle('home', 'Saved before the crash')
      return async ({ owner }) => {
        const page = await read(owner, '/api/admin/pages/home')
        expect({ en: titleOf(page.en), es: titleOf(page.es) }).toEqual({ en: titleOf(saved.en), es: titleOf(saved.es) })
        expect(page).toMatchObject({ en: saved.en, es: saved.es, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy })
      }
    },
  },
  previewPage: { writesNothing: 'renders unsaved texts as HTML' },
  createAddedPage: {
    it: 'a page the owner added survives a crash',
    async perform() {
      const page = await acked(owner.post('/api/admin/added-pages', addedPageInput('created')))
      return async ({ owner }) => expect(await read(owner, '/api/admin/added-pages')).toContainEqual(page)
    },
  },
  updateAddedPage: {
    it: "an added page's edit and its moved address survive a crash",
    async perform() {
      const page = await acked(owner.post('/api/admin/added-pages', addedPageInput('updated')))
      const { id: _id, previousSlugs: _previous, createdAt: _created, updatedBy: _by, ...fields } = page
      const saved = await acked(owner.put(`/api/admin/added-pages/${page.id}`, { ...fields, slug: { en: 'moved-page', es: 'pagina-movida' } }))
      expect(saved.previousSlugs).toEqual({ en: ['updated-page'], es: ['updated-pagina'] })
      return async ({ owner }) => expect(await read(owner, '/api/admin/added-pages')).toContainEqual(saved)
    },
  },
  deleteAddedPage: {
    it: 'a deleted added page stays deleted after a crash',
    async perform() {
      const page = await acked(owner.post('/api/admin/added-pages', addedPageInput('deleted')))
      await acked(owner.delete(`/api/admin/added-pages/${page.id}`))
      return async ({ owner }) => expect((await read(owner, '/api/admin/added-pages')).map((other: { id: string }) => other.id)).not.toContain(page.id)
    },
  },
  previewAddedPage: { writesNothing: 'renders an unsaved page as HTML' },
  restorePageRevision: {
    it: "a page's restored version survives a crash",
    async perform() {
      await savePageTitle('pricing', 'The first words')
      await savePageTitle('pricing', 'The second words')
      const first = await eventually(
        () => read(owner, '/api/admin/pages/pricing/revisions'),
        async (summary: { id: string }) => titleOf((await read(owner, `/api/admin/pages/pricing/revisions/${summary.id}`)).en) === 'The first words (en)',
      )
      const restored = await acked(owner.post(`/api/admin/pages/pricing/revisions/${first.id}/restore`))
      expect(titleOf(restored.en)).toBe('The first words (en)')
      return async ({ owner }) => {
        const page = await read(owner, '/api/admin/pages/pricing')
        expect({ en: titleOf(page.en), es: titleOf(page.es) }).toEqual({ en: 'The first words (en)', es: 'The first words (es)' })
        expect(page).toMatchObject({ en: restored.en, es: restored.es, updatedAt: restored.updatedAt })
      }
    },
  },

  uploadBrandFile: {
    it: 'an uploaded logo survives a crash, as the brand and as a file',
    async perform() {
      const brand = await acked(owner.post('/api/admin/brand/logo', logoForm('Before')))
      return async ({ owner, visitor }) => {
        expect(await read(owner, '/api/admin/brand')).toEqual(brand)
        expect((await visitor.get(brand.logo.url)).status).toBe(200)
      }
    },
  },
  removeBrandFile: {
    it: 'a removed logo stays removed after a crash',
    async perform() {
      await acked(owner.post('/api/admin/brand/logo', logoForm('Removed')))
      const brand = await acked(owner.delete('/api/admin/brand/logo'))
      expect(brand.logo).toBeNull()
      return async ({ owner }) => expect((await read(owner, '/api/admin/brand')).logo).toBeNull()
    },
  },

  createAccount: {
    it: 'a new account survives a crash and signs in with its first password',
    async perform() {
      const { account, temporaryPassword } = await newAccount('created')
      return async ({ owner, signIn }) => {
        expect(await read(owner, '/api/admin/accounts')).toContainEqual(account)
        expect(await signIn(account.username, temporaryPassword)).toBe(200)
      }
    },
  },
  updateAccount: {
    it: "an account's change survives a crash",
    async perform() {
      const { account } = await newAccount('updated')
      const saved = await acked(owner.patch(`/api/admin/accounts/${account.id}`, { displayName: 'Changed Before The Crash', role: 'owner' }))
      return async ({ owner }) => expect(await read(owner, '/api/admin/accounts')).toContainEqual(saved)
    },
  },
  resetAccountPassword: {
    it: 'a reset password survives a crash: the new one signs in, the old one no longer',
    async perform() {
      const { account, temporaryPassword } = await newAccount('reset')
      const reset = await acked(owner.post(`/api/admin/accounts/${account.id}/reset-password`))
      return async ({ signIn }) => {
        expect(await signIn(account.username, reset.temporaryPassword)).toBe(200)
        expect(await signIn(account.username, temporaryPassword)).toBe(401)
      }
    },
  },
  deleteAccount: {
    it: 'a removed account stays removed after a crash',
    async perform() {
      const { account, temporaryPassword } = await newAccount('deleted')
      await acked(owner.delete(`/api/admin/accounts/${account.id}`))
      return async ({ owner, signIn }) => {
        expect((await read(owner, '/api/admin/accounts')).map((other: { id: string }) => other.id)).not.toContain(account.id)
        expect(await signIn(account.username, temporaryPassword)).toBe(401)
      }
    },
  },
  inviteAccount: {
    it: 'an invitation survives a crash: its link opens it',
    async perform() {
      const invited = await acked(owner.post('/api/admin/invites', { username: 'crash-invited', displayName: 'Invited', role: 'editor' }))
      return async ({ owner, visitor }) => {
        expect(await read(owner, '/api/admin/accounts')).toContainEqual(invited.account)
        const opened = await visitor.post('/api/admin/invites/open', { token: tokenOf(invited.link) })
        expect(opened.status, opened.text).toBe(200)
        expect(opened.json).toEqual({ username: 'crash-invited', displayName: 'Invited', expiresAt: invited.expiresAt })
      }
    },
  },
  renewInvite: {
    it: 'a renewed invitation survives a crash: the new link opens it, the old one no longer',
    async perform() {
      const invited = await acked(owner.post('/api/admin/invites', { username: 'crash-renewed', displayName: 'Renewed', role: 'editor' }))
      const renewed = await acked(owner.post(`/api/admin/accounts/${invited.account.id}/invite`, {}))
      return async ({ visitor }) => {
        const opened = await visitor.post('/api/admin/invites/open', { token: tokenOf(renewed.link) })
        expect(opened.status, opened.text).toBe(200)
        expect((await visitor.post('/api/admin/invites/open', { token: tokenOf(invited.link) })).status).toBe(404)
      }
    },
  },

  backupNow: {
    it: 'a backup taken now is listed after a crash',
    async perform() {
      const name = await backupNow()
      return async ({ owner }) => expect((await read(owner, '/api/admin/backups')).list.map((backup: { name: string }) => backup.name)).toContain(name)
    },
  },
  restoreBackup: {
    it: "a backup's restore survives a crash: its data stays in place",
    async perform() {
      const kept = await acked(owner.post('/api/blog/posts', postBody({ title: 'In the backup' })))
      const name = await backupNow()
      const dropped = await acked(owner.post('/api/blog/posts', postBody({ title: 'After the backup' })))
      await acked(owner.post(`/api/admin/backups/${name}/restore`))
      return async ({ visitor }) => {
        expect((await visitor.get(`/api/blog/posts/${kept.slug}`)).status).toBe(200)
        expect((await visitor.get(`/api/blog/posts/${dropped.slug}`)).status).toBe(404)
      }
    },
  },
  restoreBackupArchive: {
    it: "an uploaded archive's restore survives a crash: its data stays in place",
    async perform() {
      const kept = await acked(owner.post('/api/blog/posts', postBody({ title: 'In the archive' })))
      const name = await backupNow()
      const dropped = await acked(owner.post('/api/blog/posts', postBody({ title: 'After the archive' })))
      // A file, not JSON: read as bytes, as the browser downloads it.
      const download = await fetch(`${server.url}/api/admin/backups/${name}/archive`, { headers: { cookie: owner.cookie } })
      expect(download.status).toBe(200)
      const archive = new FormData()
      archive.append('archive', new Blob([await download.arrayBuffer()], { type: 'application/gzip' }), 'backup.tar.gz')
      await acked(owner.post('/api/admin/backups/restore', archive))
      return async ({ visitor }) => {
        expect((await visitor.get(`/api/blog/posts/${kept.slug}`)).status).toBe(200)
        expect((await visitor.get(`/api/blog/posts/${dropped.slug}`)).status).toBe(404)
      }
    },
  },
}

/** Starts a server on a copy of the data folder as it is on disk now (the first one still running), for `check`. */
async function afterCrash(check: Check): Promise<void> {
  const copy = await tempDir()
  await copyAsCrashed(server.dataDir, copy)
  const restarted = await startTestServer(backupsOn, copy)
  const withCookie = (cookie: string) => {
    const client = new Client(restarted.url)
    client.cookie = cookie
    return client
  }
  try {
    await check({
      owner: withCookie(owner.cookie),
      visitor: new Client(restarted.url),
      withCookie,
      signIn: async (username, password) => (await new Client(restarted.url).post('/api/admin/login', { username, password })).status,
    })
  } finally {
    await restarted.close()
  }
}

describe('every acknowledged write survives a crash (the data folder as a killed server leaves it)', () => {
  it('every write operation has a durability case', () => {
    const writes = OPERATION_NAMES.filter((name) => OPERATIONS[name].method !== 'GET')
    expect(writes.filter((name) => !Object.hasOwn(CASES, name))).toEqual([])
    expect(Object.keys(CASES).filter((name) => !(writes as string[]).includes(name))).toEqual([])
  })

  for (const [name, durability] of Object.entries(CASES) as [WriteOperationName, DurabilityCase][]) {
    if ('writesNothing' in durability) continue
    it(`${durability.it} (${name})`, async () => {
      const check = await durability.perform()
      await afterCrash(check)
    }, 60_000)
  }
})
