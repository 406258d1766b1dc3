import { execFile } from 'node:child_process'
import { access, mkdir, readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { shareCropFile, shareCropUrl } from '#shared/content/share-crop.ts'
import type { PageContentEdit } from '#shared/schema/page-content.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { imageForm, texturedPhotoJpeg } from '../testing/test-images.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

const tempDir = tempDirs('studio-share-crops-')
const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.destroy()))
})

async function studio(env: Record<string, string> = {}): Promise<{ server: TestServer; owner: Client }> {
  const server = await startTestServer(env)
  servers.push(server)
  await server.backups?.idle()
  const owner = new Client(server.url)
  await owner.login()
  return { server, owner }
}

const RED = [220, 30, 30]
const GREEN = [30, 200, 30]
const BLUE = [30, 30, 220]

/** A wide photo in thirds, red, green and blue from the left: where a crop was cut is told by its colours. */
async function thirdsJpeg(width = 2400, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let x = 0; x < width; x++) {
    const colour = x < width / 3 ? RED : x < (2 * width) / 3 ? GREEN : BLUE
    for (let y = 0; y < height; y++) pixels.set(colour, (y * width + x) * 3)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

async function upload(owner: Client, bytes: Buffer, name = 'photo.jpg'): Promise<{ url: string; id: string; name: string }> {
  const answer = await owner.post('/api/upload/image', imageForm(bytes, name, 'image/jpeg'))
  expect(answer.status, answer.text).toBe(201)
  const url = answer.json.imageUrl as string
  const file = url.replace('/uploads/', '')
  return { url, name: file, id: file.replace(/\.[a-z]+$/, '') }
}

async function setHeroPhoto(owner: Client, page: string, image: string, focusX: number, focusY: number): Promise<void> {
  const opened = (await owner.get(`/api/admin/pages/${page}`)).json as PageContentEdit
  const heroPhoto = { image, focusX, focusY, alt: { en: 'Healed brows', es: 'Cejas sanadas' } }
  const saved = await owner.put(`/api/admin/pages/${page}`, { en: opened.en, es: opened.es, updatedAt: opened.updatedAt, heroPhoto })
  expect(saved.status, saved.text).toBe(200)
}

const onDisk = (server: TestServer, file: string) =>
  access(join(server.store.uploadsDir, file)).then(
    () => true,
    () => false,
  )

/** The colour of the crop's pixel at (x, y). */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

function expectColour(actual: number[], expected: number[], label: string) {
  for (const [index, value] of expected.entries()) expect(Math.abs(actual[index]! - value), `${label}: ${actual.join(',')}`).toBeLessThan(40)
}

async function fetched(server: TestServer, url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const answer = await fetch(server.url + url)
  return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) }
}

describe('share crops (og:image)', () => {
  it('makes a centred 1200×630 JPEG of each photo when it is processed, with no metadata', async () => {
    const { server, owner } = await studio()
    const photo = await upload(owner, await thirdsJpeg())
    await server.images.whenIdle()
    expect(await onDisk(server, shareCropFile(photo.id, { x: 50, y: 50 }))).toBe(true)
    const crop = await fetched(server, shareCropUrl(photo.id, { x: 50, y: 50 }))
    expect(crop.status).toBe(200)
    expect(crop.type).toBe('image/jpeg')
    const metadata = await sharp(crop.bytes).metadata()
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 1200, 630, undefined])
    // 2400×800 cut to 1524×800 in the middle: green in the centre, red and blue at the edges.
    expectColour(await pixel(crop.bytes, 600, 315), GREEN, 'centre')
    expectColour(await pixel(crop.bytes, 5, 315), RED, 'left edge')
    expectColour(await pixel(crop.bytes, 1194, 315), BLUE, 'right edge')
  })

  it('crops around a hero’s point, made on the first request for it; a point no page uses is 404, never made', async () => {
    const { server, owner } = await studio()
    const photo = await upload(owner, await thirdsJpeg())
    await server.images.whenIdle()
    await setHeroPhoto(owner, 'ombre', photo.url, 0, 50)
    await setHeroPhoto(owner, 'microblading', photo.url, 100, 40)

    const left = shareCropUrl(photo.id, { x: 0, y: 50 })
    expect(await onDisk(server, shareCropFile(photo.id, { x: 0, y: 50 }))).toBe(false)
    const leftCrop = await fetched(server, left)
    expect(leftCrop.status).toBe(200)
    expectColour(await pixel(leftCrop.bytes, 5, 315), RED, 'point at the left: the left edge')
    expectColour(await pixel(leftCrop.bytes, 1194, 315), GREEN, 'point at the left: green on the right')
    const rightCrop = await fetched(server, shareCropUrl(photo.id, { x: 100, y: 40 }))
    expect(rightCrop.status).toBe(200)
    expectColour(await pixel(rightCrop.bytes, 5, 315), GREEN, 'point at the right: green on the left')
    expectColour(await pixel(rightCrop.bytes, 1194, 315), BLUE, 'point at the right: the right edge')
    expect(await onDisk(server, shareCropFile(photo.id, { x: 0, y: 50 }))).toBe(true)
    // Two visitors at once get the same file.
    const [one, two] = await Promise.all([fetched(server, left), fetched(server, left)])
    expect(one.bytes.equals(two.bytes) && one.bytes.equals(leftCrop.bytes)).toBe(true)

    for (const url of [shareCropUrl(photo.id, { x: 10, y: 10 }), shareCropUrl('no-such-photo', { x: 50, y: 50 }), `/uploads/v/${photo.id}-og-101-50.jpg`]) {
      expect((await fetched(server, url)).status, url).toBe(404)
    }
    expect((await readdir(join(server.store.uploadsDir, 'v'))).filter((entry) => entry.includes('-og-')).sort()).toEqual(
      [`${photo.id}-og-0-50.jpg`, `${photo.id}-og-100-40.jpg`, `${photo.id}-og-50-50.jpg`].sort(),
    )
  })

  it('deletes a photo’s share crops with the photo', async () => {
    const { server, owner } = await studio()
    const other = await upload(owner, await thirdsJpeg(1800, 900), 'other.jpg')
    await server.images.whenIdle()
    expect(await onDisk(server, shareCropFile(other.id, { x: 50, y: 50 }))).toBe(true)
    const deleted = await owner.delete(`/api/admin/images/${other.name}`)
    expect(deleted.status, deleted.text).toBe(200)
    expect((await readdir(join(server.store.uploadsDir, 'v'))).filter((entry) => entry.startsWith(other.id))).toEqual([])
  })

  it('a restore keeps the share crops a backup holds, and makes again those it lacks', async () => {
    const parent = await tempDir()
    const { server, owner } = await studio({ BACKUP_DIR: join(parent, 'backups'), BACKUP_EVERY: '24h' })
    const photo = await upload(owner, await thirdsJpeg())
    await server.images.whenIdle()
    await setHeroPhoto(owner, 'ombre', photo.url, 0, 50)
    const heroCrop = shareCropFile(photo.id, { x: 0, y: 50 })
    const centred = shareCropFile(photo.id, { x: 50, y: 50 })
    const made = (await fetched(server, `/uploads/${heroCrop}`)).bytes
    expect([200, 201]).toContain((await owner.post('/api/admin/backups')).status)
    const backups = (await owner.get('/api/admin/backups')).json as { list: { name: string }[] }
    const name = backups.list[0]!.name
    const archive = Buffer.from(await (await fetch(`${server.url}/api/admin/backups/${name}/archive`, { headers: { cookie: owner.cookie } })).arrayBuffer())

    // Kept: the archive as it is, restored over a store that lost the files.
    await rm(join(server.store.uploadsDir, heroCrop))
    expect((await restore(owner, archive)).status).toBe(200)
    expect(await onDisk(server, heroCrop)).toBe(true)
    expect((await readFile(join(server.store.uploadsDir, heroCrop))).equals(made)).toBe(true)
    expect((await fetched(server, `/uploads/${centred}`)).status).toBe(200)

    // Made again: the same backup without its share crops (one from before them).
    const unpacked = join(parent, 'unpacked')
    await mkdir(unpacked)
    await run('tar', ['-xzf', '-', '-C', unpacked], archive)
    const [top] = await readdir(unpacked) // belleza-backup-<name>/
    const sizes = join(unpacked, top!, 'uploads', 'v')
    for (const entry of await readdir(sizes)) if (entry.includes('-og-')) await rm(join(sizes, entry))
    const older = await run('tar', ['-czf', '-', '-C', unpacked, top!])
    expect((await restore(owner, older)).status).toBe(200)
    await server.images.whenIdle()
    // The hero's crop is made in the background after the restore; the centred one on the first request for it.
    expect(await onDisk(server, heroCrop)).toBe(true)
    const again = await fetched(server, `/uploads/${centred}`)
    expect(again.status).toBe(200)
    expect((await sharp(again.bytes).metadata()).width).toBe(1200)
  })

  it('weighs about a tenth of a megabyte for a 4 MB phone photo', async () => {
    const { server, owner } = await studio()
    const original = await texturedPhotoJpeg({ width: 4032, height: 3024 })
    const photo = await upload(owner, original, 'IMG_4001.JPG')
    await server.images.whenIdle()
    const crop = await readFile(join(server.store.uploadsDir, shareCropFile(photo.id, { x: 50, y: 50 })))
    console.info(`[share crop] a ${(original.length / 1e6).toFixed(1)} MB phone photo's 1200×630 crop weighs ${crop.length} bytes`)
    expect(original.length).toBeGreaterThan(3_000_000)
    expect(crop.length).toBeLessThan(300_000)
  })
})

function restore(owner: Client, bytes: Buffer) {
  const form = new FormData()
  form.append('archive', new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }), 'backup.tar.gz')
  return owner.post('/api/admin/backups/restore', form)
}

/** Runs a program with `input` on its standard input; answers its standard output. */
function run(program: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(program, args, { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)))
    if (input) child.stdin!.end(input)
    else child.stdin!.end()
  })
}
