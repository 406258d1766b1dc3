import { lstat, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { z } from 'zod'
import { backupFolderOf } from '#shared/schema/backup-config.ts'
import { type BackupEntry, type BackupKind, BackupKindSchema, durationText } from '#shared/schema/backups.ts'
import type { Config } from '#shared/schema/config.ts'
import type { BackupStatus } from '#shared/schema/health.ts'
import { backupDataDir } from './backup.ts'
import { DueTimer } from './due-timer.ts'
import { StoreError } from './store.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'

/**
 * A backup folder's name: its start time in ISO 8601 with `-` for `:` (which Windows and some USB disks refuse),
 * e.g. `2025-01-05T03-00-00.000Z`. `npm run backup`'s names without the milliseconds match too.
 */
const FOLDER_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(\.\d{3})?Z$/
/** A backup being made is written under this suffix and renamed when whole, so a cut-off one never counts. */
const UNFINISHED = '.partial'

/** setTimeout's longest wait; a longer one is armed again when it fires (DueTimer). */
const MAX_TIMER_MS = 2 ** 31 - 1

export function backupFolderName(at: Date): string {
  return at.toISOString().replaceAll(':', '-')
}

/** The time a backup folder's name gives, or undefined for a folder that is not one of ours. */
export function backupFolderTime(name: string): number | undefined {
  const match = FOLDER_NAME.exec(name)
  if (!match) return undefined
  const [, day, hours, minutes, seconds, fraction = ''] = match
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}${fraction}Z`)
  return Number.isNaN(time) ? undefined : time
}

/** The scheduler's time: the real one in production; tests pass one they move forward themselves. */
export interface BackupClock {
  now(): number
  /** Calls `run` once, `ms` from now; answers a function that cancels it. */
  later(run: () => void, ms: number): () => void
}

export const realClock: BackupClock = {
  now: () => Date.now(),
  later(run, ms) {
    const timer = setTimeout(run, Math.min(Math.max(0, ms), MAX_TIMER_MS))
    timer.unref() // a waiting backup never keeps the process alive
    return () => clearTimeout(timer)
  },
}

export interface BackupSchedulerOptions {
  dataDir: string
  /** BACKUP_DIR. */
  folder: string
  /** The default folder of earlier versions (`backups` beside the data folder), told of at start when it holds backups; never touched. */
  formerFolder?: string | undefined
  everyMs: number
  keep: number
  clock?: BackupClock
  /** How long `close()` waits for a backup being made before it lets the server stop anyway. */
  closeGraceMs?: number
  /** Where each backup, deletion and failure is told; nowhere by default. */
  logger?: Logger
}

/** "Back up now" while one is being made (the route answers 409). */
export class BackupBusyError extends Error {
  override name = 'BackupBusyError'
}

/** A backup that failed; its message is the plain-words reason the status shows too. */
export class BackupFailedError extends Error {
  override name = 'BackupFailedError'
}

interface Finished {
  at: number
  folder: string
  bytes: number | null
}

type Trigger = 'schedule' | 'now' | 'before-restore'

const KIND_OF: Record<Trigger, BackupKind> = { schedule: 'scheduled', now: 'manual', 'before-restore': 'before-restore' }

/**
 * Each backup's record, in this file inside it: how it came to be, and the data folder it is a copy of (an absolute
 * path). Only a backup whose record names this server's data folder is ever deleted by it (two servers
 * sharing a folder deleted each other's). One from before that, or copied in by hand, names none. A restore never takes
 * the file into the data folder, and a download leaves it out.
 */
export const BACKUP_KIND_FILE = 'backup.json'

const BackupRecordSchema = z.object({ kind: BackupKindSchema.catch('manual'), dataDir: z.string().optional().catch(undefined) })
type BackupRecord = z.infer<typeof BackupRecordSchema>

/** Writes a backup's record into its folder: the scheduler's, and `npm run backup`'s (kind `manual`). */
export async function writeBackupRecord(folder: string, kind: BackupKind, dataDir: string): Promise<void> {
  const record: BackupRecord = { kind, dataDir: resolve(dataDir) }
  await writeFile(join(folder, BACKUP_KIND_FILE), `${JSON.stringify(record)}\n`)
}

/** Whose copy a backup is: this data folder's, another's, or nobody knows (no record, or one without `dataDir`). */
type Origin = 'ours' | 'another' | 'unnamed'

interface FoundBackup {
  at: number
  folder: string
  origin: Origin
}

/** The scheduler for this configuration (daily into `<data>-backups` beside the data folder by default), or none with BACKUP_EVERY=off. */
export function createBackupScheduler(config: Config, clock?: BackupClock, logger?: Logger): BackupScheduler | undefined {
  if (config.BACKUP_EVERY === undefined) return undefined
  return new BackupScheduler({
    dataDir: config.DATA_DIR,
    folder: backupFolderOf(config),
    formerFolder: config.BACKUP_DIR === undefined ? join(dirname(resolve(config.DATA_DIR)), 'backups') : undefined,
    everyMs: config.BACKUP_EVERY,
    keep: config.BACKUP_KEEP,
    clock,
    logger,
  })
}

/**
 * The server's own backups: every `everyMs`, `backupDataDir` (the code of `npm run backup`) copies the data
 * folder into `folder/<time>`; of the backups whose record names this data folder, the newest `keep` are kept and older
 * ones deleted, each deletion logged with its reason. Nothing else is ever touched: another data folder's backups, ones
 * naming none, and anything not named like a backup.
 *
 * - The rhythm is read from disk: the next backup is due an interval after the newest folder that is not another data
 *   folder's, so a restart neither resets it nor takes one at every start; with none, the first is taken at start.
 * - A backup folder, or one of this data folder's backups, that is gone when the next backup comes is logged as a
 *   warning: this server never deletes either, so something else did.
 * - One at a time: a scheduled time that comes while a backup is being made is skipped (the running one counts, the
 *   next is an interval after it); "back up now" meanwhile is refused (BackupBusyError).
 * - A failure is logged and kept in `status()` (in memory: a failed run leaves the newest folder an interval old, so
 *   the next start tries at once and finds it again); the next try comes an interval later.
 */
export class BackupScheduler {
  readonly dataDir: string
  readonly folder: string
  readonly everyMs: number
  readonly keep: number
  readonly formerFolder: string | undefined
  /** Also a restore's, which runs in the backups' slot. */
  readonly logger: Logger
  readonly #clock: BackupClock
  readonly #closeGraceMs: number
  #last: Finished | undefined
  #failure: { at: number; message: string } | undefined
  #running: Promise<unknown> | undefined
  readonly #timer: DueTimer
  #closed = false
  /** Records and sizes of finished backups, by name: a finished folder never changes. */
  readonly #records = new Map<string, BackupRecord>()
  readonly #sizes = new Map<string, number | null>()
  /** This data folder's backups at the last look, to tell one that something else deleted. */
  #ours = new Set<string>()
  /** When the backup folder was last seen there; undefined while it has never been. */
  #folderSeenAt: number | undefined

  constructor({ dataDir, folder, formerFolder, everyMs, keep, clock = realClock, closeGraceMs = 30_000, logger = silentLogger }: BackupSchedulerOptions) {
    this.logger = logger
    this.dataDir = resolve(dataDir)
    this.folder = resolve(folder)
    this.formerFolder = formerFolder === undefined || resolve(formerFolder) === this.folder ? undefined : resolve(formerFolder)
    this.everyMs = everyMs
    this.keep = keep
    this.#clock = clock
    this.#closeGraceMs = closeGraceMs
    this.#timer = new DueTimer(clock, () => this.#onDue())
  }

  /** Reads the newest backup on disk and arms the schedule; a backup already due starts now, in the background. */
  async start(): Promise<void> {
    // An unreadable folder lists nothing: the backup says why.
    const found = await this.#listFolders().catch(() => ({ exists: false, finished: [], unfinished: [] }))
    if (found.exists) this.#folderSeenAt = this.#clock.now()
    for (const path of found.unfinished) {
      if (await this.#remove(path, 'an unfinished backup')) this.logger.info(`[backup] deleted ${path}: an unfinished backup a stop or a crash cut off`)
    }
    const backups = await this.#withOrigins(found.finished)
    this.#ours = new Set(backups.filter(({ origin }) => origin === 'ours').map(({ folder }) => folder))
    const newest = backups.find(({ origin }) => origin !== 'another')
    if (newest) this.#last = { at: newest.at, folder: newest.folder, bytes: await this.#sizeOf(newest.folder) }
    if (this.#closed) return
    const now = this.#clock.now()
    // A newest folder from the future (the clock was put back) counts as made now, not as years of no backups.
    const dueAt = newest ? Math.min(newest.at, now) + this.everyMs : now
    this.logger.info(
      `[backup] every ${durationText(this.everyMs)} into ${this.folder}${found.exists ? '' : ' (made at the first backup)'}, keeping the newest ${this.keep} of this data folder's; ` +
        (dueAt <= now ? 'taking one now.' : `the next at ${new Date(dueAt).toISOString()}.`),
    )
    this.#tellOthers(backups)
    await this.#tellFormerFolder()
    if (dueAt <= now) this.#begin('schedule')
    else this.#timer.set(dueAt)
  }

  get running(): boolean {
    return this.#running !== undefined
  }

  status(): BackupStatus {
    const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString())
    return {
      lastAt: iso(this.#last?.at),
      lastBytes: this.#last?.bytes ?? null,
      lastFolder: this.#last?.folder ?? null,
      lastError: this.#failure?.message ?? null,
      lastErrorAt: iso(this.#failure?.at),
      running: this.running,
      nextAt: this.#closed ? null : iso(this.#timer.at),
    }
  }

  /** Takes a backup at once and waits for it. Throws BackupBusyError while one is being made, BackupFailedError if it fails. */
  async backupNow(): Promise<BackupStatus> {
    if (this.#closed) throw new BackupBusyError('The server is stopping; no backup is started now.')
    if (this.#running) throw new BackupBusyError('A backup is being made right now; wait for it to finish.')
    const succeeded = (await this.#begin('now')) !== undefined
    if (!succeeded) throw new BackupFailedError(this.#failure?.message ?? 'The backup failed.')
    return this.status()
  }

  /**
   * Runs `work` in the backups' one slot (refused with BackupBusyError while a backup is being made, and no scheduled
   * one starts meanwhile), handing it `backUp`, which takes a backup of the kind `before-restore` and answers its name
   * (BackupFailedError when it fails). A restore runs here: no backup copies a data folder half replaced.
   */
  async exclusive<T>(work: (backUp: () => Promise<string>) => Promise<T>): Promise<T> {
    if (this.#closed) throw new BackupBusyError('The server is stopping; nothing is restored now.')
    if (this.#running) throw new BackupBusyError('A backup is being made right now; wait for it to finish.')
    let result: { value: T } | { error: unknown } | undefined
    const run = (async () => {
      try {
        const backUp = async () => {
          const name = await this.#take('before-restore')
          if (!name) throw new BackupFailedError(this.#failure?.message ?? 'The backup failed.')
          return name
        }
        result = { value: await work(backUp) }
      } catch (error) {
        result = { error }
      }
      return true
    })().finally(() => {
      this.#running = undefined
    })
    this.#running = run
    await run
    if (result && 'value' in result) return result.value
    throw (result as { error: unknown }).error
  }

  /** The finished backups in the folder, newest first, each with its size and how it came to be. */
  async list(): Promise<BackupEntry[]> {
    // A folder that cannot be read lists nothing; the failed backup's status says why.
    const { finished } = await this.#listFolders().catch(() => ({ finished: [] }))
    const entries: BackupEntry[] = []
    for (const { at, folder } of finished) {
      const { kind } = await this.#recordOf(folder)
      entries.push({ name: folder, at: new Date(at).toISOString(), bytes: await this.#sizeOf(folder), kind })
    }
    return entries
  }

  /** Resolves once no backup is being made (tests wait for the one a timer started). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  /** Stops the schedule; a backup being made gets `closeGraceMs` to finish (an unfinished one is removed at the next start). */
  async close(): Promise<void> {
    this.#closed = true
    this.#timer.stop()
    const running = this.#running
    if (!running) return
    let timer: NodeJS.Timeout | undefined
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.#closeGraceMs)
    })
    const outcome = await Promise.race([running, graceOver])
    clearTimeout(timer)
    if (outcome === 'late') {
      this.logger.error(`[backup] stopping while a backup into ${this.folder} is still being made; its unfinished copy is removed at the next start`)
    }
  }

  #onDue(): void {
    // Skipped while one is being made: when it ends, it arms the next an interval after itself.
    if (this.#running) return
    this.#begin('schedule')
  }

  #begin(trigger: Trigger): Promise<string | undefined> {
    const run = this.#take(trigger).finally(() => {
      this.#running = undefined
    })
    this.#running = run
    return run
  }

  /** One backup, never throwing: the outcome goes to the status and the log. Answers its name when it succeeded. */
  async #take(trigger: Trigger): Promise<string | undefined> {
    const startedAt = this.#clock.now()
    const name = backupFolderName(new Date(startedAt))
    const target = join(this.folder, name)
    const unfinished = target + UNFINISHED
    let succeeded = false
    try {
      this.#tellIfMade(await mkdir(this.folder, { recursive: true }))
      this.#folderSeenAt = startedAt
      const summary = await backupDataDir(this.dataDir, unfinished)
      await writeBackupRecord(unfinished, KIND_OF[trigger], this.dataDir)
      await rename(unfinished, target)
      const bytes = await folderBytes(target)
      this.#records.set(name, { kind: KIND_OF[trigger], dataDir: this.dataDir })
      this.#sizes.set(name, bytes)
      this.#ours.add(name)
      this.#last = { at: startedAt, folder: name, bytes }
      this.#failure = undefined
      succeeded = true
      this.logger.info(
        `[backup] ${trigger === 'now' ? 'backed up on request' : trigger === 'before-restore' ? 'backed up before a restore' : 'backed up'} into ${target}: ${(bytes / 1_000_000).toFixed(1)} MB, ` +
          `${summary.posts} posts, ${summary.inquiries} inquiries, ${summary.uploads} photos`,
      )
    } catch (error) {
      const message = describeBackupError(error, this.folder, this.dataDir)
      this.#failure = { at: startedAt, message }
      this.logger.error({ err: error }, `[backup] the backup into ${target} failed: ${message}`)
      await this.#remove(unfinished, 'the failed backup’s unfinished copy')
    }
    // Old backups go only once a new one is whole; not being able to list them spoils nothing that was made.
    if (succeeded)
      await this.#prune().catch((error: unknown) => this.logger.error({ err: error }, `[backup] could not look for old backups to delete in ${this.folder}`))
    // A success sets the rhythm; so does a failed scheduled one (tried again an interval later). A failed "back up
    // now" leaves the schedule as it was, unless its time came meanwhile and was skipped.
    if (!this.#closed && (succeeded || !this.#timer.armed)) this.#timer.set(startedAt + this.everyMs)
    return succeeded ? name : undefined
  }

  /**
   * Deletes this data folder's backups past the newest `keep`, logging each with why; the backups of another data
   * folder, ones naming none, and anything not named like a backup are never touched.
   */
  async #prune(): Promise<void> {
    const { finished } = await this.#listFolders()
    const backups = await this.#withOrigins(finished)
    const present = new Set(backups.map(({ folder }) => folder))
    for (const gone of [...this.#ours].filter((folder) => !present.has(folder))) {
      this.logger.warn(`[backup] the backup ${join(this.folder, gone)} is gone, and this server did not delete it: something else did`)
    }
    const ours = backups.filter(({ origin }) => origin === 'ours')
    const kept = ours.slice(0, this.keep)
    const oldestKept = kept.at(-1)
    this.#ours = new Set(ours.map(({ folder }) => folder))
    for (const { at, folder } of ours.slice(this.keep)) {
      const path = join(this.folder, folder)
      if (!(await this.#remove(path, 'an old backup'))) continue
      this.#ours.delete(folder)
      this.#records.delete(folder)
      this.#sizes.delete(folder)
      this.logger.info(
        `[backup] deleted the old backup ${path} (${new Date(at).toISOString()}): this data folder's newest ${this.keep} are kept (BACKUP_KEEP), ` +
          `the oldest of them from ${oldestKept ? new Date(oldestKept.at).toISOString() : 'now'}, and this one is older`,
      )
    }
  }

  /** The finished backups with whose copy each is, newest first. */
  async #withOrigins(finished: { at: number; folder: string }[]): Promise<FoundBackup[]> {
    const backups: FoundBackup[] = []
    for (const backup of finished) {
      const { dataDir } = await this.#recordOf(backup.folder)
      backups.push({ ...backup, origin: dataDir === undefined ? 'unnamed' : resolve(dataDir) === this.dataDir ? 'ours' : 'another' })
    }
    return backups
  }

  async #recordOf(folder: string): Promise<BackupRecord> {
    let record = this.#records.get(folder)
    if (!record) {
      record = await readRecord(join(this.folder, folder))
      // One naming no data folder is read again next time: `npm run backup` writes its record once the copy is whole.
      if (record.dataDir !== undefined) this.#records.set(folder, record)
    }
    return record
  }

  async #sizeOf(folder: string): Promise<number | null> {
    let bytes = this.#sizes.get(folder)
    if (bytes === undefined) {
      bytes = await folderBytes(join(this.folder, folder)).catch(() => null)
      this.#sizes.set(folder, bytes)
    }
    return bytes
  }

  /** At start: the backups in the folder that this server counts and deletes none of, and why. */
  #tellOthers(backups: FoundBackup[]): void {
    const another = backups.filter(({ origin }) => origin === 'another').length
    const unnamed = backups.filter(({ origin }) => origin === 'unnamed').length
    if (another + unnamed === 0) return
    const parts = [
      another > 0 ? `${another} of another data folder` : '',
      unnamed > 0 ? `${unnamed} naming no data folder (made before this version, or copied in)` : '',
    ]
    this.logger.info(
      `[backup] ${this.folder} also holds ${parts.filter(Boolean).join(' and ')}: listed and restorable, but never counted towards BACKUP_KEEP nor deleted by this server`,
    )
  }

  /** At start, without BACKUP_DIR: backups left in the former default folder, which every data folder beside it shared. */
  async #tellFormerFolder(): Promise<void> {
    if (this.formerFolder === undefined) return
    const entries = await readdir(this.formerFolder, { withFileTypes: true }).catch(() => [])
    const count = entries.filter((entry) => entry.isDirectory() && backupFolderTime(entry.name) !== undefined).length
    if (count === 0) return
    this.logger.info(
      `[backup] ${this.formerFolder} holds ${count} backup(s) from the former default folder, shared by every data folder beside it; ` +
        `this server now backs up into ${this.folder} and leaves those alone (delete them once you no longer need them)`,
    )
  }

  /** A backup folder mkdir had to make: new, or gone since it was last seen (this server never deletes it). */
  #tellIfMade(made: string | undefined): void {
    if (made === undefined) return
    if (this.#folderSeenAt === undefined) {
      this.logger.info(`[backup] made the backup folder ${this.folder}`)
      return
    }
    const lost = this.#ours.size
    this.logger.warn(
      `[backup] the backup folder ${this.folder} was gone, with the ${lost} backup(s) of this data folder it held at ${new Date(this.#folderSeenAt).toISOString()}; ` +
        'it is made again for this backup. This server never deletes the folder: something else deleted or moved it, or the disk it is on is not mounted (then this backup goes to the disk beneath).',
    )
    this.#ours.clear()
  }

  /** The finished backups in the folder, newest first, and the unfinished ones a stop or a crash left behind. */
  async #listFolders(): Promise<{ exists: boolean; finished: { at: number; folder: string }[]; unfinished: string[] }> {
    let exists = true
    const entries = await readdir(this.folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
      exists = false
      return []
    })
    const finished: { at: number; folder: string }[] = []
    const unfinished: string[] = []
    // Folders only: a symbolic link (isDirectory() is false for it) is never followed, so never deleted through.
    for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
      const at = backupFolderTime(entry.name)
      if (at !== undefined) finished.push({ at, folder: entry.name })
      else if (entry.name.endsWith(UNFINISHED) && backupFolderTime(entry.name.slice(0, -UNFINISHED.length)) !== undefined) {
        unfinished.push(join(this.folder, entry.name))
      }
    }
    finished.sort((a, b) => b.at - a.at)
    return { exists, finished, unfinished }
  }

  /** Deletes a folder; answers whether it did (a failure is logged). */
  async #remove(path: string, what: string): Promise<boolean> {
    try {
      await rm(path, { recursive: true, force: true })
      return true
    } catch (error) {
      this.logger.error({ err: error }, `[backup] could not delete ${what}, ${path}`)
      return false
    }
  }
}

/** A backup's BACKUP_KIND_FILE; one without (copied in by hand) was made by hand, from no data folder anyone knows. */
async function readRecord(folder: string): Promise<BackupRecord> {
  try {
    return BackupRecordSchema.parse(JSON.parse(await readFile(join(folder, BACKUP_KIND_FILE), 'utf8')))
  } catch {
    return { kind: 'manual', dataDir: undefined }
  }
}

/** Every file's bytes under `dir` (the copy's size on disk, as the admin shows it). Links are counted, not followed. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += await folderBytes(path)
    else total += (await lstat(path)).size
  }
  return total
}

/**
 * Why a backup failed, in words the owner can act on; the system's code stays at the end for whoever helps. The
 * folders are named by their variables (BACKUP_DIR, DATA_DIR), never by their paths: `/api/health` shows this to anyone.
 */
export function describeBackupError(error: unknown, folder: string, dataDir: string): string {
  const failure = error as NodeJS.ErrnoException
  const code = failure instanceof StoreError ? undefined : failure?.code
  const inDataDir = typeof failure?.path === 'string' && isInside(failure.path, dataDir) && !isInside(failure.path, folder)
  const notAllowed = inDataDir
    ? 'The server is not allowed to read a file in DATA_DIR: check who owns the data folder’s files.'
    : 'The server is not allowed to write in BACKUP_DIR: check who owns that folder and its permissions.'
  const plain: Record<string, string> = {
    ENOSPC: 'The backup disk is full: there is no room left in BACKUP_DIR for a new backup.',
    EDQUOT: 'The backup disk’s quota is used up: there is no room left in BACKUP_DIR for a new backup.',
    EACCES: notAllowed,
    EPERM: notAllowed,
    EROFS: 'BACKUP_DIR is on a disk that can only be read, not written.',
    EIO: 'The disk failed to read or write (an input/output error): it may be failing or unplugged.',
    ENOTDIR: 'BACKUP_DIR is not a folder: a file has its name, or the name of a folder above it.',
  }
  const notAFolder = code === 'EEXIST' && failure.syscall === 'mkdir'
  const text = notAFolder ? plain.ENOTDIR : code ? plain[code] : undefined
  if (text) return `${text} (${code})`
  const detail = failure instanceof Error ? failure.message : String(error)
  const names: [path: string, name: string][] = [
    [folder, 'BACKUP_DIR'],
    [dataDir, 'DATA_DIR'],
  ]
  names.sort((a, b) => b[0].length - a[0].length) // the longer first: one may hold the other
  const named = names.reduce((message, [path, name]) => message.replaceAll(path, name), detail)
  return failure instanceof StoreError ? named : `The backup failed: ${named}`
}

function isInside(path: string, folder: string): boolean {
  const from = relative(folder, path)
  return from === '' || (from !== '..' && !from.startsWith(`..${sep}`) && !isAbsolute(from))
}
