import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Low } from 'lowdb'
import { type Database, DatabaseSchema } from '../../shared/schema/database.ts'
import { DurableJsonFile } from './durable-json-file.ts'

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
   * share the next write. `change` must check before it changes anything: a throw leaves no half-made change.
   */
  update<T>(change: (data: Database) => T): Promise<T>
  /** Waits for pending writes and releases the data folder. */
  close(): Promise<void>
}

const EMPTY: Database = { version: 1, posts: [], categories: [], inquiries: [], users: [] }

/** Data folders held by this process, so a second store on the same folder fails fast, like a second process. */
const openDataDirs = new Set<string>()

export async function openStore(dataDirOption: string): Promise<Store> {
  const dataDir = resolve(dataDirOption)
  const file = join(dataDir, 'db.json')
  const uploadsDir = join(dataDir, 'uploads')
  const lockFile = join(dataDir, 'server.lock')

  await mkdir(uploadsDir, { recursive: true })
  await takeLock(dataDir, lockFile)

  const db = new Low<Database>(new DurableJsonFile<Database>(file), structuredClone(EMPTY))
  let isNew: boolean
  try {
    isNew = !(await readDatabase(db, file))
  } catch (error) {
    await releaseLock(dataDir, lockFile)
    throw error
  }

  let pending: Deferred | undefined
  let flushing: Promise<void> | undefined
  let closed = false
  let revision = 0

  async function flushLoop(): Promise<void> {
    while (pending) {
      const batch = pending
      pending = undefined
      try {
        await db.write()
        batch.resolve()
      } catch (error) {
        batch.reject(error)
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
      const result = change(db.data)
      revision += 1
      await scheduleWrite()
      return result
    },
    async close() {
      if (closed) return
      closed = true
      await flushing
      await releaseLock(dataDir, lockFile)
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
