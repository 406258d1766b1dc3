import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HealthSchema } from '#shared/schema/health.ts'
import { FailingDisk } from '../store/failing-disk.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, ROOT, type TestServer, startTestServer } from '../testing/test-server.ts'

const tempDir = tempDirs('studio-health-')
const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.destroy()))
  vi.restoreAllMocks()
})

async function start(env: Record<string, string> = {}, disk?: FailingDisk): Promise<TestServer> {
  const server = await startTestServer(env, undefined, disk ? { openJournal: disk.open } : {})
  servers.push(server)
  return server
}

const category = (name: string) => ({ name, slug: name.toLowerCase().replaceAll(' ', '-'), description: '' })

describe('GET /api/health', () => {
  it('answers 200 with the service, version, uptime, a writable store and no backups, never to be cached', async () => {
    const server = await start()
    const answer = await new Client(server.url).get('/api/health')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const health = HealthSchema.parse(answer.json)
    const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    expect(health).toEqual({
      ok: true,
      service: 'belleza-studio',
      version,
      uptimeSeconds: expect.any(Number),
      store: { writable: true },
      backup: null,
    })
  })

  it('answers 503 once the disk refused a write, and 200 again after the next write the disk takes', async () => {
    const disk = new FailingDisk()
    const server = await start({}, disk)
    const admin = new Client(server.url)
    await admin.login()
    const monitor = new Client(server.url)

    disk.failWrites = true
    expect((await admin.post('/api/blog/categories', category('Lost Category'))).status).toBe(503)
    const failing = await monitor.get('/api/health')
    expect(failing.status).toBe(503)
    expect(failing.headers.get('cache-control')).toBe('no-store')
    const health = HealthSchema.parse(failing.json)
    expect(health.ok).toBe(false)
    // Why is for staff; a monitor (or anyone) learns only that the store cannot write.
    expect(health.store).toEqual({ writable: false })
    const told = HealthSchema.parse((await admin.get('/api/health')).json)
    expect(told.store.problem).toMatch(/^The disk refused a write \(EIO\) at \d{4}-\d\d-\d\dT[\d:.]+Z\. Every change is refused/)
    expect(told.store.problem).not.toContain(server.dataDir) // the server's paths stay private
    // Reads go on meanwhile.
    expect((await monitor.get('/api/blog/categories')).status).toBe(200)

    // Decision 006: no timer probes the disk; the next write does, and its success ends the failing state.
    disk.heal()
    expect((await monitor.get('/api/health')).status).toBe(503)
    expect((await admin.post('/api/blog/categories', category('Saved Category'))).status).toBe(201)
    const recovered = await monitor.get('/api/health')
    expect(recovered.status).toBe(200)
    expect(HealthSchema.parse(recovered.json).store).toEqual({ writable: true })
  })

  it('reports the scheduled backups to staff when the server makes them', async () => {
    const server = await start({ BACKUP_DIR: await tempDir(), BACKUP_EVERY: '24h' })
    const staff = new Client(server.url)
    await staff.login()
    const answer = await staff.get('/api/health')
    expect(answer.status).toBe(200)
    // What the scheduler says is its own to test (server/store/backup-schedule.ts); health passes it on, and the parse
    // checks its shape (BackupStatusSchema).
    expect(HealthSchema.parse(answer.json).backup).toMatchObject({ running: expect.any(Boolean), lastError: null, nextAt: expect.any(String) })
  })

  it('tells anyone without a staff session that a backup failed, never why nor when the next is due', async () => {
    const backupDir = join(await tempDir(), 'backups')
    await writeFile(backupDir, 'a file where the folder should be')
    const server = await start({ BACKUP_DIR: backupDir, BACKUP_EVERY: '6h' })
    await server.backups!.idle()

    const anonymous = await new Client(server.url).get('/api/health')
    expect(anonymous.status).toBe(200)
    expect(HealthSchema.parse(anonymous.json).backup).toEqual({ failing: true })
    expect(anonymous.text).not.toMatch(/BACKUP_DIR|EEXIST|folder|nextAt|lastErrorAt/)

    const staff = new Client(server.url)
    await staff.login()
    const told = HealthSchema.parse((await staff.get('/api/health')).json)
    expect(told.backup).toMatchObject({ lastError: expect.stringContaining('BACKUP_DIR is not a folder'), nextAt: expect.any(String) })
  })
})
