import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Low } from 'lowdb'
import { type Database, DatabaseSchema } from '#shared/schema/database.ts'
import { HttpError } from '../http-errors.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { DurableJsonFile } from './durable-json-file.ts'
import { JournalFile, type JournalLine, type OpenJournal, applyLine, readJournal } from './journal.ts'
import { type Operation, type StoreData, StoreTransaction, type Transaction, deepFreeze } from './transaction.ts'

export type { StoreData, Transaction } from './transaction.ts'

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
  /**
   * The current data, every acknowledged write and those on their way to the disk. Frozen: read it freely (only the
   * store's modules do, server/store/); it changes only through `update`'s transaction.
   */
  readonly data: StoreData
  /** Goes up by one with every change (but one to the audit trail alone): caches of anything derived from the data compare it. */
  readonly revision: number
  /**
   * Runs `change` with a transaction, then resolves once a write that includes its calls is on disk. Changes run one
   * at a time in call order (JavaScript runs each synchronously); changes that arrive while a write is in flight share
   * the next write: one line of db.journal holding exactly their calls (put, remove, set), in order.
   * `change` must check before it writes anything: a throw leaves no half-made change.
   * When the write fails, the change is undone (with every other change of that write, and those made on top of
   * them) and this rejects with a StoreWriteError (503). Each later write tries the disk again.
   */
  update<T>(change: (tx: Transaction) => T): Promise<T>
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
  addedPages: [],
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
  /**
   * After every write, read db.json and db.journal back from the disk and hold them against the data in memory: a
   * write whose result differs fails its callers with a StoreCheckError (the test servers turn it on).
   */
  checkWrites?: boolean
}

/** The changes of one write to the disk: the calls of every `update` since the last one, and who waits for them. */
interface Batch {
  operations: Operation[]
  /** The data before the first of them: what a failed write goes back to. */
  before: StoreData
  written: Deferred
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

  /** The data as it is now (frozen): every write made, acknowledged or on its way. */
  let current: StoreData = deepFreeze(db.data) as StoreData
  const commit = (next: StoreData) => {
    current = next
    db.data = next as Database // what compact() writes; never changed in place
  }
  let pending: Batch | undefined
  let flushing: Promise<void> | undefined
  let closing: Promise<void> | undefined
  let held = false
  let revision = 0
  const log = options.logger ?? silentLogger
  /** The last write failed: logged once, and once more when a write succeeds again. */
  let failure: WriteFailure | undefined
  let foldAfterBytes = COMPACT_AFTER_BYTES

  async function flushLoop(): Promise<void> {
    // Yield first: `flushing` is set before this loop can end, and the changes made in this same tick join the batch.
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

  /** Writes the pending batch as one journal line; when the disk refuses it, undoes it and fails its callers. */
  async function writeBatch(): Promise<void> {
    const batch = pending!
    pending = undefined
    // Taken before any await: exactly the acknowledged writes and this batch.
    const written = current
    try {
      await journal.append(`${JSON.stringify({ ops: batch.operations } satisfies JournalLine)}\n`)
    } catch (error) {
      // The changes made meanwhile were made on top of this batch: they go too.
      const onTop = pending as Batch | undefined
      pending = undefined
      commit(batch.before)
      revision += 1 // nothing made from the undone data (a cached page) may stand
      if (!failure) log.error({ err: error }, `[store] ${journal.file} could not be written; writes are refused until the disk takes them again`)
      failure ??= { code: (error as NodeJS.ErrnoException)?.code ?? 'unknown', since: new Date().toISOString() }
      const refused = new StoreWriteError(error)
      batch.written.reject(refused)
      onTop?.written.reject(refused)
      return
    }
    if (failure) log.info('[store] the disk takes writes again')
    failure = undefined
    if (options.checkWrites) {
      const difference = await differenceFromDisk(file, journal.file, written)
      if (difference) {
        const error = new StoreCheckError(difference)
        log.error({ err: error }, `[store] ${error.message}`)
        return batch.written.reject(error)
      }
    }
    batch.written.resolve()
  }

  function scheduleWrite(operations: readonly Operation[], before: StoreData): Promise<void> {
    if (!pending) pending = { operations: [], before, written: deferred() }
    pending.operations.push(...operations)
    flushing ??= flushLoop()
    return pending.written.promise
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
      return current
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
      const before = current
      const tx = new StoreTransaction(before)
      const result = change(tx)
      if (tx.operations.length === 0) {
        // Nothing written: it still waits for the writes before it, as a write would.
        if (flushing) await flushing
        return result
      }
      const touched = tx.touched
      commit(tx.commit())
      if (!onlyAudit(touched)) revision += 1
      await scheduleWrite(tx.operations, before)
      return result
    },
    async hold(work) {
      if (closing) throw new StoreError('The store is closed')
      if (held) throw new StoreBusyError()
      held = true
      try {
        while (flushing) await flushing.catch(() => {})
        return await work(async (next) => {
          const parsed = deepFreeze(DatabaseSchema.parse(next)) as StoreData
          const previous = current
          commit(parsed)
          try {
            await compact()
          } catch (error) {
            commit(previous)
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
 * A write the disk holds differently from memory (the test servers check every write, `checkWrites`): a write path
 * that misses a change. Its callers get it (a 500), so the test that made the write fails.
 */
export class StoreCheckError extends Error {
  override name = 'StoreCheckError'
  constructor(difference: string) {
    super(`What is on disk differs from the data in memory after a write: ${difference}`)
  }
}

/**
 * Reads db.json and db.journal back as a start would (the journal replayed, the schema's defaults filled in) and says
 * where they differ from `expected`; undefined when they are the same, as JSON.
 */
export async function differenceFromDisk(file: string, journalFile: string, expected: StoreData): Promise<string | undefined> {
  try {
    // As a start reads them (readDatabase, replayJournal): db.json with the schema's defaults, the journal over it.
    const disk = DatabaseSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    const { entries, damagedLine } = await readJournal(journalFile)
    if (damagedLine !== undefined) return `db.journal is damaged at line ${damagedLine}`
    for (const entry of entries) applyLine(disk, entry)
    const parsed = DatabaseSchema.safeParse(disk)
    if (!parsed.success) return `the data on disk would not start the server: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`
    return firstDifference(JSON.parse(JSON.stringify(expected)), JSON.parse(JSON.stringify(parsed.data)), '')
  } catch (error) {
    return `the data on disk cannot be read back (${error instanceof Error ? error.message : String(error)})`
  }
}

function firstDifference(memory: unknown, disk: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(memory, disk)) return undefined
  const where = path || '(the whole database)'
  if (typeof memory !== 'object' || typeof disk !== 'object' || memory === null || disk === null || Array.isArray(memory) !== Array.isArray(disk)) {
    return `${where}: memory ${JSON.stringify(memory)?.slice(0, 200)}, disk ${JSON.stringify(disk)?.slice(0, 200)}`
  }
  if (Array.isArray(memory) && Array.isArray(disk) && memory.length !== disk.length) {
    const ids = (list: unknown[]) => list.map((item) => (item as { id?: string })?.id ?? '?')
    return `${where}: ${memory.length} in memory, ${disk.length} on disk (ids in memory only: ${ids(memory)
      .filter((id) => !ids(disk).includes(id))
      .join(', ')}; on disk only: ${ids(disk)
      .filter((id) => !ids(memory).includes(id))
      .join(', ')})`
  }
  const keys = new Set([...Object.keys(memory), ...Object.keys(disk)])
  for (const key of keys) {
    const found = firstDifference((memory as Record<string, unknown>)[key], (disk as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
    if (found) return found
  }
  return where
}

/** Nothing made from the data (a held page, a list, a search) reads the audit trail: a write to it alone keeps the revision. */
function onlyAudit(touched: ReadonlySet<string>): boolean {
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
  try {
    for (const entry of entries) applyLine(db.data, entry)
  } catch {
    throw new StoreError(
      `${journalFile} does not replay onto ${file}. The server did not start and left both files untouched: ` +
        'restore the data folder from a backup (npm run backup makes one), and keep these two files for us to look at.',
    )
  }
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
