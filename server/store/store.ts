import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Low } from 'lowdb'
import { type Database, DatabaseSchema } from '../../shared/schema/database.ts'
import { ChangeSet, ChangeTracker } from './change-tracker.ts'
import { DurableJsonFile } from './durable-json-file.ts'
import { JournalFile, applyEntry, journalEntry, readJournal } from './journal.ts'

/**
 * db.journal is folded into db.json (and emptied) once it holds this much, on start and on close. Until then a
 * write appends one line, so its cost follows the size of the change, not of the store (docs/decisions/003).
 */
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024

/** A db.json that cannot be used, or a data folder another server holds. The server stops with this message. */
export class StoreError extends Error {
  override name = 'StoreError'
}

export interface Store {
  readonly dataDir: string
  readonly uploadsDir: string
  readonly file: string
  /** True when db.json did not exist and this store started empty (the caller seeds it). */
  readonly isNew: boolean
  /** The current data. Read it freely; change it only inside `update`. */
  readonly data: Database
  /** Goes up by one with every change: caches of anything derived from the data compare it. */
  readonly revision: number
  /**
   * Runs `change` on the data, then resolves once a write that includes it is on disk. Changes run one at a
   * time in call order (JavaScript runs each synchronously); changes that arrive while a write is in flight
   * share the next write, one line of db.journal with the records they touched (seen by ChangeTracker).
   * `change` must check before it changes anything: a throw leaves no half-made change.
   */
  update<T>(change: (data: Database) => T): Promise<T>
  /** Waits for pending writes and releases the data folder. */
  close(): Promise<void>
}

const EMPTY: Database = { version: 1, posts: [], categories: [], inquiries: [], users: [], images: [], gallery: [] }

/** Data folders held by this process, so a second store on the same folder fails fast, like a second process. */
const openDataDirs = new Set<string>()

export async function openStore(dataDirOption: string): Promise<Store> {
  const dataDir = resolve(dataDirOption)
  const file = join(dataDir, 'db.json')
  const journal = new JournalFile(join(dataDir, 'db.journal'))
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
    // A new store gets its db.json at once, so the journal always has a file to replay onto.
    else if (isNew) await db.write()
  } catch (error) {
    await releaseLock(dataDir, lockFile)
    throw error
  }

  let pending: Deferred | undefined
  let changes = new ChangeSet()
  const tracker = new ChangeTracker()
  let flushing: Promise<void> | undefined
  let closed = false
  let revision = 0

  async function flushLoop(): Promise<void> {
    // Yield first: `flushing` is set before this loop can end (a batch with nothing to write never awaits), and
    // the changes made in this same tick join the batch.
    await undefined
    while (pending) {
      const batch = pending
      const batchChanges = changes
      pending = undefined
      changes = new ChangeSet()
      try {
        // Computed before any await: the data holds exactly this batch's changes on top of the last write.
        const entry = batchChanges.rewrite ? null : journalEntry(db.data, batchChanges)
        if (batchChanges.rewrite) await compact()
        else if (entry) await journal.append(entry)
        batch.resolve()
      } catch (error) {
        batch.reject(error)
        continue
      }
      if (journal.bytes > COMPACT_AFTER_BYTES) {
        // The batch is already safe in the journal; a failed compaction leaves the journal in charge.
        await compact().catch((error: unknown) => console.error('[store] could not fold db.journal into db.json', error))
      }
    }
    flushing = undefined
  }

  function scheduleWrite(): Promise<void> {
    if (!pending) pending = deferred()
    const written = pending.promise
    flushing ??= flushLoop()
    return written
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
    async update(change) {
      if (closed) throw new StoreError('The store is closed')
      const result = tracker.run(db.data, changes, change)
      revision += 1
      await scheduleWrite()
      return result
    },
    async close() {
      if (closed) return
      closed = true
      await flushing
      try {
        if (journal.bytes > 0) await compact()
      } finally {
        await journal.close()
        await releaseLock(dataDir, lockFile)
      }
    },
  }
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
      `${journalFile} is damaged at line ${damagedLine}. The server did not start and left the files untouched: ` +
        `restore the data folder from a backup, or remove the journal to go back to ${file} as it is (losing the writes since).`,
    )
  }
  if (entries.length === 0) return false
  if (isNew) {
    throw new StoreError(
      `${journalFile} has writes but ${file} is missing. The server did not start: put db.json back, or move db.journal ` +
        'away too to start with a fresh store.',
    )
  }
  for (const entry of entries) applyEntry(db.data, entry)
  const parsed = DatabaseSchema.safeParse(db.data)
  if (!parsed.success) {
    throw new StoreError(`${journalFile} does not replay into valid studio data. The server did not start and left the files untouched.`)
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
