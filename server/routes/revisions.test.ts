import { access, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import type { Post } from '#shared/schema/post.ts'
import type { PostRevision, PostRevisionSummary } from '#shared/schema/revision.ts'
import { createLogger } from '../logging/logger.ts'
import { REVISIONS_KEPT, REVISIONS_SIZE } from '../store/revisions.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { Client, type TestServer, createPost, postBody, startSignedIn, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client
let visitor: Client
/** What the server logs as errors. */
let logged = ''

beforeAll(async () => {
  const output = { write: (line: string) => void (logged += line) }
  ;({ server, admin, visitor } = await startSignedIn({ logger: await createLogger({ level: 'error', output }) }))
})
afterAll(() => server.destroy())

const create = (overrides: Record<string, unknown> = {}) => createPost(admin, overrides)

async function edit(post: Post, changes: Record<string, unknown>): Promise<Post> {
  const answer = await admin.patch(`/api/blog/posts/${post.id}`, { ...changes, updatedAt: post.updatedAt })
  expect(answer.status, answer.text).toBe(200)
  return answer.json
}

async function revisionsOf(post: Post): Promise<PostRevisionSummary[]> {
  const answer = await admin.get(`/api/blog/posts/${post.id}/revisions`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json
}

/** The index of a post's revisions (what the editor's list reads). */
const revisionFile = (post: Post) => join(server.dataDir, 'revisions', 'posts', post.id, 'index.json')
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

describe('every save keeps a revision', () => {
  it('keeps one on create and one on each update, newest first, with who saved it and when, outside db.json', async () => {
    const post = await create({ title: 'Brow healing, first draft', markdown: 'Day one.' })
    const edited = await edit(post, { title: 'Brow healing, second draft', markdown: 'Day one: bold.' })

    const list = await revisionsOf(post)
    expect(list).toHaveLength(2)
    expect(list.map((revision) => revision.title)).toEqual(['Brow healing, second draft', 'Brow healing, first draft'])
    expect(list[0]).toMatchObject({ postId: post.id, savedAt: edited.updatedAt, author: { id: expect.any(String), name: 'admin' }, published: true })
    expect(list[1]!.savedAt).toBe(post.updatedAt)
    expect(list[0]).not.toHaveProperty('snapshot') // the list is small: no text

    const full = await admin.get(`/api/blog/posts/${post.id}/revisions/${list[1]!.id}`)
    expect(full.status).toBe(200)
    expect((full.json as PostRevision).snapshot).toMatchObject({
      title: 'Brow healing, first draft',
      markdown: 'Day one.',
      content: post.content,
      slug: post.slug,
    })

    // One file per post beside db.json, never in it.
    expect(await exists(revisionFile(post))).toBe(true)
    expect(server.store.data).not.toHaveProperty('revisions')
  })

  it(`keeps the newest ${REVISIONS_KEPT} of a post, dropping the oldest`, async () => {
    let post = await create({ title: 'Save 0' })
    for (let save = 1; save <= REVISIONS_KEPT + 4; save += 1) post = await edit(post, { title: `Save ${save}` })
    const list = await revisionsOf(post)
    expect(list).toHaveLength(REVISIONS_KEPT)
    expect(list[0]!.title).toBe(`Save ${REVISIONS_KEPT + 4}`)
    expect(list.at(-1)!.title).toBe('Save 5')
  })

  it('is for staff only, and answers 404 for a post or revision that does not exist', async () => {
    const post = await create()
    const [revision] = await revisionsOf(post)
    expect((await visitor.get(`/api/blog/posts/${post.id}/revisions`)).status).toBe(401)
    expect((await visitor.get(`/api/blog/posts/${post.id}/revisions/${revision!.id}`)).status).toBe(401)
    expect((await visitor.post(`/api/blog/posts/${post.id}/revisions/${revision!.id}/restore`)).status).toBe(401)
    expect((await admin.get('/api/blog/posts/no-such-post/revisions')).status).toBe(404)
    expect((await admin.get(`/api/blog/posts/${post.id}/revisions/no-such-revision`)).status).toBe(404)
    const other = await create()
    // A revision of another post is not this post's.
    expect((await admin.get(`/api/blog/posts/${other.id}/revisions/${revision!.id}`)).status).toBe(404)
    expect((await admin.post(`/api/blog/posts/${other.id}/revisions/${revision!.id}/restore`)).status).toBe(404)
  })
})

describe('restoring a revision', () => {
  it('brings the old text back through the normal update: the site shows it, a new revision and an audit entry say so', async () => {
    const post = await create({ title: 'Lip blush aftercare', markdown: 'Keep it **dry** for a week.', tags: ['lips'] })
    const edited = await edit(post, { title: 'Lip blush aftercare, updated', markdown: 'Keep it moist.', tags: ['lips', 'aftercare'] })
    const [, first] = await revisionsOf(post)

    const restored = await admin.post(`/api/blog/posts/${post.id}/revisions/${first!.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    const back = restored.json as Post
    expect(back).toMatchObject({ id: post.id, title: 'Lip blush aftercare', markdown: 'Keep it **dry** for a week.', tags: ['lips'], slug: post.slug })
    expect(back.content).toContain('<strong>dry</strong>')
    expect(back.updatedAt > edited.updatedAt).toBe(true)

    const page = await visitor.get(`/api/blog/posts/${post.slug}`)
    expect(page.json.title).toBe('Lip blush aftercare')
    expect(page.json.content).toContain('<strong>dry</strong>')

    const list = await revisionsOf(post)
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ title: 'Lip blush aftercare', savedAt: back.updatedAt })
    expect(list[0]!.id).not.toBe(first!.id)

    const [entry] = (await admin.get('/api/admin/audit?type=post&limit=1')).json as AuditEntry[]
    expect(entry).toMatchObject({ action: 'changed', target: { id: post.id } })
    expect(entry!.details).toMatch(/^restored the revision of .+ by admin: title, text, tags$/)
  })

  it('keeps the post’s publishing state as it is now', async () => {
    const post = await create({ published: false, title: 'Draft title' })
    const live = await edit(post, { published: true, title: 'Live title' })
    const [, draft] = await revisionsOf(post)
    const restored = await admin.post(`/api/blog/posts/${post.id}/revisions/${draft!.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect(restored.json).toMatchObject({ title: 'Draft title', published: true, publishedAt: live.publishedAt })
  })

  it('answers 409 with a clear error when another post took the revision’s slug, and changes nothing', async () => {
    const post = await create({ slug: 'ombre-brows-guide' })
    const moved = await edit(post, { slug: 'ombre-brows-guide-2026' })
    await create({ slug: 'ombre-brows-guide', title: 'The new guide' })
    const [, old] = await revisionsOf(post)

    const refused = await admin.post(`/api/blog/posts/${post.id}/revisions/${old!.id}/restore`)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatch(/Another post \(“The new guide”\) now uses the slug "ombre-brows-guide"/)
    expect(refused.json.fields.slug).toBe('“The new guide” uses this slug now')
    expect(server.store.data.posts.find((candidate) => candidate.id === post.id)).toMatchObject({ slug: moved.slug, updatedAt: moved.updatedAt })
    expect(await revisionsOf(post)).toHaveLength(2)
  })

  it('answers 400 when the revision’s category is gone, and changes nothing', async () => {
    const category = (await admin.post('/api/blog/categories', { name: 'Brow lamination', slug: 'brow-lamination', description: '' })).json
    const post = await create({ category: 'Brow lamination' })
    const moved = await edit(post, { category: 'Aftercare' })
    expect((await admin.delete(`/api/blog/categories/${category.id}`)).status).toBe(200)
    const [, old] = await revisionsOf(post)
    const refused = await admin.post(`/api/blog/posts/${post.id}/revisions/${old!.id}/restore`)
    expect(refused.status).toBe(400)
    expect(refused.json.fields.category).toBe('Choose an existing category')
    expect(server.store.data.posts.find((candidate) => candidate.id === post.id)?.updatedAt).toBe(moved.updatedAt)
  })

  it('refuses a post in Trash with 404 (restore the post first)', async () => {
    const post = await create()
    const [revision] = await revisionsOf(post)
    expect((await admin.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
    expect((await admin.post(`/api/blog/posts/${post.id}/revisions/${revision!.id}/restore`)).status).toBe(404)
  })
})

describe('a post deleted for good', () => {
  it('takes its revisions with it', async () => {
    const post = await create()
    await edit(post, { title: 'Changed once' })
    await revisionsOf(post) // waits for the writes
    expect(await exists(revisionFile(post))).toBe(true)
    expect((await admin.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
    expect(await exists(revisionFile(post))).toBe(true) // in Trash: it may come back
    expect((await admin.delete(`/api/blog/trash/${post.id}`)).status).toBe(200)
    await server.revisions.idle()
    expect(await exists(revisionFile(post))).toBe(false)
  })

  it('takes them with it after its 30 days in Trash too', async () => {
    const clock = new ManualClock(Date.now())
    const own = await startTestServer({}, undefined, { postClock: clock })
    try {
      const staff = new Client(own.url)
      await staff.login()
      const post = (await staff.post('/api/blog/posts', postBody())).json as Post
      await own.revisions.idle()
      const file = join(own.dataDir, 'revisions', 'posts', post.id, 'index.json')
      expect(await exists(file)).toBe(true)
      expect((await staff.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
      const trashedAt = Date.parse(own.store.data.posts.find((candidate) => candidate.id === post.id)!.deletedAt!)
      clock.advance(trashedAt + 30 * 24 * 60 * 60 * 1000 - clock.now())
      await own.posts.idle()
      expect(own.store.data.posts.some((candidate) => candidate.id === post.id)).toBe(false)
      expect(await exists(file)).toBe(false)
    } finally {
      await own.destroy()
    }
  })
})

describe('a revision that cannot be written', () => {
  it('does not lose the save: the post is stored, the failure logged, and later saves keep revisions again', async () => {
    const post = await create({ title: 'Before the disk trouble' })
    await revisionsOf(post)
    // The revision file cannot be read nor replaced: a folder stands where it should be.
    await rm(revisionFile(post))
    await mkdir(join(revisionFile(post), 'blocked'), { recursive: true })

    const edited = await edit(post, { title: 'Saved despite it' })
    await server.revisions.idle()
    expect(server.store.data.posts.find((candidate) => candidate.id === post.id)?.title).toBe('Saved despite it')
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).json.title).toBe('Saved despite it')
    expect(logged).toContain(`[revisions] the post ${post.id} was saved, but its revision could not be written`)
    const unreadable = await admin.get(`/api/blog/posts/${post.id}/revisions`)
    expect(unreadable.status).toBe(500)
    expect(unreadable.json.error).toMatch(/could not be read. The post itself is safe/)

    await rm(revisionFile(post), { recursive: true })
    await edit(edited, { title: 'Disk fixed' })
    expect((await revisionsOf(post)).map((revision) => revision.title)).toEqual(['Disk fixed'])
    expect(JSON.parse(await readFile(revisionFile(post), 'utf8')).revisions).toHaveLength(1)
  })
})

/** A post text of exactly 500,000 characters: 500 paragraphs of 1,000 characters each, markup included. */
function longText(seed: string): string[] {
  return Array.from({ length: 500 }, (_, i) => `<p>${`${seed} paragraph ${i}. `.padEnd(993, 'Brows heal in layers, lips in weeks. ')}</p>`)
}

/** Every byte kept for a post's revisions: its folder, and the one file of before if there is one. */
async function revisionBytes(post: Post): Promise<number> {
  const size = (file: string) =>
    stat(file).then(
      ({ size }) => size,
      () => 0,
    )
  const folder = join(server.dataDir, 'revisions', 'posts', post.id)
  const names = await readdir(folder).catch(() => [])
  const sizes = await Promise.all([join(server.dataDir, 'revisions', `${post.id}.json`), ...names.map((name) => join(folder, name))].map(size))
  return sizes.reduce((sum, bytes) => sum + bytes, 0)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('a long post saved many times', () => {
  let post: Post
  /** The post's content after each save, oldest first. */
  const saved: string[] = []
  const saveMs: number[] = []

  beforeAll(async () => {
    const paragraphs = longText('Day one')
    expect(paragraphs.join('').length).toBe(500_000)
    post = await create({ title: 'The whole healing journal', content: paragraphs.join('') })
    saved.push(post.content)
    for (let save = 1; save < REVISIONS_KEPT; save++) {
      // An editor's usual save: a sentence changed somewhere in the text.
      const at = (save * 37) % paragraphs.length
      paragraphs[at] = `<p>${`Save ${save} rewrote this. `.padEnd(993, 'Touch-ups after six weeks. ')}</p>`
      const started = performance.now()
      post = await edit(post, { content: paragraphs.join('') })
      await server.revisions.idle()
      saveMs.push(performance.now() - started)
      saved.push(post.content)
    }
  }, 300_000)

  it(`keeps all ${REVISIONS_KEPT} within ${REVISIONS_SIZE.times} times the post’s size, and the last saves cost what the first did`, async () => {
    const list = await revisionsOf(post)
    expect(list).toHaveLength(REVISIONS_KEPT)
    expect(list.at(-1)).not.toHaveProperty('olderDropped')
    const bytes = await revisionBytes(post)
    expect(bytes).toBeGreaterThan(Buffer.byteLength(post.content))
    expect(bytes).toBeLessThan(REVISIONS_SIZE.times * Buffer.byteLength(post.content))
    // One file holding every revision made the 50th save rewrite 50 copies of the text (1.35 s against a few ms).
    expect(median(saveMs.slice(-6))).toBeLessThan(4 * median(saveMs.slice(0, 6)))
  })

  it('brings back every kept revision exactly, and restores the oldest', async () => {
    const list = await revisionsOf(post)
    const texts: string[] = []
    for (const summary of list) {
      const answer = await admin.get(`/api/blog/posts/${post.id}/revisions/${summary.id}`)
      expect(answer.status).toBe(200)
      texts.push((answer.json as PostRevision).snapshot.content)
    }
    expect(texts.reverse()).toEqual(saved)
    const restored = await admin.post(`/api/blog/posts/${post.id}/revisions/${list.at(-1)!.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect((restored.json as Post).content).toBe(saved[0])
  })

  it('lists them without holding up the server: the event loop waits no longer than while answering health checks', async () => {
    /** The longest the event loop waited during each of 21 requests, the median of them (a busy machine's odd pause aside). */
    const stall = async (path: string) => {
      const longest: number[] = []
      for (let i = 0; i < 21; i++) {
        const delay = monitorEventLoopDelay({ resolution: 1 })
        delay.enable()
        expect((await admin.get(path)).status).toBe(200)
        delay.disable()
        longest.push(delay.max / 1e6)
      }
      return median(longest)
    }
    const baseline = await stall('/api/health')
    const listing = await stall(`/api/blog/posts/${post.id}/revisions`)
    // Parsing one file of every revision held the loop ~250 ms a list; the index alone takes about a millisecond.
    expect(listing).toBeLessThan(Math.max(3 * baseline, 25))
  })
})

describe('a post rewritten whole at every save', () => {
  it(`lets the oldest go past ${REVISIONS_SIZE.times} times its size, and the list says how many`, async () => {
    let post = await create({ title: 'Rewritten', content: longText('Draft 0').join('') })
    for (let save = 1; save <= 14; save++) post = await edit(post, { content: longText(`Draft ${save}`).join('') })
    await server.revisions.idle()
    const list = await revisionsOf(post)
    expect(list.length).toBeLessThan(15)
    expect(list.length).toBeGreaterThanOrEqual(REVISIONS_SIZE.times - 1)
    expect(list.at(-1)!.olderDropped).toBe(15 - list.length)
    expect(list.slice(0, -1).some((summary) => 'olderDropped' in summary)).toBe(false)
    expect(await revisionBytes(post)).toBeLessThanOrEqual(REVISIONS_SIZE.times * Buffer.byteLength(post.content) * 1.05)
    const oldest = await admin.get(`/api/blog/posts/${post.id}/revisions/${list.at(-1)!.id}`)
    expect((oldest.json as PostRevision).snapshot.content).toContain(`Draft ${15 - list.length} paragraph 0.`)
  }, 120_000)
})

describe('revisions kept in one file before they were stored by difference', () => {
  it('are moved to the new form on first use, and every one still restores', async () => {
    const post = await create({ title: 'From the old days' })
    await server.revisions.idle()
    await rm(join(server.dataDir, 'revisions', 'posts', post.id), { recursive: true })
    const revision = (title: string, markdown: string | undefined, savedAt: string) => ({
      id: crypto.randomUUID(),
      postId: post.id,
      savedAt,
      author: { id: null, name: 'Maria' },
      snapshot: { ...post, title, markdown, content: `<p>${title}</p>` },
    })
    const legacy = [
      revision('Third', 'Third', '2026-03-03T00:00:00.000Z'),
      revision('Second', undefined, '2026-02-02T00:00:00.000Z'),
      revision('First', 'First', '2026-01-01T00:00:00.000Z'),
    ]
    const snapshots = legacy.map(
      ({
        snapshot: {
          title,
          slug,
          excerpt,
          content,
          markdown,
          category,
          tags,
          keywords,
          language,
          published,
          scheduledAt,
          featuredImage,
          featuredImageAlt,
          metaTitle,
          metaDescription,
        },
      }) => ({
        title,
        slug,
        excerpt,
        content,
        markdown,
        category,
        tags,
        keywords,
        language,
        published,
        scheduledAt,
        featuredImage,
        featuredImageAlt,
        metaTitle,
        metaDescription,
      }),
    )
    await writeFile(
      join(server.dataDir, 'revisions', `${post.id}.json`),
      JSON.stringify({ version: 1, postId: post.id, revisions: legacy.map((kept, i) => ({ ...kept, snapshot: snapshots[i] })) }),
    )

    const list = await revisionsOf(post)
    expect(list.map((summary) => summary.title)).toEqual(['Third', 'Second', 'First'])
    expect(await exists(join(server.dataDir, 'revisions', `${post.id}.json`))).toBe(false)
    for (const [i, summary] of list.entries()) {
      const answer = await admin.get(`/api/blog/posts/${post.id}/revisions/${summary.id}`)
      expect(answer.json.snapshot).toEqual(JSON.parse(JSON.stringify(snapshots[i])))
    }
  })
})
