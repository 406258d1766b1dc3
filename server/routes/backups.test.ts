import { execFileSync } from 'node:child_process'
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackupsSchema } from '#shared/schema/backups.ts'
import type { Logger } from '../logging/logger.ts'
import { OWNER_ONLY } from '../security/session.ts'
import { openStore } from '../store/store.ts'
import { capturedLogger } from '../testing/captured-log.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, firstSignIn, postBody, startTestServer, type TestServer } from '../testing/test-server.ts'

const tempDir = tempDirs('studio-backups-api-')
const servers: TestServer[] = []
const holds: (() => Promise<void>)[] = []
afterEach(async () => {
  // Let a held backup go first: a stop waits for the backup being made.
  await Promise.all(holds.splice(0).map((release) => release()))
  await Promise.all(servers.splice(0).map((server) => server.close()))
  vi.restoreAllMocks()
})

const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters'

async function start(env: Record<string, string>, dataDir?: string, logger?: Logger): Promise<TestServer> {
  const server = await startTestServer({ SESSION_SECRET, ...env }, dataDir ?? (await tempDir()), { logger })
  servers.push(server)
  return server
}

async function signedIn(server: TestServer): Promise<Client> {
  const owner = new Client(server.url)
  await owner.login()
  return owner
}

async function editorOf(server: TestServer, owner: Client): Promise<Client> {
  const created = await owner.post('/api/admin/accounts', { username: 'backup-editor', displayName: 'Ana', role: 'editor' })
  expect(created.status, created.text).toBe(201)
  const editor = new Client(server.url)
  await firstSignIn(editor, 'backup-editor', (created.json as { temporaryPassword: string }).temporaryPassword)
  return editor
}

/**
 * A data folder whose backup waits until the test lets it go: its `session-secret` is a named pipe (the server reads
 * SESSION_SECRET instead), and copying it blocks until a writer opens the pipe. Opening it read-write never blocks and
 * lets the copy go on; the pipe is then removed, so later backups do not wait.
 */
async function heldDataFolder(): Promise<{ dataDir: string; release(): Promise<void> }> {
  const dataDir = await tempDir()
  const pipe = join(dataDir, 'session-secret')
  execFileSync('mkfifo', [pipe])
  let released = false
  const release = async () => {
    if (released) return
    released = true
    const handle = await open(pipe, 'r+')
    await handle.close()
    await rm(pipe, { force: true })
  }
  holds.push(release)
  return { dataDir, release }
}

describe('the server’s backups, in the admin', () => {
  it('say they are off, with 400 for "back up now", with BACKUP_EVERY=off', async () => {
    const server = await start({ BACKUP_EVERY: 'off' })
    const owner = await signedIn(server)
    const answer = await owner.get('/api/admin/backups')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ configured: false })
    const now = await owner.post('/api/admin/backups')
    expect(now.status).toBe(400)
    expect(now.json.error).toMatch(/Backups are off on this server \(BACKUP_EVERY=off\)/)
  })

  it('are the owner’s alone: 401 signed out, 403 for an editor', async () => {
    const server = await start({ BACKUP_DIR: join(await tempDir(), 'backups'), BACKUP_EVERY: '24h' })
    await server.backups!.idle()
    const owner = await signedIn(server)
    const editor = await editorOf(server, owner)
    expect((await new Client(server.url).get('/api/admin/backups')).status).toBe(401)
    expect((await new Client(server.url).post('/api/admin/backups')).status).toBe(401)
    for (const answer of [await editor.get('/api/admin/backups'), await editor.post('/api/admin/backups')]) {
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({ error: OWNER_ONLY })
    }
  })

  it('show the backup the server takes at start while it runs, refuse a second with 409, then take one on request that opens', async () => {
    const { dataDir, release } = await heldDataFolder()
    const backupDir = join(await tempDir(), 'backups')
    const server = await start({ BACKUP_DIR: backupDir, BACKUP_EVERY: '24h', BACKUP_KEEP: '5' }, dataDir)
    const owner = await signedIn(server)
    await owner.post('/api/blog/posts', postBody({ title: 'Backed up on request' }))

    const during = await owner.get('/api/admin/backups')
    expect(during.status).toBe(200)
    expect(BackupsSchema.parse(during.json)).toMatchObject({
      configured: true,
      folder: backupDir,
      everyMs: 24 * 60 * 60_000,
      keep: 5,
      status: { running: true, lastAt: null, lastError: null },
    })
    const refused = await owner.post('/api/admin/backups')
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({ error: 'A backup is being made right now; wait for it to finish.' })

    await release()
    await server.backups!.idle()
    const first = BackupsSchema.parse((await owner.get('/api/admin/backups')).json)
    if (!first.configured) throw new Error('configured above')
    expect(first.status).toMatchObject({ running: false, lastError: null, lastFolder: expect.any(String) })
    expect(Date.parse(first.status.nextAt!) - Date.parse(first.status.lastAt!)).toBe(24 * 60 * 60_000)

    const taken = await owner.post('/api/admin/backups')
    expect(taken.status, taken.text).toBe(201)
    const after = BackupsSchema.parse(taken.json)
    if (!after.configured) throw new Error('configured above')
    const folder = after.status.lastFolder!
    expect(folder).not.toBe(first.status.lastFolder)
    expect(after.status.lastBytes).toBeGreaterThan(0)
    expect((await readdir(backupDir)).sort()).toEqual([first.status.lastFolder, folder].sort())
    const copy = await openStore(join(backupDir, folder))
    try {
      expect(copy.data.posts.map((post) => post.title)).toContain('Backed up on request')
      expect(copy.data.users.length).toBeGreaterThan(0)
    } finally {
      await copy.close()
    }
  })

  it('show a failed backup in plain words and answer "back up now" with 503 while the folder cannot be written', async () => {
    const { logger, errors } = await capturedLogger()
    const parent = await tempDir()
    const backupDir = join(parent, 'backups')
    await writeFile(backupDir, 'a file where the folder should be')
    const server = await start({ BACKUP_DIR: backupDir, BACKUP_EVERY: '6h' }, undefined, logger)
    await server.backups!.idle()
    const owner = await signedIn(server)

    const shown = BackupsSchema.parse((await owner.get('/api/admin/backups')).json)
    expect(shown).toMatchObject({ configured: true, status: { lastAt: null, lastError: expect.stringContaining('is not a folder'), running: false } })
    const now = await owner.post('/api/admin/backups')
    expect(now.status).toBe(503)
    expect(now.json.error).toBe('BACKUP_DIR is not a folder: a file has its name, or the name of a folder above it. (EEXIST)')
    expect(errors()).toContainEqual(expect.stringContaining('[backup] the backup into'))

    await rm(backupDir)
    await mkdir(backupDir)
    expect((await owner.post('/api/admin/backups')).status).toBe(201)
    expect(BackupsSchema.parse((await owner.get('/api/admin/backups')).json)).toMatchObject({ status: { lastError: null, lastErrorAt: null } })
  })
})
