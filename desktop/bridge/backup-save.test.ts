import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, Client, type TestServer, firstSignIn, startTestServer } from '../../server/testing/test-server.ts'
import { BackupsSchema } from '#shared/schema/backups.ts'
import { createCookieJarFetch } from '../core/cookie-jar-fetch.ts'
import { createDesktopCore, type DesktopCore } from '../core/desktop-core.ts'
import { createBridgeHandlers, type DesktopHost } from './dispatch.ts'

// Settings › Backups on desktop: "Save as..." asks where (the native save dialog, a stand-in here: Electron does not
// run in tests), then the core downloads the archive there through the owner's session.

let server: TestServer
let folder: string
const cores: DesktopCore[] = []
let backupName: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studio-backup-save-'))
  server = await startTestServer({ BACKUP_DIR: join(folder, 'backups'), BACKUP_EVERY: '24h' })
  await server.backups!.idle()
  const owner = new Client(server.url)
  await owner.login()
  const backups = BackupsSchema.parse((await owner.get('/api/admin/backups')).json)
  if (!backups.configured) throw new Error('backups are off')
  backupName = backups.list[0]!.name
})
afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()))
  await server.destroy()
  await rm(folder, { recursive: true, force: true })
})

/** The bridge of a desktop app signed in as `account`, whose save dialog answers `chosen`. */
async function bridgeAs(account: { username: string; password: string }, chosen: () => string | null) {
  const dataDir = await mkdtemp(join(folder, 'app-'))
  const core = await createDesktopCore({ dataDir, fetch: await createCookieJarFetch(join(dataDir, 'cookies.json')) })
  cores.push(core)
  await core.connect(server.url)
  await core.api.login(account)
  const suggested: string[] = []
  const host: DesktopHost = {
    openExternal: async () => {},
    chooseImageFile: async () => null,
    chooseSaveFile: async (name) => {
      suggested.push(name)
      return chosen()
    },
    findInPage: () => {},
    stopFindInPage: () => {},
  }
  return { handlers: createBridgeHandlers(core, host), suggested }
}

describe('saving a backup from the desktop app', () => {
  it('asks where with the archive’s name, then writes the whole .tar.gz there', async () => {
    const target = join(await mkdtemp(join(folder, 'saved-')), 'my-backup.tar.gz')
    const { handlers, suggested } = await bridgeAs(ADMIN, () => target)
    const answer = await handlers.saveBackupArchive([backupName])
    expect(answer).toEqual({ ok: true, value: target })
    expect(suggested).toEqual([`belleza-backup-${backupName}.tar.gz`])
    const bytes = await readFile(target)
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b])
    expect(bytes.length).toBeGreaterThan(1000)
    expect(await readdir(join(target, '..'))).toEqual(['my-backup.tar.gz'])
  })

  it('writes nothing when the dialog is cancelled', async () => {
    const { handlers } = await bridgeAs(ADMIN, () => null)
    expect(await handlers.saveBackupArchive([backupName])).toEqual({ ok: true, value: null })
  })

  it('passes on the server’s refusal and leaves no partial file: an editor gets 403', async () => {
    const owner = new Client(server.url)
    await owner.login()
    const created = await owner.post('/api/admin/accounts', { username: 'desk-editor', displayName: 'Ana', role: 'editor' })
    expect(created.status, created.text).toBe(201)
    const target = join(await mkdtemp(join(folder, 'refused-')), 'backup.tar.gz')
    const password = await firstSignIn(new Client(server.url), 'desk-editor', (created.json as { temporaryPassword: string }).temporaryPassword)
    const { handlers } = await bridgeAs({ username: 'desk-editor', password }, () => target)
    const answer = await handlers.saveBackupArchive([backupName])
    expect(answer).toMatchObject({ ok: false, error: { status: 403 } })
    expect(await readdir(join(target, '..'))).toEqual([])
  })

  it('refuses a name that is not a backup’s before asking anything', async () => {
    const { handlers, suggested } = await bridgeAs(ADMIN, () => join(folder, 'never.tar.gz'))
    expect(await handlers.saveBackupArchive(['../../etc/passwd'])).toMatchObject({ ok: false, error: { status: 400 } })
    expect(suggested).toEqual([])
  })
})
