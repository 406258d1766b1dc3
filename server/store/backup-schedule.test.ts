import { mkdir, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Logger } from '../logging/logger.ts'
import { type LoggedLine, capturedLogger } from '../testing/captured-log.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { loadConfig } from '../config.ts'
import {
  BackupBusyError,
  BackupFailedError,
  BackupScheduler,
  backupFolderName,
  backupFolderTime,
  createBackupScheduler,
  folderBytes,
  writeBackupRecord,
} from './backup-schedule.ts'
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

async function setUp(options: { keep?: number; everyMs?: number; folder?: string; dataDir?: string; clock?: ManualClock; logger?: Logger } = {}) {
  const dataDir = options.dataDir ?? (await dataFolder())
  const folder = options.folder ?? join(await tempDir(), 'backups')
  const clock = options.clock ?? new ManualClock()
  const scheduler = scheduled(dataDir, folder, clock, options)
  return { dataDir, folder, clock, scheduler }
}

function scheduled(
  dataDir: string,
  folder: string,
  clock: ManualClock,
  { keep = 14, everyMs = DAY, logger, formerFolder }: { keep?: number; everyMs?: number; logger?: Logger; formerFolder?: string } = {},
) {
  const scheduler = new BackupScheduler({ dataDir, folder, formerFolder, everyMs, keep, clock, logger })
  schedulers.push(scheduler)
  return scheduler
}

/** The names in the backup folder, oldest first (the names sort by time when all carry milliseconds). */
async function names(folder: string): Promise<string[]> {
  return (await readdir(folder)).sort()
}

const iso = (time: number) => new Date(time).toISOString()

/** Info and warning lines, `[backup]` ones only. */
const told = (lines: () => LoggedLine[], level: 'info' | 'warn') =>
  lines()
    .filter((line) => line.level === (level === 'info' ? 30 : 40) && line.msg.startsWith('[backup]'))
    .map((line) => line.msg)

/** A backup as `npm run backup` of `dataDir` leaves it: a named folder with its record. */
async function handMade(folder: string, name: string, dataDir: string): Promise<void> {
  await mkdir(join(folder, name), { recursive: true })
  await writeBackupRecord(join(folder, name), 'manual', dataDir)
}

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
    const dataDir = await dataFolder()
    await mkdir(join(folder, 'holiday-photos'), { recursive: true })
    await writeFile(join(folder, 'holiday-photos', 'beach.jpg'), 'photo')
    await writeFile(join(folder, '2020-01-01T00-00-00.000Z'), 'a file named like a backup')
    await writeFile(join(folder, 'notes.txt'), 'keep me')
    await handMade(folder, '2020-01-02T00-00-00Z', dataDir) // npm run backup's, older than all: rotated with the others
    await mkdir(join(folder, '2020-01-03T00-00-00Z')) // copied in by hand, naming no data folder: never deleted
    await handMade(folder, '2020-01-04T00-00-00Z', await tempDir()) // another data folder's: never deleted
    await writeFile(join(elsewhere, 'precious.txt'), 'not a backup')
    await symlink(elsewhere, join(folder, '2019-01-01T00-00-00.000Z')) // a link named like ours: never followed
    const { clock, scheduler } = await setUp({ folder, dataDir, keep: 3, everyMs: 6 * HOUR })
    const start = clock.now()

    await scheduler.start()
    await scheduler.idle()
    for (let run = 1; run < 5; run += 1) {
      clock.advance(6 * HOUR)
      await scheduler.idle()
    }

    const ours = [2, 3, 4].map((run) => backupFolderName(new Date(start + run * 6 * HOUR)))
    expect(await names(folder)).toEqual([
      '2019-01-01T00-00-00.000Z',
      '2020-01-01T00-00-00.000Z',
      '2020-01-03T00-00-00Z',
      '2020-01-04T00-00-00Z',
      ...ours,
      'holiday-photos',
      'notes.txt',
    ])
    expect(await readdir(elsewhere)).toEqual(['precious.txt'])
    expect(await readdir(join(folder, 'holiday-photos'))).toEqual(['beach.jpg'])
  })

  it('shares a folder with another data folder’s server without deleting any of its backups', async () => {
    const folder = join(await tempDir(), 'backups')
    const clock = new ManualClock()
    const start = clock.now()
    const rosa = await setUp({ folder, clock, keep: 2, everyMs: 6 * HOUR })
    await rosa.scheduler.start()
    await rosa.scheduler.idle()
    clock.advance(HOUR)
    const lima = await setUp({ folder, clock, keep: 2, everyMs: 6 * HOUR })
    await lima.scheduler.start() // rosa's backup is not lima's: lima takes its first at once
    await lima.scheduler.idle()
    for (let run = 1; run < 4; run += 1) {
      clock.advance(6 * HOUR)
      await rosa.scheduler.idle()
      await lima.scheduler.idle()
    }

    const at = (hours: number) => backupFolderName(new Date(start + hours * HOUR))
    expect(await names(folder)).toEqual([at(12), at(13), at(18), at(19)])
    const listed = await rosa.scheduler.list()
    expect(listed.map((entry) => entry.name)).toEqual([at(19), at(18), at(13), at(12)]) // lists both, deletes only its own
  })

  it('logs every backup it deletes, with how many it keeps and why that one went', async () => {
    const { logger, lines } = await capturedLogger()
    const { folder, clock, scheduler } = await setUp({ keep: 2, everyMs: 6 * HOUR, logger })
    const start = clock.now()
    await scheduler.start()
    await scheduler.idle()
    for (let run = 1; run < 4; run += 1) {
      clock.advance(6 * HOUR)
      await scheduler.idle()
    }

    const deleted = told(lines, 'info').filter((line) => line.startsWith('[backup] deleted'))
    expect(deleted).toEqual(
      [0, 6].map((hours) => {
        const name = backupFolderName(new Date(start + hours * HOUR))
        const oldestKept = iso(start + (hours + 6) * HOUR) // the two newest are the next two
        return `[backup] deleted the old backup ${join(folder, name)} (${iso(start + hours * HOUR)}): this data folder's newest 2 are kept (BACKUP_KEEP), the oldest of them from ${oldestKept}, and this one is older`
      }),
    )
  })

  it('warns when the backup folder is gone at the next backup, and makes it again', async () => {
    const { logger, lines } = await capturedLogger()
    const { folder, clock, scheduler } = await setUp({ logger })
    const start = clock.now()
    await scheduler.start()
    await scheduler.idle()
    expect(told(lines, 'info')).toContain(`[backup] made the backup folder ${folder}`)
    expect(told(lines, 'warn')).toEqual([])

    await rm(folder, { recursive: true })
    clock.advance(DAY)
    await scheduler.idle()
    expect(told(lines, 'warn')).toEqual([
      expect.stringContaining(`[backup] the backup folder ${folder} was gone, with the 1 backup(s) of this data folder it held at ${iso(start)}`),
    ])
    expect(await names(folder)).toEqual([backupFolderName(new Date(start + DAY))])
  })

  it('warns when one of its backups is gone and it did not delete it', async () => {
    const { logger, lines } = await capturedLogger()
    const { folder, clock, scheduler } = await setUp({ logger })
    const start = clock.now()
    await scheduler.start()
    await scheduler.idle()
    const first = backupFolderName(new Date(start))
    await rm(join(folder, first), { recursive: true })

    clock.advance(DAY)
    await scheduler.idle()
    expect(told(lines, 'warn')).toEqual([`[backup] the backup ${join(folder, first)} is gone, and this server did not delete it: something else did`])
  })

  it('tells at start of the backups it will never count nor delete, and of those left in the former default folder', async () => {
    const { logger, lines } = await capturedLogger()
    const parent = await tempDir()
    const folder = join(parent, 'data-backups')
    const former = join(parent, 'backups')
    await mkdir(join(former, '2024-12-31T03-00-00.000Z'), { recursive: true })
    await mkdir(join(folder, '2025-01-01T03-00-00.000Z'), { recursive: true })
    await handMade(folder, '2025-01-02T03-00-00.000Z', await tempDir())
    const scheduler = scheduled(await dataFolder(), folder, new ManualClock(), { logger, formerFolder: former })
    await scheduler.start()
    await scheduler.idle()

    expect(told(lines, 'info')).toEqual(
      expect.arrayContaining([
        `[backup] ${folder} also holds 1 of another data folder and 1 naming no data folder (made before this version, or copied in): listed and restorable, but never counted towards BACKUP_KEEP nor deleted by this server`,
        `[backup] ${former} holds 1 backup(s) from the former default folder, shared by every data folder beside it; this server now backs up into ${folder} and leaves those alone (delete them once you no longer need them)`,
      ]),
    )
    expect(await readdir(former)).toEqual(['2024-12-31T03-00-00.000Z'])
  })

  it('looks for the former default folder only when BACKUP_DIR is not set', () => {
    const config = (env: Record<string, string>) => createBackupScheduler(loadConfig({ BACKUP_EVERY: '24h', ...env }))!
    expect(config({ DATA_DIR: '/srv/studio/data' })).toMatchObject({ folder: '/srv/studio/data-backups', formerFolder: '/srv/studio/backups' })
    expect(config({ DATA_DIR: '/srv/studio/data', BACKUP_DIR: '/srv/studio/backups' }).formerFolder).toBeUndefined()
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
