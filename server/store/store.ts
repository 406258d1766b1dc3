import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Low } from 'lowdb'
import { type Database, DatabaseSchema } from '#shared/schema/database.ts'
import { HttpError } from '../http-errors.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { ChangeSet, ChangeTracker } from './change-tracker.ts'
import { DurableJsonFile } from './durable-json-file.ts'
import { JournalFile, type OpenJournal, applyEntry, journalEntry, readJournal } from './journal.ts'

/**
 * db.journal is folded into db.json (and emptied) on start, on close, and once it holds this much and no write is
 * pending. Until then a write appends one line, so its cost follows the size of the change, not of the store
 * (docs/decisions/003, 006).
 */
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024

/**
 * A db.json or db.journal that cannot be used, a data folder another server holds, or a fold on close that failed.
 * The server stops with this message.
 */
export class StoreError extends Error {
  override name = 'StoreError'
}

/**
 * A write the disk did not take (full, failing): nothing of it was kept, in memory or on disk. Every caller of the
 * failed write gets it, and the API answers it as 503 JSON (docs/decisions/006).
 */
export class StoreWriteError extends HttpError {
  override name = 'StoreWriteError'
  constructor(cause: unknown) {
    super(503, 'The studio server could not save this change: its disk is full or failing. Nothing was saved; try again later.')
    this.cause = cause
  }
}

/** A write while the data is being replaced by a restore: refused whole, so nothing is written onto data about to go. */
export class StoreBusyError extends HttpError {
  override name = 'StoreBusyError'
  constructor() {
    super(503, 'The studio is being restored from a backup right now. Nothing was saved; try again in a minute.', undefined, { 'Retry-After': '30' })
  }
}

export interface Store {
  readonly dataDir: string
  readonly uploadsDir: string
  readonly file: string
  /** True when db.json did not exist and this store started empty (the caller seeds it). */
  readonly isNew: boolean
  /** The current data. Read it freely; change it only inside `update`. */
  readonly data: Database
  /** Goes up by one with every change (but one to the audit trail alone): caches of anything derived from the data compare it. */
  readonly revision: number
  /**
   * Runs `change` on the data, then resolves once a write that includes it is on disk. Changes run one at a
   * time in call order (JavaScript runs each synchronously); changes that arrive while a write is in flight
   * share the next write, one line of db.journal with the records they touched (seen by ChangeTracker).
   * `change` must check before it changes anything: a throw leaves no half-made change.
   * When the write fails, the change is undone (with every other change of that write, and those made on top of
   * them) and this rejects with a StoreWriteError (503). Each later write tries the disk again.
   */
  update<T>(change: (data: Database) => T): Promise<T>
  /**
   * Runs `work` with the data to itself (a restore): every write already made is on disk first, every `update` called
   * meanwhile is refused with StoreBusyError (503) and changes nothing. `replace` puts whole new data in place: db.json
   * rewritten durably, the journal removed, the revision moved on (every held page goes). A `replace` that fails
   * leaves the data and db.json as they were.
   */
  hold<T>(work: (replace: (data: Database) => Promise<void>) => Promise<T>): Promise<T>
  /** While writes are refused because the last one failed (decision 006): the disk's error and since when. */
  readonly writeFailure: WriteFailure | undefined
  /**
   * Waits for pending writes, folds the journal into db.json and releases the data folder. When the fold fails it
   * rejects with a StoreError and the journal stays for the next start to replay.
   */
  close(): Promise<void>
}

const EMPTY: Database = {
  version: 1,
  posts: [],
  categories: [],
  inquiries: [],
  users: [],
  images: [],
  gallery: [],
  audit: [],
  pages: [],
  testimonials: [],
  faqs: [],
  services: [],
}

/** Data folders held by this process, so a second store on the same folder fails fast, like a second process. */
const openDataDirs = new Set<string>()

/** Why the store refuses writes: the error code of the disk's refusal (ENOSPC, EIO, …) and when it began. */
export interface WriteFailure {
  code: string
  since: string
}

export interface StoreOptions {
  /** How db.journal is opened for appending; tests pass a disk that fails (server/store/failing-disk.ts). */
  openJournal?: OpenJournal
  /** Where write failures and recoveries are logged; nowhere by default. */
  logger?: Logger
}

export async function openStore(dataDirOption: string, options: StoreOptions = {}): Promise<Store> {
  const dataDir = resolve(dataDirOption)
  const file = join(dataDir, 'db.json')
  const journal = new JournalFile(join(dataDir, 'db.journal'), options.openJournal)
  const uploadsDir = join(dataDir, 'uploads')
  const lockFile = join(dataDir, 'server.lock')

  await mkdir(uploadsDir, { recursive: true })
  await takeLock(dataDir, lockFile)

  const db = new Low<Database>(new DurableJsonFile<Database>(file), structuredClone(EMPTY))
  /** Folds the journal into db.json: the whole file rewritten (durably), then the journal removed. */
  async function compact(): Promise<void> {
    await db.write()
    await journal.remove()
  }

  let isNew: boolean
  try {
    isNew = !(await readDatabase(db, file))
    if (await replayJournal(db, file, journal.file, isNew)) await compact()
    else {
      // A new store gets its db.json at once, so the journal always has a file to replay onto.
      if (isNew) await db.write()
      // A journal without whole lines (a crash cut its only write short) goes: the next line must not follow it.
      await journal.remove()
    }
  } catch (error) {
    await releaseLock(dataDir, lockFile)
    throw error
  }

  let pending: Deferred | undefined
  let changes = new ChangeSet()
  const tracker = new ChangeTracker()
  let flushing: Promise<void> | undefined
  let closing: Promise<void> | undefined
  let held = false
  let revision = 0
  const log = options.logger ?? silentLogger
  /** The last write failed: logged once, and once more when a write succeeds again. */
  let failure: WriteFailure | undefined
  let foldAfterBytes = COMPACT_AFTER_BYTES

  async function flushLoop(): Promise<void> {
    // Yield first: `flushing` is set before this loop can end (a batch with nothing to write never awaits), and
    // the changes made in this same tick join the batch.
    await undefined
    for (;;) {
      while (pending) await writeBatch()
      if (journal.bytes <= foldAfterBytes) break
      // Folded only while nothing is pending, so db.json gets exactly the acknowledged writes. A failed fold leaves
      // the journal in charge and is tried again once the journal has grown by another step.
      try {
        await compact()
        foldAfterBytes = COMPACT_AFTER_BYTES
      } catch (error) {
        foldAfterBytes = journal.bytes + COMPACT_AFTER_BYTES
        log.error({ err: error }, `[store] could not fold ${journal.file} into ${file}; the journal stays in charge`)
      }
      if (!pending) break
    }
    flushing = undefined
  }

  /** The changes made since the last batch was taken, and the promise their callers wait on. */
  function takeBatch(): { written: Deferred | undefined; changes: ChangeSet } {
    const batch = { written: pending, changes }
    pending = undefined
    changes = new ChangeSet()
    return batch
  }

  /** Writes the pending changes as one batch; when the disk refuses them, undoes them and fails their callers. */
  async function writeBatch(): Promise<void> {
    const { written, changes: batchChanges } = takeBatch()
    try {
      // Made before any await: the data holds exactly the acknowledged writes and this batch.
      if (batchChanges.rewrite) await rewrite()
      else {
        const entry = journalEntry(db.data, batchChanges)
        if (entry) await journal.append(`${JSON.stringify(entry)}\n`)
        else return written?.resolve()
      }
    } catch (error) {
      // The changes made meanwhile were made on top of this batch: they go too, newest first.
      const onTop = takeBatch()
      onTop.changes.undo(db.data)
      batchChanges.undo(db.data)
      revision += 1 // nothing made from the undone data (a cached page) may stand
      if (!failure) log.error({ err: error }, `[store] ${journal.file} could not be written; writes are refused until the disk takes them again`)
      failure ??= { code: (error as NodeJS.ErrnoException)?.code ?? 'unknown', since: new Date().toISOString() }
      const refused = new StoreWriteError(error)
      written?.reject(refused)
      onTop.written?.reject(refused)
      return
    }
    if (failure) log.info('[store] the disk takes writes again')
    failure = undefined
    written?.resolve()
  }

  /** A batch that replaced a collection or a field of the database: written by rewriting db.json with it. */
  async function rewrite(): Promise<void> {
    await db.write() // a failure leaves db.json as it was: the batch is undone
    await journal.remove().catch((error: unknown) => {
      // The batch is in db.json; only the journal's older lines remain (see docs/decisions/006).
      log.error({ err: error }, `[store] ${file} was rewritten but ${journal.file} could not be removed`)
    })
  }

  function scheduleWrite(): Promise<void> {
    if (!pending) pending = deferred()
    const written = pending.promise
    flushing ??= flushLoop()
    return written
  }

  async function closeStore(): Promise<void> {
    await flushing
    try {
      if (journal.bytes > 0) await compact()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new StoreError(
        `The store could not fold ${journal.file} into ${file} (${reason}). Nothing is lost: the journal is kept, ` +
          'and the next start replays it. Free some disk space (or fix the disk) before starting again.',
        { cause: error },
      )
    } finally {
      await journal.close()
      await releaseLock(dataDir, lockFile)
    }
  }

  return {
    dataDir,
    uploadsDir,
    file,
    isNew,
    get data() {
      return db.data
    },
    get revision() {
      return revision
    },
    get writeFailure() {
      return failure
    },
    async update(change) {
      if (closing) throw new StoreError('The store is closed')
      if (held) throw new StoreBusyError()
      const result = tracker.run(db.data, changes, change)
      if (!touchedOnlyAudit(tracker.touched)) revision += 1
      await scheduleWrite()
      return result
    },
    async hold(work) {
      if (closing) throw new StoreError('The store is closed')
      if (held) throw new StoreBusyError()
      held = true
      try {
        while (flushing) await flushing.catch(() => {})
        return await work(async (next) => {
          const parsed = DatabaseSchema.parse(next)
          const previous = db.data
          db.data = parsed
          try {
            await compact()
          } catch (error) {
            db.data = previous
            throw error
          } finally {
            revision += 1
          }
        })
      } finally {
        held = false
      }
    },
    close() {
      closing ??= closeStore()
      return closing
    },
  }
}

/**
 * Nothing made from the data (a held page, a list, a search) reads the audit trail, so a change that only added to
 * it (a sign-in, a flood of failed ones) keeps the revision and lets no held page go.
 */
function touchedOnlyAudit(touched: ReadonlySet<PropertyKey>): boolean {
  return touched.size > 0 && [...touched].every((key) => key === 'audit')
}

/** Loads db.json into `db`; false when there is none yet. Never writes: a bad file is left exactly as it is. */
async function readDatabase(db: Low<Database>, file: string): Promise<boolean> {
  let raw: unknown
  try {
    raw = await db.adapter.read()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new StoreError(
      `${file} is not valid JSON (${reason}). The server did not start and left the file untouched: ` +
        'restore it from a backup, or move it away to start with a fresh store.',
    )
  }
  if (raw === null) return false
  const parsed = DatabaseSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n')
    throw new StoreError(
      `${file} does not hold valid studio data:\n${problems}\n` +
        'The server did not start and left the file untouched: fix the entries above or restore a backup.',
    )
  }
  db.data = parsed.data
  return true
}

/**
 * Replays db.journal (the writes since db.json was last rewritten) over the data just read; true when it held
 * any. The result must still be valid studio data; a damaged journal stops the server, untouched.
 */
async function replayJournal(db: Low<Database>, file: string, journalFile: string, isNew: boolean): Promise<boolean> {
  const { entries, damagedLine } = await readJournal(journalFile)
  if (damagedLine !== undefined) {
    throw new StoreError(
      `${journalFile} is damaged at line ${damagedLine}. The server did not start and left both files untouched. ` +
        'Either restore the data folder from a backup (npm run backup makes one), or move db.journal aside (keep it: it ' +
        `holds the writes since ${file} was last rewritten) and start with ${file} as it is, then tell us, so that ` +
        'those writes can be brought back from it.',
    )
  }
  if (entries.length === 0) return false
  if (isNew) {
    throw new StoreError(
      `${journalFile} has writes but ${file} is missing. The server did not start and left the journal untouched: ` +
        'put db.json back (from a backup: npm run backup makes one), then start again.',
    )
  }
  for (const entry of entries) applyEntry(db.data, entry)
  const parsed = DatabaseSchema.safeParse(db.data)
  if (!parsed.success) {
    throw new StoreError(
      `${journalFile} does not replay into valid studio data. The server did not start and left both files untouched: ` +
        'restore the data folder from a backup (npm run backup makes one), and keep these two files for us to look at.',
    )
  }
  db.data = parsed.data
  return true
}

async function takeLock(dataDir: string, lockFile: string): Promise<void> {
  if (openDataDirs.has(dataDir)) {
    throw new StoreError(`The data folder ${dataDir} is already open in this process.`)
  }
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10)
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new StoreError(
      `The data folder ${dataDir} is in use by another process (pid ${holder}), probably a running server. ` +
        'Stop it first: two processes writing one db.json would lose data.',
    )
  }
  await writeFile(lockFile, `${process.pid}\n`)
  openDataDirs.add(dataDir)
}

async function releaseLock(dataDir: string, lockFile: string): Promise<void> {
  openDataDirs.delete(dataDir)
  await unlink(lockFile).catch(() => {})
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

interface Deferred {
  promise: Promise<void>
  resolve: () => void
  reject: (error: unknown) => void
}

function deferred(): Deferred {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
