import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { buffer } from 'node:stream/consumers'
import { createGzip } from 'node:zlib'
import { mkdir, open, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Backups, BackupsSchema, RestoreResultSchema } from '#shared/schema/backups.ts'
import type { Post } from '#shared/schema/post.ts'
import { backupFolderName } from '../store/backup-schedule.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { phoneJpeg } from '../testing/test-images.ts'
import { ADMIN, Client, createPost, firstSignIn, postBody, ROOT, startTestServer, type TestServer } from '../testing/test-server.ts'

const tempDir = tempDirs('studio-restore-api-')
const servers: TestServer[] = []
const holds: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(holds.splice(0).map((release) => release()))
  await Promise.all(servers.splice(0).map((server) => server.close()))
  vi.restoreAllMocks()
})

const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters'

interface Studio {
  server: TestServer
  owner: Client
  backupDir: string
}

/** A server with daily backups into a folder of its own (it takes the first, scheduled, at start) and its owner signed in. */
async function studio(prepare?: (dataDir: string, backupDir: string) => Promise<void>): Promise<Studio> {
  const parent = await tempDir()
  const dataDir = join(parent, 'data')
  const backupDir = join(parent, 'backups')
  await mkdir(dataDir)
  await prepare?.(dataDir, backupDir)
  const server = await startTestServer({ SESSION_SECRET, BACKUP_DIR: backupDir, BACKUP_EVERY: '24h' }, dataDir)
  servers.push(server)
  await server.backups!.idle()
  const owner = new Client(server.url)
  await owner.login()
  return { server, owner, backupDir }
}

async function listed(owner: Client): Promise<Extract<Backups, { configured: true }>> {
  const answer = await owner.get('/api/admin/backups')
  expect(answer.status, answer.text).toBe(200)
  const backups = BackupsSchema.parse(answer.json)
  if (!backups.configured) throw new Error('backups are off')
  return backups
}

/** The archive of a listed backup, as the browser downloads it. */
async function download(owner: Client, name: string): Promise<{ bytes: Buffer; headers: Headers; status: number }> {
  const response = await fetch(`${owner.baseUrl}/api/admin/backups/${name}/archive`, { headers: { cookie: owner.cookie } })
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers, status: response.status }
}

function archiveForm(bytes: Uint8Array, name = 'backup.tar.gz'): FormData {
  const form = new FormData()
  form.append('archive', new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }), name)
  return form
}

const restoreArchive = (owner: Client, bytes: Uint8Array) => owner.post('/api/admin/backups/restore', archiveForm(bytes))

/** Runs a program without blocking the event loop: the server under test runs in this same process. */
const run = promisify(execFile)

/** A .tar.gz of `folder`'s contents made by the system's tar (GNU format, `./` names), as an owner might make one by hand. */
async function systemTar(folder: string, archive: string, ...extra: string[]): Promise<Buffer> {
  await run('tar', ['-czf', archive, ...extra, '-C', folder, '.'])
  return readFile(archive)
}

async function postTitles(owner: Client): Promise<string[]> {
  const answer = await owner.get('/api/blog/posts?content=false')
  return (answer.json as Post[]).map((post) => post.title).sort()
}

async function uploadPhoto(owner: Client, seed: number): Promise<string> {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(await phoneJpeg({ width: 640, height: 480, grain: seed }))], { type: 'image/jpeg' }), `photo-${seed}.jpg`)
  const answer = await owner.post('/api/upload/image', form)
  expect(answer.status, answer.text).toBe(201)
  return (answer.json as { imageUrl: string }).imageUrl
}

/** What a refused restore must leave as it was: the data, the uploads, the backups, and no unpacked leftovers. */
async function snapshot({ server, owner }: Studio) {
  return {
    titles: await postTitles(owner),
    db: server.store.data,
    revision: server.store.revision,
    uploads: (await readdir(server.store.uploadsDir)).sort(),
    backups: (await listed(owner)).list.map((entry) => entry.name),
    dataDir: (await readdir(server.dataDir)).filter((name) => name !== '.incoming-backup').sort(),
  }
}

describe('backups from the console', () => {
  it('lists each backup with its date, size and kind, takes one now, and downloads any as a .tar.gz without the session key', async () => {
    const shop = await studio()
    const first = await listed(shop.owner)
    expect(first.list).toEqual([{ name: expect.any(String), at: expect.any(String), bytes: expect.any(Number), kind: 'scheduled' }])

    await createPost(shop.owner, { title: 'Brows in winter' })
    const now = await shop.owner.post('/api/admin/backups')
    expect(now.status, now.text).toBe(201)
    const after = BackupsSchema.parse(now.json) as Extract<Backups, { configured: true }>
    expect(after.list.map((entry) => entry.kind)).toEqual(['manual', 'scheduled'])
    const newest = after.list[0]!
    expect(newest.bytes).toBeGreaterThan(1000)

    const archive = await download(shop.owner, newest.name)
    expect(archive.status).toBe(200)
    expect(archive.headers.get('content-type')).toBe('application/gzip')
    expect(archive.headers.get('content-disposition')).toBe(`attachment; filename="belleza-backup-${newest.name}.tar.gz"`)
    const path = join(await tempDir(), 'download.tar.gz')
    await writeFile(path, archive.bytes)
    const names = (await run('tar', ['-tzf', path])).stdout.trim().split('\n')
    expect(names).toContain(`belleza-backup-${newest.name}/db.json`)
    expect(names.some((name) => name.endsWith('session-secret'))).toBe(false)
    const db = JSON.parse((await run('tar', ['-xzOf', path, `belleza-backup-${newest.name}/db.json`], { maxBuffer: 64 * 1024 * 1024 })).stdout) as {
      posts: Post[]
    }
    expect(db.posts.map((post) => post.title)).toContain('Brows in winter')

    expect((await download(shop.owner, '2020-01-01T00-00-00.000Z')).status).toBe(404)
    expect((await download(shop.owner, '..%2F..%2Fetc')).status).toBe(404)
  })

  it('restores an archive: posts and photos come back, a backup of what was there is taken first, and the site reads the restored data', async () => {
    const shop = await studio()
    const kept = await createPost(shop.owner, { title: 'Lip blush healing' })
    const photo = await uploadPhoto(shop.owner, 3)
    await shop.owner.post('/api/admin/backups')
    const backup = (await listed(shop.owner)).list[0]!
    const archive = await download(shop.owner, backup.name)

    // After the backup: the post renamed, another post, another photo, the first photo's file gone.
    const renamed = await shop.owner.patch(`/api/blog/posts/${kept.id}`, { title: 'Renamed after the backup', updatedAt: kept.updatedAt })
    expect(renamed.status, renamed.text).toBe(200)
    await createPost(shop.owner, { title: 'Written after the backup' })
    const later = await uploadPhoto(shop.owner, 7)
    await rm(join(shop.server.store.uploadsDir, photo.replace('/uploads/', '')))
    const revision = shop.server.store.revision

    const answer = await restoreArchive(shop.owner, archive.bytes)
    expect(answer.status, answer.text).toBe(200)
    const result = RestoreResultSchema.parse(answer.json)
    expect(result.uploads).toBeGreaterThanOrEqual(1)

    const titles = await postTitles(shop.owner)
    expect(titles).toContain('Lip blush healing')
    expect(titles).not.toContain('Renamed after the backup')
    expect(titles).not.toContain('Written after the backup')
    expect((await shop.owner.get(photo)).status).toBe(200)
    expect((await shop.owner.get(later)).status).toBe(404)
    // Every page held in memory goes with the old revision.
    expect(shop.server.store.revision).toBeGreaterThan(revision)
    // The owner is still signed in (the session key is the server's own), and the data is on disk: a restart reads it.
    const disk = JSON.parse(await readFile(join(shop.server.dataDir, 'db.json'), 'utf8')) as { posts: Post[] }
    expect(disk.posts.map((post) => post.title)).toContain('Lip blush healing')
    expect(await readdir(shop.server.dataDir)).not.toContain('db.journal')

    // What was there before is the newest backup, of its own kind, and holds the changes made after the first.
    const after = await listed(shop.owner)
    expect(after.list[0]).toMatchObject({ name: result.before, kind: 'before-restore' })
    const before = JSON.parse(await readFile(join(shop.backupDir, result.before, 'db.json'), 'utf8')) as { posts: Post[] }
    expect(before.posts.map((post) => post.title)).toEqual(expect.arrayContaining(['Renamed after the backup', 'Written after the backup']))

    // Writes go on, onto the restored data.
    await createPost(shop.owner, { title: 'After the restore' })
    expect(await postTitles(shop.owner)).toContain('After the restore')
    expect((await readdir(shop.server.dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([])
  })

  it('refuses a damaged archive with a clear reason and changes nothing', async () => {
    const shop = await studio()
    await createPost(shop.owner, { title: 'Stays as it is' })
    const archive = (await download(shop.owner, (await listed(shop.owner)).list[0]!.name)).bytes
    const before = await snapshot(shop)

    const cut = await restoreArchive(shop.owner, archive.subarray(0, Math.floor(archive.length / 2)))
    expect(cut.status).toBe(400)
    expect(cut.json.error).toMatch(/The file is damaged/)

    const flipped = Buffer.from(archive)
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff
    const changed = await restoreArchive(shop.owner, flipped)
    expect(changed.status).toBe(400)
    expect(changed.json.error).toMatch(/damaged|not a \.tar\.gz/)

    expect(await snapshot(shop)).toEqual(before)
  })

  it('refuses foreign files — not an archive, an archive of something else, invalid studio data, links and paths that climb out — and changes nothing', async () => {
    const shop = await studio()
    const before = await snapshot(shop)
    const work = await tempDir()

    const notArchive = await restoreArchive(shop.owner, Buffer.from('PK\u0003\u0004 this is a zip, or anything else'))
    expect(notArchive.status).toBe(400)
    expect(notArchive.json.error).toMatch(/not a \.tar\.gz archive/)

    const photos = join(work, 'photos')
    await mkdir(photos)
    await writeFile(join(photos, 'holiday.jpg'), 'not a backup')
    const other = await restoreArchive(shop.owner, await systemTar(photos, join(work, 'photos.tar.gz')))
    expect(other.status).toBe(400)
    expect(other.json.error).toMatch(/This is not a studio backup: it holds "holiday.jpg"/)

    const invalid = join(work, 'invalid')
    await mkdir(invalid)
    await writeFile(join(invalid, 'db.json'), JSON.stringify({ version: 1, posts: 'none' }))
    const bad = await restoreArchive(shop.owner, await systemTar(invalid, join(work, 'invalid.tar.gz')))
    expect(bad.status).toBe(400)
    expect(bad.json.error).toMatch(/^This backup cannot be restored: the backup\/db.json does not hold valid studio data/)
    expect(bad.json.error).not.toContain(shop.server.dataDir)

    const noDb = join(work, 'no-db')
    await mkdir(join(noDb, 'uploads'), { recursive: true })
    const empty = await restoreArchive(shop.owner, await systemTar(noDb, join(work, 'no-db.tar.gz')))
    expect(empty.status).toBe(400)
    expect(empty.json.error).toMatch(/it has no db.json/)

    const linked = join(work, 'linked')
    await mkdir(join(linked, 'uploads'), { recursive: true })
    await writeFile(join(linked, 'db.json'), await readFile(join(shop.server.dataDir, 'db.json')))
    await symlink('/etc/passwd', join(linked, 'uploads', 'photo.jpg'))
    const link = await restoreArchive(shop.owner, await systemTar(linked, join(work, 'linked.tar.gz')))
    expect(link.status).toBe(400)
    expect(link.json.error).toMatch(/holds a link/)

    const climbing = join(work, 'climbing')
    await mkdir(climbing)
    await writeFile(join(climbing, 'db.json'), '{}')
    const climb = await restoreArchive(shop.owner, await systemTar(climbing, join(work, 'climbing.tar.gz'), '-P', '--transform', 's,^\\./,../../,'))
    expect(climb.status).toBe(400)
    expect(climb.json.error).toMatch(/outside its own folder/)

    expect(await snapshot(shop)).toEqual(before)
  })

  it('restores only the photos the studio saves: a page, a script, a file whose bytes are not the image its name says, or any other name is left out and never served', async () => {
    const shop = await studio()
    const source = await tempDir()
    await mkdir(join(source, 'uploads', 'v'), { recursive: true })
    await mkdir(join(source, 'uploads', 'sub'), { recursive: true })
    await writeFile(join(source, 'db.json'), JSON.stringify(shop.server.store.data))
    const photo = await phoneJpeg({ width: 640, height: 480 })
    const page = '<script>fetch("/api/admin/accounts").then((answer) => answer.text()).then(console.log)</script>'
    const kept = ['0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f.jpg', 'v/0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f-400.jpg']
    const planted = ['page.html', 'script.js', 'drawing.svg', '1c7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f.jpg', 'v/page.html', 'sub/0b7c6a52.jpg']
    for (const name of kept) await writeFile(join(source, 'uploads', name), photo)
    for (const name of planted) await writeFile(join(source, 'uploads', name), page)
    await writeFile(join(source, 'uploads', '.0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f.jpg.tmp'), photo)
    await writeFile(join(source, 'uploads', 'sub', 'hidden.jpg'), photo)

    const answer = await restoreArchive(shop.owner, await systemTar(source, join(await tempDir(), 'planted.tar.gz')))
    expect(answer.status, answer.text).toBe(200)
    expect(RestoreResultSchema.parse(answer.json).uploads).toBe(1)
    for (const name of kept) {
      const served = await fetch(`${shop.server.url}/uploads/${name}`)
      expect(served.status, name).toBe(200)
      expect(served.headers.get('content-type'), name).toBe('image/jpeg')
    }
    for (const name of [...planted, 'sub/hidden.jpg']) expect((await fetch(`${shop.server.url}/uploads/${name}`)).status, name).toBe(404)
    // The restored photo has no record: the server adopts it in the background, re-encoding it under a hidden name.
    await shop.server.images.whenIdle()
    const restored = await readdir(shop.server.store.uploadsDir, { recursive: true })
    expect(restored.filter((name) => [...planted, 'sub', 'sub/hidden.jpg'].includes(name) || name.startsWith('.'))).toEqual([])
  })

  it('refuses an entry that comes twice, and uploads, revisions or brand as a file, with 400 as not a studio backup, and changes nothing', async () => {
    const shop = await studio()
    const before = await snapshot(shop)
    const work = await tempDir()
    const db = JSON.stringify(shop.server.store.data)

    const twice = join(work, 'twice')
    await mkdir(join(twice, 'uploads'), { recursive: true })
    await writeFile(join(twice, 'db.json'), db)
    // The folder, then its db.json named again: tar packs it twice, and would unpack the second over the first.
    await run('tar', ['-czf', join(work, 'twice.tar.gz'), '-C', twice, '.', './db.json'])
    const duplicated = await restoreArchive(shop.owner, await readFile(join(work, 'twice.tar.gz')))
    expect(duplicated.status, duplicated.text).toBe(400)
    expect(duplicated.json.error).toBe('This is not a studio backup: it holds "db.json" twice.')

    for (const folder of ['uploads', 'revisions', 'brand']) {
      const source = join(work, folder)
      await mkdir(source)
      await writeFile(join(source, 'db.json'), db)
      await writeFile(join(source, folder), 'a file where a folder belongs')
      const answer = await restoreArchive(shop.owner, await systemTar(source, join(work, `${folder}.tar.gz`)))
      expect(answer.status, `${folder}: ${answer.text}`).toBe(400)
      expect(answer.json.error).toBe(`This is not a studio backup: its ${folder} is a file, and a backup holds ${folder}/ as a folder.`)
    }
    expect(await snapshot(shop)).toEqual(before)
  })

  it('refuses a small archive holding a huge db.json from its header, at once, without holding the server', async () => {
    const shop = await studio()
    const before = await snapshot(shop)
    // 400 MB of spaces after "{}": a few hundred KB once compressed.
    const size = 400 * 1024 ** 2
    const header = Buffer.alloc(512)
    header.write('db.json', 0)
    header.write('0000644\0', 100)
    header.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
    header.write('00000000000\0', 136)
    header.write('0', 156)
    header.write('ustar\u000000', 257)
    header.fill(' ', 148, 156)
    header.write(
      `${header
        .reduce((total, byte) => total + byte, 0)
        .toString(8)
        .padStart(6, '0')}\0 `,
      148,
    )
    const gzip = createGzip({ level: 1 })
    const compressed = buffer(gzip)
    gzip.write(header)
    gzip.write('{}')
    const spaces = Buffer.alloc(1024 ** 2, ' ')
    for (let written = 2; written < size; written += spaces.length) {
      if (!gzip.write(spaces.subarray(0, Math.min(spaces.length, size - written)))) await new Promise((resolve) => gzip.once('drain', resolve))
    }
    gzip.end(Buffer.alloc(1024 + ((512 - (size % 512)) % 512)))
    const archive = await compressed
    expect(archive.length).toBeLessThan(3 * 1024 ** 2)

    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    const answer = await restoreArchive(shop.owner, archive)
    delay.disable()
    expect(answer.status, answer.text).toBe(400)
    expect(answer.json.error).toBe('This is not a studio backup: "db.json" holds 400 MB, and the studio’s data (db.json and its journal) is at most 32 MB.')
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(delay.max / 1e6).toBeLessThan(1_000)
    expect(await snapshot(shop)).toEqual(before)
  })

  it('restores a backup made by npm run backup, from the list and as an archive packed by hand', async () => {
    const shop = await studio()
    await createPost(shop.owner, { title: 'Saved before npm run backup' })
    await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: shop.server.dataDir, BACKUP_DIR: shop.backupDir, SESSION_SECRET },
    })
    const byHand = (await listed(shop.owner)).list.find((entry) => entry.kind === 'manual')!
    expect(byHand).toBeDefined()
    const packed = await systemTar(join(shop.backupDir, byHand.name), join(await tempDir(), 'by-hand.tar.gz'))

    await createPost(shop.owner, { title: 'Saved after npm run backup' })
    const fromList = await shop.owner.post(`/api/admin/backups/${byHand.name}/restore`)
    expect(fromList.status, fromList.text).toBe(200)
    expect(await postTitles(shop.owner)).toContain('Saved before npm run backup')
    expect(await postTitles(shop.owner)).not.toContain('Saved after npm run backup')

    await createPost(shop.owner, { title: 'Saved after the first restore' })
    const fromFile = await restoreArchive(shop.owner, packed)
    expect(fromFile.status, fromFile.text).toBe(200)
    expect(await postTitles(shop.owner)).not.toContain('Saved after the first restore')
    expect(await postTitles(shop.owner)).toContain('Saved before npm run backup')
    expect((await shop.owner.post('/api/admin/backups/2020-01-01T00-00-00.000Z/restore')).status).toBe(404)
  })

  it('restores the backup the schedule took', async () => {
    const shop = await studio()
    const scheduled = (await listed(shop.owner)).list.find((entry) => entry.kind === 'scheduled')!
    await createPost(shop.owner, { title: 'Written after the scheduled backup' })

    const restored = await restoreArchive(shop.owner, (await download(shop.owner, scheduled.name)).bytes)
    expect(restored.status, restored.text).toBe(200)
    expect(await postTitles(shop.owner)).not.toContain('Written after the scheduled backup')
  })

  it('loses no save made while a restore runs: one that lands first is in the backup taken before, one made during is refused with 503', async () => {
    let release = async () => {}
    const shop = await studio(async (dataDir, backupDir) => {
      // The backup before the restore waits on a named pipe, so that saves arrive while the restore holds the data. A
      // recent backup on disk means none is taken at start.
      await mkdir(join(backupDir, backupFolderName(new Date())), { recursive: true })
      const pipe = join(dataDir, 'session-secret')
      execFileSync('mkfifo', [pipe])
      let released = false
      release = async () => {
        if (released) return
        released = true
        const handle = await open(pipe, 'r+')
        await handle.close()
        await rm(pipe, { force: true })
      }
      holds.push(() => release())
    })
    // The archive: the data as it is now (db.json alone is a whole backup).
    const source = await tempDir()
    await writeFile(join(source, 'db.json'), JSON.stringify(shop.server.store.data))
    const archive = await systemTar(source, join(await tempDir(), 'restore.tar.gz'))

    const sentWith = shop.owner.post('/api/blog/posts', postBody({ title: 'Sent with the restore' }))
    const restoring = restoreArchive(shop.owner, archive)
    while (!shop.server.backups!.running) await new Promise((resolve) => setTimeout(resolve, 5))
    const during = await shop.owner.post('/api/blog/posts', postBody({ title: 'Sent during the restore' }))
    expect(during.status).toBe(503)
    expect(during.json.error).toBe('The studio is being restored from a backup right now. Nothing was saved; try again in a minute.')
    expect(during.headers.get('retry-after')).toBe('30')

    await release()
    const restored = await restoring
    expect(restored.status, restored.text).toBe(200)
    const { before } = RestoreResultSchema.parse(restored.json)
    const backedUp = (JSON.parse(await readFile(join(shop.backupDir, before, 'db.json'), 'utf8')) as { posts: Post[] }).posts.map((post) => post.title)
    const withAnswer = await sentWith
    if (withAnswer.status === 201) expect(backedUp).toContain('Sent with the restore')
    else expect(withAnswer.status).toBe(503)
    expect(backedUp).not.toContain('Sent during the restore')
    expect(await postTitles(shop.owner)).not.toContain('Sent during the restore')
    // Saves go on once it is done.
    expect((await shop.owner.post('/api/blog/posts', postBody({ title: 'Sent after the restore' }))).status).toBe(201)
  })

  it('keeps today’s passwords, disabled accounts, sign-outs and withdrawn invitations: nothing revoked since the backup comes back, and the owner restoring stays signed in', async () => {
    const shop = await studio()
    const staff = async (username: string) => {
      const created = await shop.owner.post('/api/admin/accounts', { username, displayName: username, role: 'editor' })
      expect(created.status, created.text).toBe(201)
      const client = new Client(shop.server.url)
      const { account, temporaryPassword } = created.json as { account: { id: string }; temporaryPassword: string }
      return { id: account.id, client, password: await firstSignIn(client, username, temporaryPassword) }
    }
    const editor = await staff('restore-ana')
    const removed = await staff('restore-lucia')
    const invited = await shop.owner.post('/api/admin/invites', { username: 'restore-camila', displayName: 'Camila', role: 'editor' })
    expect(invited.status, invited.text).toBe(201)
    const firstLink = new URL((invited.json as { link: string }).link).hash.slice(1)
    const otherBrowser = new Client(shop.server.url)
    await otherBrowser.login()
    await shop.owner.post('/api/admin/backups')
    const archive = (await download(shop.owner, (await listed(shop.owner)).list[0]!.name)).bytes

    // After the backup: the owner signs out in the other browser (every session of theirs ends, so they sign in
    // again here), disables the editor, removes another account (signed in meanwhile), renews the invitation and
    // changes their password.
    const signedOut = otherBrowser.cookie
    expect((await otherBrowser.post('/api/admin/logout')).status).toBe(200)
    await shop.owner.login()
    const disabled = await shop.owner.patch(`/api/admin/accounts/${editor.id}`, { disabled: true })
    expect(disabled.status, disabled.text).toBe(200)
    expect((await shop.owner.delete(`/api/admin/accounts/${removed.id}`)).status).toBe(200)
    const renewed = await shop.owner.post(`/api/admin/accounts/${(invited.json as { account: { id: string } }).account.id}/invite`, {})
    expect(renewed.status, renewed.text).toBe(200)
    const newPassword = 'a brand new owner password 2026'
    const changed = await shop.owner.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword })
    expect(changed.status, changed.text).toBe(200)

    const restored = await restoreArchive(shop.owner, archive)
    expect(restored.status, restored.text).toBe(200)

    // The owner who restored is still signed in; every session and password from before is over.
    expect((await shop.owner.get('/api/admin/accounts')).status).toBe(200)
    const replayed = new Client(shop.server.url)
    replayed.cookie = signedOut
    expect((await replayed.get('/api/admin/accounts')).status).toBe(401)
    expect((await editor.client.get('/api/admin/inquiries')).status).toBe(401)
    expect((await removed.client.get('/api/admin/inquiries')).status).toBe(401)
    const signIn = (username: string, password: string) => new Client(shop.server.url).post('/api/admin/login', { username, password })
    expect((await signIn(ADMIN.username, ADMIN.password)).status).toBe(401)
    expect((await signIn(ADMIN.username, newPassword)).status).toBe(200)
    expect((await signIn('restore-ana', editor.password)).status).toBe(401)
    // The account removed since the backup comes back as the backup has it, its sessions ended.
    expect((await signIn('restore-lucia', removed.password)).status).toBe(200)
    const accounts = (await shop.owner.get('/api/admin/accounts')).json as { username: string; disabled: boolean }[]
    expect(accounts.filter((account) => account.username.startsWith('restore-')).map(({ username, disabled }) => ({ username, disabled }))).toEqual(
      expect.arrayContaining([
        { username: 'restore-ana', disabled: true },
        { username: 'restore-lucia', disabled: false },
        { username: 'restore-camila', disabled: false },
      ]),
    )
    expect((await new Client(shop.server.url).post('/api/admin/invites/open', { token: firstLink })).status).toBe(404)
    const secondLink = new URL((renewed.json as { link: string }).link).hash.slice(1)
    expect((await new Client(shop.server.url).post('/api/admin/invites/open', { token: secondLink })).status).toBe(200)
  })

  it('keeps the owner restoring signed in with today’s password when the backup comes from another server with an account of the same name', async () => {
    const elsewhere = await studio()
    const created = await elsewhere.owner.post('/api/admin/accounts', { username: 'restore-elena', displayName: 'Elena', role: 'editor' })
    expect(created.status, created.text).toBe(201)
    const elena = new Client(elsewhere.server.url)
    const { temporaryPassword } = created.json as { temporaryPassword: string }
    const elenaPassword = await firstSignIn(elena, 'restore-elena', temporaryPassword)
    await createPost(elsewhere.owner, { title: 'Written on the old server' })
    await elsewhere.owner.post('/api/admin/backups')
    const archive = (await download(elsewhere.owner, (await listed(elsewhere.owner)).list[0]!.name)).bytes

    const shop = await studio()
    const newPassword = 'the new server owner password'
    expect((await shop.owner.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword })).status).toBe(200)
    const restored = await restoreArchive(shop.owner, archive)
    expect(restored.status, restored.text).toBe(200)

    expect(await postTitles(shop.owner)).toContain('Written on the old server')
    const accounts = (await shop.owner.get('/api/admin/accounts')).json as { id: string; username: string; disabled: boolean }[]
    expect(accounts.map(({ username, disabled }) => ({ username, disabled })).sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: ADMIN.username, disabled: false },
      { username: 'restore-elena', disabled: false },
    ])
    // The other server's staff come as they were, signed out: a cookie of theirs (the same session key here) ends.
    const replayed = new Client(shop.server.url)
    replayed.cookie = elena.cookie
    expect((await replayed.get('/api/admin/inquiries')).status).toBe(401)
    expect((await new Client(shop.server.url).post('/api/admin/login', { username: 'restore-elena', password: elenaPassword })).status).toBe(200)
    // The owner is the old server's account (its posts stay theirs), with the password chosen here.
    expect(accounts.find((account) => account.username === ADMIN.username)!.id).toBe(
      elsewhere.server.store.data.users.find((user) => user.username === ADMIN.username)!.id,
    )
    expect((await new Client(shop.server.url).post('/api/admin/login', { username: ADMIN.username, password: ADMIN.password })).status).toBe(401)
    expect((await new Client(shop.server.url).post('/api/admin/login', { username: ADMIN.username, password: newPassword })).status).toBe(200)
  })

  it('are the owner’s alone: an editor gets 403 on every backup route, an upload included', async () => {
    const shop = await studio()
    const created = await shop.owner.post('/api/admin/accounts', { username: 'restore-editor', displayName: 'Ana', role: 'editor' })
    expect(created.status, created.text).toBe(201)
    const editor = new Client(shop.server.url)
    await firstSignIn(editor, 'restore-editor', (created.json as { temporaryPassword: string }).temporaryPassword)
    const name = (await listed(shop.owner)).list[0]!.name
    const archive = (await download(shop.owner, name)).bytes
    const before = await snapshot(shop)

    const answers = [
      await editor.get('/api/admin/backups'),
      await editor.post('/api/admin/backups'),
      await editor.get(`/api/admin/backups/${name}/archive`),
      await editor.post(`/api/admin/backups/${name}/restore`),
      await editor.post('/api/admin/backups/restore', archiveForm(archive)),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    expect(await snapshot(shop)).toEqual(before)
    const signedOut = new Client(shop.server.url)
    expect((await signedOut.post('/api/admin/backups/restore', archiveForm(archive))).status).toBe(401)
  })
})
