import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ImageBulkDeleteResult, MEDIA_NAMES_MAX, type MediaImage } from '#shared/schema/image.ts'
import { imageForm, phoneJpeg, transparentPng } from '../testing/test-images.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

let photos = 0
/** A JPEG of its own (each call a different width, so never the same file twice), uploaded as `name`. */
async function upload(name: string, bytes?: Buffer): Promise<string> {
  photos += 1
  const answer = await admin.post('/api/upload/image', imageForm(bytes ?? (await phoneJpeg({ width: 200 + photos, height: 150 })), name, 'image/jpeg'))
  expect(answer.status, answer.text).toBe(201)
  return answer.json.imageUrl as string
}
const nameOf = (url: string) => url.replace('/uploads/', '')

async function list(query: string): Promise<{ names: string[]; total: number }> {
  const answer = await admin.get(`/api/admin/images?${query}`)
  expect(answer.status, answer.text).toBe(200)
  return { names: (answer.json as MediaImage[]).map((image) => image.originalName), total: Number(answer.headers.get('x-total-count')) }
}

describe('the media library list', () => {
  it('searches the file name and the alt text, filters by use, type and missing alt text, sorts and pages on the server', async () => {
    const tag = `q${Date.now()}`
    const brows = await upload(`${tag}-brows.jpg`)
    const lips = await upload(`${tag}-lips.jpg`)
    const lashes = await upload(`${tag}-lashes.jpg`)
    const logo = await admin.post('/api/upload/image', imageForm(await transparentPng(64), `${tag}-logo.png`, 'image/png'))
    expect(logo.status).toBe(201)
    expect((await admin.patch(`/api/admin/images/${nameOf(lips)}`, { alt: `Healed ${tag} ombré lips` })).status).toBe(200)
    const post = await admin.post('/api/blog/posts', {
      title: 'Brow day',
      slug: `brow-day-${tag}`,
      excerpt: 'A day of brows.',
      content: '<p>Brows.</p>',
      category: 'Aftercare',
      tags: [],
      language: 'en',
      published: false,
      featuredImage: brows,
      metaTitle: '',
      metaDescription: '',
    })
    expect(post.status, post.text).toBe(201)

    // Words in the uploaded name or in the alt text, whatever their case.
    expect((await list(`q=${tag}-LASHES`)).names).toEqual([`${tag}-lashes.jpg`])
    expect((await list(`q=${tag} ombré`)).names).toEqual([`${tag}-lips.jpg`])
    expect((await list(`q=${tag}&use=used`)).names).toEqual([`${tag}-brows.jpg`])
    expect((await list(`q=${tag}&use=unused&sort=name`)).names).toEqual([`${tag}-lashes.jpg`, `${tag}-lips.jpg`, `${tag}-logo.png`])
    expect((await list(`q=${tag}&type=png`)).names).toEqual([`${tag}-logo.png`])
    expect((await list(`q=${tag}&alt=missing&sort=oldest`)).names).toEqual([`${tag}-brows.jpg`, `${tag}-lashes.jpg`, `${tag}-logo.png`])
    expect((await list(`q=${tag}`)).names).toEqual([`${tag}-logo.png`, `${tag}-lashes.jpg`, `${tag}-lips.jpg`, `${tag}-brows.jpg`])

    const bySize = (await admin.get(`/api/admin/images?q=${tag}&sort=size`)).json as MediaImage[]
    expect(bySize.map((image) => image.bytes)).toEqual(bySize.map((image) => image.bytes).sort((a, b) => b - a))

    const second = await list(`q=${tag}&sort=name&limit=2&offset=2`)
    expect(second).toEqual({ names: [`${tag}-lips.jpg`, `${tag}-logo.png`], total: 4 })
    // Without a query: every image, as the pickers have it.
    expect((await list('')).total).toBe(((await admin.get('/api/admin/images')).json as MediaImage[]).length)
    expect(nameOf(lashes)).toMatch(/\.jpg$/)
  })

  it('refuses a view it does not know with 400', async () => {
    for (const query of ['use=maybe', 'type=bmp', 'sort=colour', 'limit=0', 'limit=501', 'offset=-1']) {
      expect((await admin.get(`/api/admin/images?${query}`)).status, query).toBe(400)
    }
  })

  it('answers exactly the images named, leaving out names the library does not have', async () => {
    const tag = `n${Date.now()}`
    const [brows, lips] = [await upload(`${tag}-brows.jpg`), await upload(`${tag}-lips.jpg`)]
    await upload(`${tag}-lashes.jpg`)
    const answer = await admin.get(`/api/admin/images?names=${nameOf(brows)},missing.jpg,${nameOf(lips)}&sort=name`)
    expect(answer.status, answer.text).toBe(200)
    expect((answer.json as MediaImage[]).map((image) => image.url)).toEqual([brows, lips])
    expect(answer.headers.get('x-total-count')).toBe('2')
    // With the other filters: only the named images that match them.
    expect((await list(`names=${nameOf(brows)},${nameOf(lips)}&q=${tag}-lips`)).names).toEqual([`${tag}-lips.jpg`])
    expect(await list('names=missing.jpg')).toEqual({ names: [], total: 0 })
  })

  it(`refuses more than ${MEDIA_NAMES_MAX} names, an empty list and a name that is not an image's with 400`, async () => {
    const many = Array.from({ length: MEDIA_NAMES_MAX + 1 }, (_, index) => `photo-${index}.jpg`).join(',')
    const fewEnough = Array.from({ length: MEDIA_NAMES_MAX }, (_, index) => `photo-${index}.jpg`).join(',')
    expect((await admin.get(`/api/admin/images?names=${fewEnough}`)).status).toBe(200)
    for (const names of [many, '', 'a.jpg,,b.jpg', '../db.json', 'a.jpg,b c.jpg', 'photo']) {
      const answer = await admin.get(`/api/admin/images?names=${encodeURIComponent(names)}`)
      expect(answer.status, names).toBe(400)
      expect(answer.json.error, names).toBeTruthy()
    }
  })

  it('answers one image by its name, and 404 for one that is not there', async () => {
    const url = await upload('one.jpg')
    const answer = await admin.get(`/api/admin/images/${nameOf(url)}`)
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ url, originalName: 'one.jpg', usedBy: [] })
    expect((await admin.get('/api/admin/images/missing.jpg')).status).toBe(404)
  })

  it('names a page whose hero photo an image is as a hero use', async () => {
    const url = await upload('hero.jpg')
    const page = (await admin.get('/api/admin/pages/home')).json
    const heroPhoto = { image: url, focusX: 50, focusY: 50, alt: { en: 'The studio', es: 'El estudio' } }
    const saved = await admin.put('/api/admin/pages/home', { en: page.en, es: page.es, updatedAt: page.updatedAt, heroPhoto })
    expect(saved.status, saved.text).toBe(200)
    expect((await admin.get(`/api/admin/images/${nameOf(url)}`)).json.usedBy).toEqual([{ type: 'hero', id: 'home', title: 'Home' }])
    const refused = await admin.delete(`/api/admin/images/${nameOf(url)}`)
    expect(refused.json.error).toContain('the hero photo of the Home page')
    const back = await admin.put('/api/admin/pages/home', { en: page.en, es: page.es, updatedAt: saved.json.updatedAt, heroPhoto: null })
    expect(back.status, back.text).toBe(200)
  })
})

describe('the same file uploaded twice', () => {
  it('is recognised by the hash of its bytes: the answer is the image already in the library, marked reused, and nothing is stored', async () => {
    const bytes = await phoneJpeg({ width: 333, height: 222 })
    const first = await admin.post('/api/upload/image', imageForm(bytes, 'first-name.jpg', 'image/jpeg'))
    expect(first.status).toBe(201)
    expect(first.json.reused).toBeUndefined()
    const count = (await list('')).total

    const again = await admin.post('/api/upload/image', imageForm(bytes, 'another-name.jpg', 'image/jpeg'))
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ imageUrl: first.json.imageUrl, reused: true })
    expect((await list('')).total).toBe(count)
    expect((await admin.get(`/api/admin/images/${nameOf(first.json.imageUrl)}`)).json.originalName).toBe('first-name.jpg')
  })

  it('is recognised at the same moment too: two uploads at once give one image', async () => {
    const bytes = await phoneJpeg({ width: 344, height: 222 })
    const count = (await list('')).total
    const answers = await Promise.all([1, 2].map(() => admin.post('/api/upload/image', imageForm(bytes, 'twice.jpg', 'image/jpeg'))))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]!.json.imageUrl).toBe(answers[1]!.json.imageUrl)
    expect((await list('')).total).toBe(count + 1)
  })
})

describe('deleting several images at once', () => {
  it('deletes the unused ones and refuses each used one with where it is used', async () => {
    const unused = [await upload('bulk-a.jpg'), await upload('bulk-b.jpg')]
    const used = await upload('bulk-used.jpg')
    const item = await admin.post('/api/gallery', {
      kind: 'healed',
      service: 'microblading',
      afterImage: used,
      caption: { en: 'Healed strokes', es: 'Trazos sanados' },
      alt: { en: 'Healed brows', es: 'Cejas sanadas' },
      consent: true,
      consentDate: '2026-03-14',
      published: false,
    })
    expect(item.status, item.text).toBe(201)

    const answer = await admin.post('/api/admin/images/delete', { names: [...unused, used].map(nameOf) })
    expect(answer.status, answer.text).toBe(200)
    const result = answer.json as ImageBulkDeleteResult
    expect(result.deleted.sort()).toEqual(unused.map(nameOf).sort())
    expect(result.refused).toHaveLength(1)
    expect(result.refused[0]).toMatchObject({ name: nameOf(used), usedBy: [{ type: 'gallery', id: item.json.id }] })
    expect(result.refused[0]!.error).toMatch(/gallery item/)
    for (const url of unused) expect((await admin.get(`/api/admin/images/${nameOf(url)}`)).status).toBe(404)
    expect((await admin.get(`/api/admin/images/${nameOf(used)}`)).status).toBe(200)
  })

  it('refuses an empty or malformed list with 400', async () => {
    expect((await admin.post('/api/admin/images/delete', { names: [] })).status).toBe(400)
    expect((await admin.post('/api/admin/images/delete', { names: ['../db.json'] })).status).toBe(400)
  })
})

describe('images recorded before hashes were kept', () => {
  it('get the hash of their served file on the next start, and the same file uploaded again is then recognised', async () => {
    const own = await startTestServer()
    try {
      const client = new Client(own.url)
      await client.login()
      const bytes = await phoneJpeg({ width: 355, height: 240 })
      const url = (await client.post('/api/upload/image', imageForm(bytes, 'old.jpg', 'image/jpeg'))).json.imageUrl as string
      await own.images.whenIdle()
      // As an image from before: no hash of either kind.
      await own.store.update((tx) => {
        for (const { sourceHash: _source, fileHash: _file, ...image } of tx.data.images) tx.put('images', image)
      })
      await own.close()

      const again = await startTestServer({}, own.dataDir)
      try {
        await again.images.whenIdle()
        expect(again.store.data.images.find((image) => image.name === nameOf(url))?.fileHash).toMatch(/^[0-9a-f]{64}$/)
        const client2 = new Client(again.url)
        await client2.login()
        const answer = await client2.post('/api/upload/image', imageForm(bytes, 'old-again.jpg', 'image/jpeg'))
        expect(answer.status).toBe(200)
        expect(answer.json).toEqual({ imageUrl: url, reused: true })
      } finally {
        await again.destroy()
      }
    } finally {
      await own.destroy().catch(() => {})
    }
  })
})
