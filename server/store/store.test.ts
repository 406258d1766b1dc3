import { access, appendFile, cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { DatabaseSchema } from '#shared/schema/database.ts'
import { PostSchema } from '#shared/schema/post.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, postBody, startTestServer } from '../testing/test-server.ts'
import type { Category } from '#shared/schema/category.ts'
import { StoreCheckError, StoreError, openStore } from './store.ts'
import type { OpenJournal } from './journal.ts'
import type { Transaction } from './transaction.ts'
import { ensureStudio } from './studio.ts'

const tempDir = tempDirs('studio-store-')

/** A change that stores these categories (new ones after the others). */
const putCategories =
  (...records: Category[]) =>
  (tx: Transaction) => {
    for (const record of records) tx.put('categories', record)
  }

describe('the store', () => {
  it('keeps every write across a restart of the server', async () => {
    const dir = await tempDir()
    const first = await startTestServer({}, dir)
    const admin = new Client(first.url)
    await admin.login()
    const post = (await admin.post('/api/blog/posts', postBody({ title: 'Survives restarts' }))).json
    await first.close()

    const second = await startTestServer({}, dir)
    const visitor = new Client(second.url)
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).json.title).toBe('Survives restarts')
    await second.close()
  })

  it('stores all of 100 concurrent creates and leaves valid JSON', async () => {
    const dir = await tempDir()
    const server = await startTestServer({}, dir)
    const admin = new Client(server.url)
    await admin.login()
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => admin.post('/api/blog/posts', postBody({ slug: `concurrent-${i}` }))))
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201))
    await server.close()
    const saved = DatabaseSchema.parse(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')))
    for (let i = 0; i < 100; i++) expect(saved.posts.some((post) => post.slug === `concurrent-${i}`)).toBe(true)
  })

  it('seeds a new store once and never over existing data', async () => {
    const dir = await tempDir()
    const server = await startTestServer({}, dir)
    const admin = new Client(server.url)
    await admin.login()
    const seeded = (await admin.get('/api/blog/posts')).json as Array<{ id: string; language: string }>
    expect(seeded.length).toBeGreaterThanOrEqual(4)
    expect(new Set(seeded.map((post) => post.language))).toEqual(new Set(['en', 'es']))
    for (const post of seeded) await admin.delete(`/api/blog/posts/${post.id}`)
    await server.close()

    const again = await startTestServer({}, dir)
    const after = await new Client(again.url).get('/api/blog/posts')
    expect(after.json).toEqual([])
    await again.close()
  })

  it('refuses a db.json that is not JSON and leaves it byte for byte', async () => {
    const dir = await tempDir()
    const broken = '{"version": 1, "posts": [ {"id": '
    await writeFile(join(dir, 'db.json'), broken)
    await expect(openStore(dir)).rejects.toThrow(StoreError)
    await expect(openStore(dir)).rejects.toThrow(/not valid JSON.*left the file untouched/s)
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(broken)
  })

  it('refuses a db.json that does not validate, naming the bad entry', async () => {
    const dir = await tempDir()
    const wrong = JSON.stringify({ version: 1, posts: [{ id: 'x' }], categories: [], inquiries: [], users: [] })
    await writeFile(join(dir, 'db.json'), wrong)
    await expect(openStore(dir)).rejects.toThrow(/posts\.0\.\w+/)
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(wrong)
  })

  it('refuses to open a data folder that is already open', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await expect(openStore(dir)).rejects.toThrow(/already open/)
    await store.close()
    const reopened = await openStore(dir)
    await reopened.close()
  })

  it('leaves no change behind when a change throws', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await expect(
      store.update(() => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    await store.update(putCategories({ id: 'c', name: 'Kept', slug: 'kept', description: '', updatedAt: '2025-01-01T00:00:00.000Z' }))
    await store.close()
    const saved = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8'))
    expect(saved.categories).toHaveLength(1)
  })
})

describe('the journal', () => {
  const category = (id: string, name = `Category ${id}`) => ({ id, name, slug: `category-${id}`, description: '', updatedAt: '2025-01-01T00:00:00.000Z' })
  const inquiry = (id: string) => ({
    id,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '',
    service: '' as const,
    message: '',
    language: 'en' as const,
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'new' as const,
    updatedAt: '2026-11-01T10:00:00.000Z',
    history: [],
    notification: null,
  })

  const post = (id: string) => ({
    ...PostSchema.parse({
      ...postBody({ slug: `post-${id}`, category: 'Category c' }),
      id,
      content: '<p>Text</p>',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      publishedAt: null,
    }),
  })

  /** What a crash leaves: the folder's files as they are while the store is still open. */
  async function copyOfOpenFolder(dir: string) {
    const copy = await tempDir()
    await cp(dir, copy, { recursive: true, filter: (source) => !source.endsWith('server.lock') })
    return copy
  }

  it('appends a write to db.journal as one line of exactly its calls, leaving db.json as it was', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    const before = await readFile(join(dir, 'db.json'), 'utf8')
    await store.update(putCategories(category('a'), category('b')))
    await store.update((tx) => {
      tx.put('categories', { ...tx.data.categories[1]!, description: 'Changed' })
      tx.remove('categories', 'a')
    })
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(before)
    const lines = (await readFile(join(dir, 'db.journal'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toEqual([
      {
        ops: [
          { put: 'categories', record: category('a') },
          { put: 'categories', record: category('b') },
        ],
      },
      {
        ops: [
          { put: 'categories', record: { ...category('b'), description: 'Changed' } },
          { remove: 'categories', ids: ['a'] },
        ],
      },
    ])
    await store.close()
  })

  it('adds a record with a new id after the others, journaled as a put and replayed after a crash, and refuses an id already there', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await store.update(putCategories(category('a')))
    await store.update((tx) => {
      tx.add('categories', category('b'))
      tx.put('categories', { ...tx.data.categories[0]!, description: 'Indexed now' })
      tx.add('categories', category('c'))
    })
    await expect(store.update((tx) => void tx.add('categories', category('a')))).rejects.toThrow('A record of categories already has the id a')
    await expect(
      store.update((tx) => {
        tx.put('categories', { ...category('b'), description: 'With an index' })
        tx.add('categories', category('b'))
      }),
    ).rejects.toThrow('already has the id b')
    expect(store.data.categories.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
    const lines = (await readFile(join(dir, 'db.journal'), 'utf8')).trimEnd().split('\n')
    expect(JSON.parse(lines.at(-1)!).ops.map((op: { put?: string }) => op.put)).toEqual(['categories', 'categories', 'categories'])
    const replayed = await openStore(await copyOfOpenFolder(dir))
    expect(replayed.data.categories).toEqual(store.data.categories)
    await replayed.close()
    await store.close()
  })

  it('replays additions, replaced records and removals after a crash', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await store.update((tx) => {
      putCategories(category('a'), category('b'), category('c'))(tx)
      tx.put('inquiries', inquiry('i1'))
      tx.put('posts', post('p1'))
    })
    await store.update((tx) => {
      const { data } = tx
      tx.put('categories', { ...data.categories.find((candidate) => candidate.id === 'b')!, name: 'Renamed' })
      tx.remove('categories', 'a')
      tx.put('inquiries', { ...data.inquiries[0]!, status: 'booked' })
      tx.put('posts', { ...data.posts[0]!, tags: [...data.posts[0]!.tags, 'deep'] })
    })
    const expected = structuredClone(store.data)
    const crashed = await copyOfOpenFolder(dir)
    await store.close()

    const reopened = await openStore(crashed)
    expect(reopened.data).toEqual(expected)
    expect(reopened.data.categories.map((item) => item.name)).toEqual(['Renamed', 'Category c'])
    expect(reopened.data.posts[0]!.tags).toContain('deep')
    expect(reopened.data.inquiries[0]!.status).toBe('booked')
    await reopened.close()
  })

  it('writes a replaced setting as one journal line holding it whole, leaving db.json as it was, and replays it after a crash', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    const before = await readFile(join(dir, 'db.json'), 'utf8')
    await ensureStudio(store)
    await store.update((tx) => tx.set('servicesMovedAt', '2026-11-01T10:00:00.000Z'))
    await store.update((tx) => {
      tx.set('servicesMovedAt', undefined)
      tx.set('studio', { ...tx.data.studio!, name: 'Moved Studio' })
    })
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(before)
    const lines = (await readFile(join(dir, 'db.journal'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toEqual([
      { ops: [{ set: 'studio', value: expect.objectContaining({ name: DEFAULT_STUDIO.name }) }] },
      { ops: [{ set: 'servicesMovedAt', value: '2026-11-01T10:00:00.000Z' }] },
      { ops: [{ unset: 'servicesMovedAt' }, { set: 'studio', value: expect.objectContaining({ name: 'Moved Studio' }) }] },
    ])
    const expected = structuredClone(store.data)
    const crashed = await copyOfOpenFolder(dir)
    await store.close()

    const reopened = await openStore(crashed)
    expect(reopened.data).toEqual(expected)
    expect(reopened.data.studio?.name).toBe('Moved Studio')
    expect(reopened.data).not.toHaveProperty('servicesMovedAt')
    await reopened.close()
  })

  it('settles an update that changes nothing, and the writes after it still land', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await store.update(() => {})
    await store.update(() => {})
    await store.update(putCategories(category('a')))
    const crashed = await copyOfOpenFolder(dir)
    await store.close()
    const reopened = await openStore(crashed)
    expect(reopened.data.categories.map((item) => item.id)).toEqual(['a'])
    await reopened.close()
  })

  it('drops a last line that a crash cut short, which was never acknowledged', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await store.update(putCategories(category('a')))
    const crashed = await copyOfOpenFolder(dir)
    await store.close()
    await appendFile(join(crashed, 'db.journal'), '{"put":{"categories":[{"id":"half')

    const reopened = await openStore(crashed)
    expect(reopened.data.categories.map((item) => item.id)).toEqual(['a'])
    await reopened.close()
  })

  it('folds the journal into db.json on close and on the next start, and removes it', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await store.update(putCategories(category('a')))
    const crashed = await copyOfOpenFolder(dir)
    await store.close()
    expect(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')).categories).toEqual([category('a')])
    await expect(access(join(dir, 'db.journal'))).rejects.toThrow()

    const reopened = await openStore(crashed)
    expect(JSON.parse(await readFile(join(crashed, 'db.json'), 'utf8')).categories).toEqual([category('a')])
    await expect(access(join(crashed, 'db.journal'))).rejects.toThrow()
    await reopened.close()
  })
})

describe('the write path', () => {
  const category = (id: string) => ({ id, name: `Category ${id}`, slug: `category-${id}`, description: '', updatedAt: '2025-01-01T00:00:00.000Z' })

  it('fails loudly on a change made around the transaction: the data is frozen, and nothing of the change is kept', async () => {
    const store = await openStore(await tempDir())
    await store.update(putCategories(category('a')))
    const data = store.data as unknown as { categories: Category[]; studio: unknown }
    expect(() => data.categories.push(category('b'))).toThrow(TypeError)
    expect(() => {
      data.categories[0]!.name = 'Untracked'
    }).toThrow(TypeError)
    expect(() => {
      data.studio = {}
    }).toThrow(TypeError)
    // Inside a change too: the transaction's view is as frozen as the store's.
    await expect(
      store.update((tx) => {
        ;(tx.data.categories as Category[]).push(category('c'))
      }),
    ).rejects.toThrow(TypeError)
    // A record stored is a copy: changing the object given afterwards changes nothing stored.
    const given = category('d')
    await store.update((tx) => void tx.put('categories', given))
    given.name = 'Changed after'
    expect(store.data.categories.map((item) => item.name)).toEqual(['Category a', 'Category d'])
    await store.close()
  })

  it('with checkWrites, fails a write whose journal line never reached the disk, naming what is missing', async () => {
    const dir = await tempDir()
    // A disk that says it took every byte and kept none: the write path's own bug would look the same.
    const losing: OpenJournal = async () => ({
      write: async (_buffer, _offset, length) => ({ bytesWritten: length }),
      datasync: async () => {},
      truncate: async () => {},
      close: async () => {},
    })
    const store = await openStore(dir, { openJournal: losing, checkWrites: true })
    const written = store.update(putCategories(category('lost')))
    await expect(written).rejects.toThrow(StoreCheckError)
    await expect(written).rejects.toThrow(/categories: 1 in memory, 0 on disk \(ids in memory only: lost/)
    await store.close().catch(() => {})
  })

  it('with checkWrites, acknowledges writes the disk holds, of every call', async () => {
    const store = await openStore(await tempDir(), { checkWrites: true })
    await store.update(putCategories(category('a'), category('b')))
    await store.update((tx) => {
      tx.remove('categories', 'a')
      tx.set('servicesMovedAt', '2026-11-01T10:00:00.000Z')
    })
    await store.update((tx) => tx.set('servicesMovedAt', undefined))
    expect(store.data.categories.map((item) => item.id)).toEqual(['b'])
    await store.close()
  })

  it('refuses a removal of an id that is not there, and a put without an id, changing nothing', async () => {
    const store = await openStore(await tempDir())
    await store.update(putCategories(category('a')))
    await expect(store.update((tx) => tx.remove('categories', 'a', 'missing'))).rejects.toThrow(/No record of categories has the id missing/)
    await expect(store.update((tx) => void tx.put('categories', { ...category('x'), id: '' }))).rejects.toThrow(/needs an id/)
    expect(store.data.categories.map((item) => item.id)).toEqual(['a'])
    await store.close()
  })

  it('replays a journal an older version wrote (records whole per collection), once, on the first start after the upgrade', async () => {
    const dir = await tempDir()
    await (await openStore(dir)).close()
    await writeFile(
      join(dir, 'db.journal'),
      `${JSON.stringify({ put: { categories: [category('old'), category('gone')] } })}\n${JSON.stringify({ delete: { categories: ['gone'] }, set: { servicesMovedAt: '2026-01-01T00:00:00.000Z' } })}\n`,
    )
    const store = await openStore(dir)
    expect(store.data.categories.map((item) => item.id)).toEqual(['old'])
    expect(store.data.servicesMovedAt).toBe('2026-01-01T00:00:00.000Z')
    await store.close()
  })
})
