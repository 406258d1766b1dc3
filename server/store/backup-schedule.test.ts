import { mkdir, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Logger } from '../logging/logger.ts'
import { capturedLogger } from '../testing/captured-log.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { BackupBusyError, BackupFailedError, BackupScheduler, backupFolderName, backupFolderTime, folderBytes } from './backup-schedule.ts'
import { openStore } from './store.ts'

const tempDir = tempDirs('studio-backup-schedule-')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const schedulers: BackupScheduler[] = []
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.close()))
  vi.restoreAllMocks()
})

/** A data folder as a server leaves it: db.json and an uploads folder with a photo. */
async function dataFolder(): Promise<string> {
  const dir = await tempDir()
  const store = await openStore(dir)
  await store.close()
  await writeFile(join(dir, 'uploads', 'brows.webp'), 'image bytes')
  return dir
}

async function setUp(options: { keep?: number; everyMs?: number; folder?: string; clock?: ManualClock; logger?: Logger } = {}) {
  const dataDir = await dataFolder()
  const folder = options.folder ?? join(await tempDir(), 'backups')
  const clock = options.clock ?? new ManualClock()
  const scheduler = scheduled(dataDir, folder, clock, options)
  return { dataDir, folder, clock, scheduler }
}

function scheduled(
  dataDir: string,
  folder: string,
  clock: ManualClock,
  { keep = 14, everyMs = DAY, logger }: { keep?: number; everyMs?: number; logger?: Logger } = {},
) {
  const scheduler = new BackupScheduler({ dataDir, folder, everyMs, keep, clock, logger })
  schedulers.push(scheduler)
  return scheduler
}

/** The names in the backup folder, oldest first (the names sort by time when all carry milliseconds). */
async function names(folder: string): Promise<string[]> {
  return (await readdir(folder)).sort()
}

const iso = (time: number) => new Date(time).toISOString()

describe('backup folder names', () => {
  it('are the start time with - for :, and read back to the same time; other names are not ours', () => {
    const at = Date.parse('2025-03-01T03:04:05.678Z')
    expect(backupFolderName(new Date(at))).toBe('2025-03-01T03-04-05.678Z')
    expect(backupFolderTime('2025-03-01T03-04-05.678Z')).toBe(at)
    expect(backupFolderTime('2025-03-01T03-04-05Z')).toBe(Date.parse('2025-03-01T03:04:05Z')) // npm run backup's
    for (const foreign of ['holiday-photos', '2025-03-01', '2025-03-01T03-04-05.678Z.partial', '2025-13-45T99-00-00Z', 'x2025-03-01T03-04-05Z']) {
      expect(backupFolderTime(foreign), foreign).toBeUndefined()
    }
  })
})

describe('scheduled backups', () => {
  it('takes the first backup at start when there is none, then one per interval, each whole and measured', async () => {
    const { folder, clock, scheduler } = await setUp()
    const start = clock.now()
    await scheduler.start()
    expect(scheduler.status().running).toBe(true)
    await scheduler.idle()

    const first = backupFolderName(new Date(start))
    expect(await names(folder)).toEqual([first])
    expect(await readdir(join(folder, first))).toEqual(expect.arrayContaining(['db.json', 'uploads']))
    expect(scheduler.status()).toEqual({
      lastAt: iso(start),
      lastBytes: await folderBytes(join(folder, first)),
      lastFolder: first,
      lastError: null,
      lastErrorAt: null,
      running: false,
      nextAt: iso(start + DAY),
    })
    expect(scheduler.status().lastBytes).toBeGreaterThan('image bytes'.length)

    clock.advance(DAY - MINUTE)
    expect(scheduler.status().running).toBe(false)
    expect(await names(folder)).toEqual([first])
    clock.advance(MINUTE)
    await scheduler.idle()
    clock.advance(DAY)
    await scheduler.idle()
    expect(await names(folder)).toEqual([first, backupFolderName(new Date(start + DAY)), backupFolderName(new Date(start + 2 * DAY))])
    expect(scheduler.status().nextAt).toBe(iso(start + 3 * DAY))
  })

  it('takes none at a restart while the newest backup is younger than the interval, and keeps its rhythm', async () => {
    const { dataDir, folder, clock, scheduler } = await setUp()
    const start = clock.now()
    await scheduler.start()
    await scheduler.idle()
    await scheduler.close()

    clock.advance(6 * HOUR)
    const restarted = scheduled(dataDir, folder, clock)
    await restarted.start()
    expect(restarted.status()).toMatchObject({ running: false, lastAt: iso(start), lastFolder: backupFolderName(new Date(start)), nextAt: iso(start + DAY) })
    expect(restarted.status().lastBytes).toBeGreaterThan(0)

    clock.advance(18 * HOUR - 1)
    expect(await names(folder)).toHaveLength(1)
    clock.advance(1)
    await restarted.idle()
    expect(await names(folder)).toEqual([backupFolderName(new Date(start)), backupFolderName(new Date(start + DAY))])
  })

  it('takes one at a restart when the newest backup is older than the interval', async () => {
    const { dataDir, folder, clock, scheduler } = await setUp()
    await scheduler.start()
    await scheduler.idle()
    await scheduler.close()

    clock.advance(DAY + HOUR)
    const restarted = scheduled(dataDir, folder, clock)
    await restarted.start()
    expect(restarted.status().running).toBe(true)
    await restarted.idle()
    expect(await names(folder)).toHaveLength(2)
    expect(restarted.status().lastAt).toBe(iso(clock.now()))
  })

  it('keeps exactly BACKUP_KEEP of its own backups and never deletes anything it did not name', async () => {
    const folder = join(await tempDir(), 'backups')
    const elsewhere = await tempDir()
    await mkdir(join(folder, 'holiday-photos'), { recursive: true })
    await writeFile(join(folder, 'holiday-photos', 'beach.jpg'), 'photo')
    await writeFile(join(folder, '2020-01-01T00-00-00.000Z'), 'a file named like a backup')
    await writeFile(join(folder, 'notes.txt'), 'keep me')
    await mkdir(join(folder, '2020-01-02T00-00-00Z')) // npm run backup's, older than all: rotated with the others
    await writeFile(join(elsewhere, 'precious.txt'), 'not a backup')
    await symlink(elsewhere, join(folder, '2019-01-01T00-00-00.000Z')) // a link named like ours: never followed
    const { clock, scheduler } = await setUp({ folder, keep: 3, everyMs: 6 * HOUR })
    const start = clock.now()

    await scheduler.start()
    await scheduler.idle()
    for (let run = 1; run < 5; run += 1) {
      clock.advance(6 * HOUR)
      await scheduler.idle()
    }

    const ours = [2, 3, 4].map((run) => backupFolderName(new Date(start + run * 6 * HOUR)))
    expect(await names(folder)).toEqual(['2019-01-01T00-00-00.000Z', '2020-01-01T00-00-00.000Z', ...ours, 'holiday-photos', 'notes.txt'])
    expect(await readdir(elsewhere)).toEqual(['precious.txt'])
    expect(await readdir(join(folder, 'holiday-photos'))).toEqual(['beach.jpg'])
  })

  it('never makes two at once: "back up now" meanwhile is refused, and a scheduled time meanwhile is skipped', async () => {
    const { folder, clock, scheduler } = await setUp()
    const start = clock.now()
    await scheduler.start()
    await expect(scheduler.backupNow()).rejects.toThrow(BackupBusyError)
    await scheduler.idle()

    clock.advance(DAY - HOUR)
    const now = scheduler.backupNow() // still running when its scheduled time comes, an hour later
    clock.advance(HOUR)
    await expect(scheduler.backupNow()).rejects.toThrow(BackupBusyError)
    await now
    await scheduler.idle()

    expect(await names(folder)).toEqual([backupFolderName(new Date(start)), backupFolderName(new Date(start + DAY - HOUR))])
    // The next comes an interval after the one that was made.
    expect(scheduler.status()).toMatchObject({ running: false, nextAt: iso(start + 2 * DAY - HOUR) })
    expect(clock.waiting).toBe(1)
  })

  it('logs a failed backup and shows why, tries again an interval later, and the next one succeeds', async () => {
    const { logger, errors } = await capturedLogger()
    const parent = await tempDir()
    const folder = join(parent, 'backups')
    await writeFile(folder, 'a file where the backup folder should be')
    const { clock, scheduler } = await setUp({ folder, logger })
    const start = clock.now()

    await scheduler.start()
    await scheduler.idle()
    expect(scheduler.status()).toEqual({
      lastAt: null,
      lastBytes: null,
      lastFolder: null,
      lastError: 'BACKUP_DIR is not a folder: a file has its name, or the name of a folder above it. (EEXIST)',
      lastErrorAt: iso(start),
      running: false,
      nextAt: iso(start + DAY),
    })
    expect(errors()[0]).toContain(`[backup] the backup into ${folder}`)
    expect(errors()[0]).toContain('is not a folder')
    await expect(scheduler.backupNow()).rejects.toThrow(BackupFailedError)
    expect(scheduler.status().nextAt).toBe(iso(start + DAY)) // a failed "back up now" leaves the schedule alone

    await rm(folder)
    clock.advance(DAY)
    await scheduler.idle()
    expect(scheduler.status()).toMatchObject({ lastAt: iso(start + DAY), lastError: null, lastErrorAt: null, nextAt: iso(start + 2 * DAY) })
    expect(await names(folder)).toEqual([backupFolderName(new Date(start + DAY))])
  })

  it('keeps the last good backup in the status when a later one fails, and leaves no unfinished copy', async () => {
    const { dataDir, folder, clock, scheduler } = await setUp()
    const start = clock.now()
    await scheduler.start()
    await scheduler.idle()
    await rm(join(dataDir, 'db.json')) // the data folder lost its database: nothing can be backed up

    clock.advance(DAY)
    await scheduler.idle()
    expect(scheduler.status()).toMatchObject({
      lastAt: iso(start),
      lastFolder: backupFolderName(new Date(start)),
      lastError: 'There is no db.json in DATA_DIR: is DATA_DIR right?', // named, never the path (/api/health shows it)
      lastErrorAt: iso(start + DAY),
    })
    expect(await names(folder)).toEqual([backupFolderName(new Date(start))])
  })

  it('removes an unfinished backup a stop left behind, and does not count it as the last one', async () => {
    const folder = join(await tempDir(), 'backups')
    const clock = new ManualClock()
    const cutOff = `${backupFolderName(new Date(clock.now() - HOUR))}.partial`
    await mkdir(join(folder, cutOff), { recursive: true })
    await writeFile(join(folder, cutOff, 'db.json'), '{"ver')
    const { scheduler } = await setUp({ folder, clock })

    await scheduler.start()
    expect(scheduler.status().running).toBe(true) // the cut-off one did not count: none is recent
    await scheduler.idle()
    expect(await names(folder)).toEqual([backupFolderName(new Date(clock.now()))])
  })

  it('stops: close() waits for the backup being made and arms nothing after it', async () => {
    const { folder, clock, scheduler } = await setUp()
    await scheduler.start()
    expect(scheduler.status().running).toBe(true)
    await scheduler.close()

    expect(scheduler.status()).toMatchObject({ running: false, nextAt: null, lastFolder: backupFolderName(new Date(clock.now())) })
    expect((await stat(join(folder, backupFolderName(new Date(clock.now()))))).isDirectory()).toBe(true)
    expect(clock.waiting).toBe(0)
    await expect(scheduler.backupNow()).rejects.toThrow(/stopping/)
  })
})
