import { open, readFile, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Database } from '#shared/schema/database.ts'
import { COLLECTIONS, type ChangeSet, type Collection, isCollection } from './change-tracker.ts'

type Entity = { id: string }

/**
 * One line of db.journal: the records a write added or changed (whole, as they now are) and the ids it removed,
 * per collection, and the database's other fields it replaced (whole) or removed. Replaying lines in order over
 * db.json gives the data as it was after the last acknowledged write.
 */
export interface JournalEntry {
  put?: Partial<Record<Collection, Entity[]>>
  delete?: Partial<Record<Collection, string[]>>
  set?: Record<string, unknown>
  unset?: string[]
}

/** The journal line for `changes` against the data as it is now; null when nothing changed. */
export function journalEntry(data: Database, changes: ChangeSet): JournalEntry | null {
  const entry: JournalEntry = {}
  for (const collection of COLLECTIONS) {
    const list = data[collection] as Entity[]
    const changed = changes.changed.get(collection)
    const listBefore = changes.listsBefore.get(list)
    // Untouched: nothing to write, and no need to walk its records (the audit trail alone holds up to 10,000).
    if (!changed && !listBefore) continue
    const { was, is } = listBefore ? differingPart(listBefore, list) : { was: [], is: [] }
    const before = new Set(was.map((record) => record.id))
    const now = new Set(is.map((record) => record.id))
    const added = new Set([...now].filter((id) => !before.has(id)))
    const removed = [...before].filter((id) => !now.has(id))
    const put = changed ? list.filter((record) => changed.has(record.id) || added.has(record.id)) : is.filter((record) => added.has(record.id))
    if (put.length > 0) (entry.put ??= {})[collection] = put
    if (removed.length > 0) (entry.delete ??= {})[collection] = removed
  }
  for (const key of changes.fieldsBefore.keys()) {
    // A replaced collection is recorded by rewriting db.json (ChangeSet.rewrite), never by a line.
    if (typeof key !== 'string' || isCollection(key)) continue
    if (Object.hasOwn(data, key)) (entry.set ??= {})[key] = data[key as keyof Database]
    else (entry.unset ??= []).push(key)
  }
  return entry.put || entry.delete || entry.set || entry.unset ? entry : null
}

/**
 * The part of a list between the records it kept in place at its start and at its end (the same objects: the change
 * tracker keeps a list's records by reference): only that part can hold additions and removals. An append compares
 * the list once by reference and hashes one id, not all of them (the audit trail grows by one on most writes).
 */
function differingPart(before: Entity[], now: Entity[]): { was: Entity[]; is: Entity[] } {
  const shortest = Math.min(before.length, now.length)
  let start = 0
  while (start < shortest && before[start] === now[start]) start += 1
  let end = 0
  while (end < shortest - start && before[before.length - 1 - end] === now[now.length - 1 - end]) end += 1
  return { was: before.slice(start, before.length - end), is: now.slice(start, now.length - end) }
}

/** Applies one journal line to `data`: changed records replaced where they stand, new ones appended, removed ones gone. */
export function applyEntry(data: Database, entry: JournalEntry): void {
  for (const collection of COLLECTIONS) {
    const list = data[collection] as Entity[]
    const removed = new Set(entry.delete?.[collection] ?? [])
    if (removed.size > 0) {
      const kept = list.filter((record) => !removed.has(record.id))
      list.splice(0, list.length, ...kept)
    }
    for (const record of entry.put?.[collection] ?? []) {
      const index = list.findIndex((candidate) => candidate.id === record.id)
      if (index === -1) list.push(record)
      else list[index] = record
    }
  }
  const fields = data as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(entry.set ?? {})) if (!isCollection(key)) fields[key] = value
  for (const key of entry.unset ?? []) if (!isCollection(key)) delete fields[key]
}

/**
 * The lines of a journal file. A last line without its newline is a write that was cut short (a crash mid-append;
 * the store cuts a failed append back itself): it was never acknowledged, so it is dropped. Any other line that does
 * not parse means the file is damaged.
 */
export async function readJournal(file: string): Promise<{ entries: JournalEntry[]; damagedLine?: number }> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [] }
    throw error
  }
  const lines = text.split('\n')
  lines.pop() // '' after the last newline, or the cut-short last write
  const entries: JournalEntry[] = []
  for (const [index, line] of lines.entries()) {
    try {
      const entry = JSON.parse(line) as JournalEntry
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
