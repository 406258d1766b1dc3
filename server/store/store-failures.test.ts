import { appendFile, cp, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PostInputSchema } from '#shared/schema/post.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, postBody, startTestServer } from '../testing/test-server.ts'
import { FailingDisk, type SmallDisk, canMountSmallDisks, mountSmallDisk } from './failing-disk.ts'
import { createPost } from './posts.ts'
import type { Category } from '#shared/schema/category.ts'
import { type Store, openStore } from './store.ts'
import type { Transaction } from './transaction.ts'

const tempDir = tempDirs('studio-store-failures-')
const smallDisksWork = await canMountSmallDisks()
const smallDisks: SmallDisk[] = []
const openStores: Store[] = []
afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close().catch(() => {})))
  await Promise.all(smallDisks.splice(0).map((disk) => disk.remove()))
})

async function smallDisk(bytes: number): Promise<SmallDisk> {
  const disk = (await mountSmallDisk(bytes))!
  smallDisks.push(disk)
  return disk
}

async function open(dir: string, disk?: FailingDisk): Promise<Store> {
  const store = await openStore(dir, disk ? { openJournal: disk.open } : {})
  openStores.push(store)
  return store
}

/** What a crash leaves: the folder's files as they are while the store is still open. */
async function copyOfOpenFolder(dir: string): Promise<string> {
  const copy = await tempDir()
  await cp(dir, copy, { recursive: true, filter: (source) => !source.endsWith('server.lock') && !source.endsWith('filler') })
  return copy
}

const journalOf = (dir: string) => readFile(join(dir, 'db.journal'), 'utf8').catch(() => '')
const category = (id: string, description = '') => ({ id, name: `Category ${id}`, slug: `category-${id}`, description, updatedAt: '2025-01-01T00:00:00.000Z' })
/** A change that stores these categories (new ones after the others). */
const putCategories =
  (...records: Category[]) =>
  (tx: Transaction) => {
    for (const record of records) tx.put('categories', record)
  }
const ids = (store: Store) => store.data.categories.map((item) => item.id)
const SAVE_FAILED = { status: 503, message: expect.stringMatching(/could not save this change.*Nothing was saved/) }

describe('a write the disk does not take', () => {
  it('is acknowledged only once its whole line is on disk: a short write is finished, not taken for done', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    disk.halfWrites = 1
    await store.update(putCategories(category('a')))
    expect(await journalOf(dir)).toBe(`${JSON.stringify({ ops: [{ put: 'categories', record: category('a') }] })}\n`)

    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(ids(reopened)).toEqual(['a'])
    await reopened.close()
  })

  it('answers 503 when the disk fills mid-line, and leaves neither a fragment in the journal nor the change in memory', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories(category('a'), category('b')))
    const before = structuredClone(store.data)
    const journal = await journalOf(dir)
    const revision = store.revision

    disk.room = 10
    await expect(
      store.update((tx) => {
        tx.put('categories', category('c'))
        tx.put('categories', { ...tx.data.categories[1]!, name: 'Renamed' })
        tx.remove('categories', tx.data.categories[0]!.id)
      }),
    ).rejects.toMatchObject(SAVE_FAILED)
    expect(store.data).toEqual(before)
    expect(await journalOf(dir)).toBe(journal)
    // Anything made from the undone data (a cached page) must not survive: the revision moves on again.
    expect(store.revision).toBeGreaterThan(revision + 1)
  })

  it('takes back a line whose flush failed (EIO on fdatasync)', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories(category('a')))
    const journal = await journalOf(dir)

    disk.failSyncs = true
    await expect(store.update(putCategories(category('b')))).rejects.toMatchObject(SAVE_FAILED)
    expect(ids(store)).toEqual(['a'])
    expect(await journalOf(dir)).toBe(journal)

    disk.heal()
    await store.update(putCategories(category('c')))
    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(ids(reopened)).toEqual(['a', 'c'])
    await reopened.close()
  })

  it('refuses writes while the disk is failing, keeps reads, and takes writes again once it is writable, without a restart', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories(category('a')))

    disk.failWrites = true
    for (const id of ['b', 'c', 'd']) {
      await expect(store.update(putCategories(category(id)))).rejects.toMatchObject(SAVE_FAILED)
      expect(ids(store)).toEqual(['a'])
    }
    disk.failWrites = false
    disk.room = 0
    await expect(store.update(putCategories(category('e')))).rejects.toMatchObject(SAVE_FAILED)

    disk.heal()
    await store.update(putCategories(category('f')))
    expect(ids(store)).toEqual(['a', 'f'])
    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(ids(reopened)).toEqual(['a', 'f'])
    await reopened.close()
  })

  it('fails every caller of the failed batch and undoes all their changes and the ones made on top; an earlier batch stands', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories(category('a')))

    disk.pause()
    const writing = disk.whenWriting()
    const first = store.update(putCategories(category('b')))
    await writing
    // While b's write is in flight, two callers share the next batch.
    const second = store.update(putCategories(category('c')))
    const third = store.update((tx) => {
      tx.put('categories', { ...tx.data.categories.find((item) => item.id === 'b')!, description: 'Changed' })
      tx.remove('categories', tx.data.categories[0]!.id)
    })
    const writingAgain = disk.whenWriting()
    disk.release()
    await first
    await writingAgain
    // While that batch is being written, a fourth caller changes what it changed.
    const fourth = store.update((tx) => {
      tx.put('categories', { ...tx.data.categories.find((item) => item.id === 'c')!, name: 'Made on top' })
    })
    disk.failWrites = true
    disk.resume()
    await expect(second).rejects.toMatchObject(SAVE_FAILED)
    await expect(third).rejects.toMatchObject(SAVE_FAILED)
    await expect(fourth).rejects.toMatchObject(SAVE_FAILED)
    expect(store.data.categories).toEqual([category('a'), category('b')])

    disk.heal()
    await store.update(putCategories(category('d')))
    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(reopened.data.categories).toEqual([category('a'), category('b'), category('d')])
    await reopened.close()
  })

  it('cuts the journal back before the next write when a fragment could not be cut off at once', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories(category('a')))
    const journal = await journalOf(dir)

    disk.room = 10
    disk.failTruncates = true
    await expect(store.update(putCategories(category('b')))).rejects.toMatchObject(SAVE_FAILED)
    expect(ids(store)).toEqual(['a'])
    // A crash now: the fragment is the journal's unfinished last line, which a start drops.
    const crashed = await openStore(await copyOfOpenFolder(dir))
    expect(ids(crashed)).toEqual(['a'])
    await crashed.close()

    disk.heal()
    await store.update(putCategories(category('c')))
    expect(await journalOf(dir)).toBe(`${journal}${JSON.stringify({ ops: [{ put: 'categories', record: category('c') }] })}\n`)
    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(ids(reopened)).toEqual(['a', 'c'])
    await reopened.close()
  })

  it('does not duplicate a create that is retried after a failure', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    await store.update(putCategories({ id: 'c', name: 'Aftercare', slug: 'aftercare', description: '', updatedAt: '2025-01-01T00:00:00.000Z' }))
    const fields = { ...PostInputSchema.parse(postBody({ slug: 'retried' })), authorId: null, authorName: '' }

    disk.room = 0
    await expect(createPost(store, fields)).rejects.toMatchObject(SAVE_FAILED)
    disk.heal()
    await createPost(store, fields)
    expect(store.data.posts.filter((post) => post.slug === 'retried')).toHaveLength(1)
  })
})

describe('starting after a failure', () => {
  it('opens after a crash left only a cut-short line, and keeps the writes made after it', async () => {
    const dir = await tempDir()
    await (await openStore(dir)).close()
    await appendFile(join(dir, 'db.journal'), '{"put":{"categories":[{"id":"half')
    const store = await open(dir)
    await store.update(putCategories(category('a')))

    const reopened = await openStore(await copyOfOpenFolder(dir))
    expect(ids(reopened)).toEqual(['a'])
    await reopened.close()
  })

  it('stops on a damaged line in the middle with advice that keeps every file', async () => {
    const dir = await tempDir()
    await (await openStore(dir)).close()
    await writeFile(join(dir, 'db.journal'), '{"put":{}}\nnot json\n{"put":{}}\n')
    const refused = openStore(dir)
    await expect(refused).rejects.toThrow(/damaged at line 2.*backup.*npm run backup/s)
    await expect(openStore(dir)).rejects.toThrow(/move db\.journal aside/)
    await expect(openStore(dir)).rejects.not.toThrow(/remove|delete|losing/i)
  })
})

describe.skipIf(!smallDisksWork)('on a real full disk (tmpfs)', () => {
  it('refuses writes with 503 and no fragment, undoes a whole-file rewrite, and after space is freed resumes and restarts with exactly the acknowledged writes', async () => {
    const disk = await smallDisk(512 * 1024)
    const store = await openStore(disk.dir)
    openStores.push(store)
    const acknowledged: string[] = []
    await store.update(putCategories(category('first')))
    acknowledged.push('first')
    await disk.fill()

    // The journal's last page may still have room for a line or two; then the disk is full.
    let refused: unknown
    for (let i = 0; i < 50 && !refused; i++) {
      try {
        await store.update(putCategories(category(`full-${i}`, 'x'.repeat(500))))
        acknowledged.push(`full-${i}`)
      } catch (error) {
        refused = error
      }
    }
    expect(refused).toMatchObject(SAVE_FAILED)
    expect(ids(store)).toEqual(acknowledged)
    const lines = (await journalOf(disk.dir)).split('\n')
    expect(lines.pop()).toBe('')
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()

    // A change of many records is one line too: refused the same way, none of it kept.
    const before = structuredClone(store.data)
    await expect(store.update(putCategories(...Array.from({ length: 50 }, (_, i) => category(`many-${i}`, 'x'.repeat(500)))))).rejects.toMatchObject(
      SAVE_FAILED,
    )
    expect(store.data).toEqual(before)
    expect(await readdir(disk.dir)).not.toContain('.db.json.tmp')

    await disk.free()
    await store.update(putCategories(category('after')))
    acknowledged.push('after')
    const crashed = await copyOfOpenFolder(disk.dir)
    await store.close()
    for (const dir of [disk.dir, crashed]) {
      const reopened = await openStore(dir)
      expect(ids(reopened)).toEqual(acknowledged)
      await reopened.close()
    }
  })

  it('keeps the journal when the fold on close fails, and the next start replays it', async () => {
    const disk = await smallDisk(512 * 1024)
    const store = await openStore(disk.dir)
    const many = Array.from({ length: 40 }, (_, i) => category(`c${i}`, 'x'.repeat(500)))
    await store.update(putCategories(...many))
    await disk.fill()
    await expect(store.close()).rejects.toThrow(/could not fold .*db\.journal.*kept/s)
    expect(await readdir(disk.dir)).toContain('db.journal')
    await disk.free()
    const reopened = await openStore(disk.dir)
    expect(reopened.data.categories).toEqual(many)
    await reopened.close()
  })

  it('through the API: a create on a full disk answers 503 JSON and does not appear; after space is freed the same create works once', async () => {
    const disk = await smallDisk(1024 * 1024)
    const server = await startTestServer({}, disk.dir)
    try {
      const admin = new Client(server.url)
      const visitor = new Client(server.url)
      await admin.login()
      await disk.fill()

      let failed: Awaited<ReturnType<Client['post']>> | undefined
      let slug = ''
      for (let i = 0; i < 50 && !failed; i++) {
        slug = `full-disk-${i}`
        const answer = await admin.post('/api/blog/posts', postBody({ slug, content: `<p>${'Healing. '.repeat(200)}</p>` }))
        if (answer.status !== 201) failed = answer
      }
      expect(failed?.status).toBe(503)
      expect(failed?.headers.get('content-type')).toMatch(/application\/json/)
      expect(failed?.json.error).toMatch(/could not save this change.*disk is full or failing.*Nothing was saved/)
      const listed = (await visitor.get('/api/blog/posts')).json as Array<{ slug: string }>
      expect(listed.map((post) => post.slug)).not.toContain(slug)
      expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(404)

      await disk.free()
      expect((await admin.post('/api/blog/posts', postBody({ slug }))).status).toBe(201)
      const after = (await visitor.get('/api/blog/posts')).json as Array<{ slug: string }>
      expect(after.filter((post) => post.slug === slug)).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})
