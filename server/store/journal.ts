import { open, readFile, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Database } from '#shared/schema/database.ts'
import { COLLECTIONS, type Collection, type Operation, applyOperations, isCollection } from './transaction.ts'

type Entity = { id: string }

/**
 * One line of db.journal: the calls of the writes it holds, in order (docs/decisions/044). Replaying the lines in
 * order over db.json gives the data as it was after the last acknowledged write.
 */
export type JournalLine = { ops: Operation[] } | LegacyLine

/**
 * A line written before decision 044 (a journal left by an older version, replayed once on the first start after the
 * upgrade): the records a write touched, whole, the ids it removed, and the fields it replaced or removed.
 */
interface LegacyLine {
  put?: Partial<Record<Collection, Entity[]>>
  delete?: Partial<Record<Collection, string[]>>
  set?: Record<string, unknown>
  unset?: string[]
}

/** Applies one journal line to plain (unfrozen) data. Throws on a line that names no collection or field of the store. */
export function applyLine(data: Database, line: JournalLine): void {
  if ('ops' in line) {
    if (!Array.isArray(line.ops)) throw new TypeError('a journal line without its calls')
    for (const operation of line.ops) {
      const collection = 'put' in operation ? operation.put : 'remove' in operation ? operation.remove : undefined
      if (collection !== undefined && !isCollection(collection)) throw new TypeError(`no collection ${String(collection)}`)
    }
    return applyOperations(data, line.ops)
  }
  for (const collection of COLLECTIONS) {
    const list = data[collection] as Entity[]
    const removed = new Set(line.delete?.[collection] ?? [])
    if (removed.size > 0) {
      const kept = list.filter((record) => !removed.has(record.id))
      list.splice(0, list.length, ...kept)
    }
    for (const record of line.put?.[collection] ?? []) {
      const index = list.findIndex((candidate) => candidate.id === record.id)
      if (index === -1) list.push(record)
      else list[index] = record
    }
  }
  const fields = data as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(line.set ?? {})) if (!isCollection(key)) fields[key] = value
  for (const key of line.unset ?? []) if (!isCollection(key)) delete fields[key]
}

/**
 * The lines of a journal file. A last line without its newline is a write that was cut short (a crash mid-append;
 * the store cuts a failed append back itself): it was never acknowledged, so it is dropped. Any other line that does
 * not parse means the file is damaged.
 */
export async function readJournal(file: string): Promise<{ entries: JournalLine[]; damagedLine?: number }> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [] }
    throw error
  }
  const lines = text.split('\n')
  lines.pop() // '' after the last newline, or the cut-short last write
  const entries: JournalLine[] = []
  for (const [index, line] of lines.entries()) {
    try {
      const entry = JSON.parse(line) as JournalLine
      if (typeof entry !== 'object' || entry === null) throw new Error('not an object')
      entries.push(entry)
    } catch {
      return { entries, damagedLine: index + 1 }
    }
  }
  return { entries }
}

/** The calls the journal makes on its open file (a FileHandle; in tests, one that fails the way disks do). */
export interface JournalHandle {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>
  datasync(): Promise<void>
  truncate(length: number): Promise<void>
  close(): Promise<void>
}
export type OpenJournal = (file: string) => Promise<JournalHandle>
const openForAppend: OpenJournal = (file) => open(file, 'a', 0o600)

/**
 * db.journal open for appending. A line counts as written only once all of its bytes are written and flushed
 * (`fdatasync`); when any of that fails, the file is cut back to its last whole line, so nothing of a failed write
 * stays behind for the next line to follow (docs/decisions/006).
 */
export class JournalFile {
  readonly file: string
  readonly #open: OpenJournal
  #handle: JournalHandle | undefined
  /** The length of the whole, flushed lines: the journal's true end. */
  #length = 0
  /** A failed append left bytes past `#length` that could not be cut off yet: done before the next append. */
  #cutBackDue = false

  /** `openJournal` opens the file for appending; tests pass one that fails like a full or broken disk. */
  constructor(file: string, openJournal: OpenJournal = openForAppend) {
    this.file = file
    this.#open = openJournal
  }

  /** Bytes appended since the journal was last emptied. */
  get bytes(): number {
    return this.#length
  }

  /**
   * Appends `line` (one JSON line with its newline) and resolves once all of it is on disk. A short write is
   * continued; an error (ENOSPC, EIO, a write that writes nothing) cuts the file back and is thrown.
   */
  async append(line: string): Promise<void> {
    const handle = await this.#opened()
    if (this.#cutBackDue) await this.#cutBack(handle)
    const bytes = Buffer.from(line)
    try {
      for (let offset = 0; offset < bytes.length;) {
        const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset)
        if (!(bytesWritten > 0)) throw Object.assign(new Error(`${this.file}: the disk took no bytes`), { code: 'EIO' })
        offset += bytesWritten
      }
      await handle.datasync()
    } catch (error) {
      this.#cutBackDue = true
      // If even this fails, the next append tries again first; a start drops an unfinished last line anyway.
      await this.#cutBack(handle).catch(() => {})
      throw error
    }
    this.#length += bytes.length
  }

  /** Removes the journal (after db.json took in all of it). */
  async remove(): Promise<void> {
    await this.close()
    const removed = await unlink(this.file).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false
        throw error
      },
    )
    this.#length = 0
    this.#cutBackDue = false
    if (removed) await syncFolder(dirname(this.file))
  }

  async close(): Promise<void> {
    const handle = this.#handle
    this.#handle = undefined
    await handle?.close()
  }

  async #opened(): Promise<JournalHandle> {
    if (this.#handle) return this.#handle
    const handle = await this.#open(this.file)
    try {
      // The journal's own directory entry must survive a power cut too.
      await syncFolder(dirname(this.file))
    } catch (error) {
      await handle.close().catch(() => {})
      throw error
    }
    this.#handle = handle
    return handle
  }

  async #cutBack(handle: JournalHandle): Promise<void> {
    await handle.truncate(this.#length)
    await handle.datasync()
    this.#cutBackDue = false
  }
}

export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
