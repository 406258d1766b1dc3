import { type FileHandle, open, readFile, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Database } from '../../shared/schema/database.ts'
import { COLLECTIONS, type ChangeSet, type Collection } from './change-tracker.ts'

type Entity = { id: string }

/**
 * One line of db.journal: the records a write added or changed (whole, as they now are) and the ids it removed,
 * per collection. Replaying lines in order over db.json gives the data as it was after the last acknowledged write.
 */
export interface JournalEntry {
  put?: Partial<Record<Collection, Entity[]>>
  delete?: Partial<Record<Collection, string[]>>
}

/** The journal line for `changes` against the data as it is now; null when nothing changed. */
export function journalEntry(data: Database, changes: ChangeSet): JournalEntry | null {
  const entry: JournalEntry = {}
  for (const collection of COLLECTIONS) {
    const list = data[collection] as Entity[]
    const changed = changes.changed.get(collection) ?? new Set<string>()
    const before = changes.idsBefore.get(collection)
    const now = new Set(list.map((record) => record.id))
    const put = new Set([...changed].filter((id) => now.has(id)))
    if (before) for (const id of now) if (!before.has(id)) put.add(id)
    const removed = [...(before ?? [])].filter((id) => !now.has(id))
    if (put.size > 0) (entry.put ??= {})[collection] = list.filter((record) => put.has(record.id))
    if (removed.length > 0) (entry.delete ??= {})[collection] = removed
  }
  return entry.put || entry.delete ? entry : null
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
}

/**
 * The lines of a journal file. A last line without its newline is a write that a crash cut short: it was never
 * acknowledged, so it is dropped. Any other line that does not parse means the file is damaged.
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

/** db.journal open for appending: each line is flushed to disk before the write counts as done. */
export class JournalFile {
  readonly file: string
  #handle: FileHandle | undefined
  #bytes = 0

  constructor(file: string) {
    this.file = file
  }

  /** Bytes appended since the journal was last emptied. */
  get bytes(): number {
    return this.#bytes
  }

  async append(entry: JournalEntry): Promise<void> {
    const line = `${JSON.stringify(entry)}\n`
    if (!this.#handle) {
      this.#handle = await open(this.file, 'a', 0o600)
      // The journal's own directory entry must survive a power cut too.
      await syncFolder(dirname(this.file))
    }
    await this.#handle.write(line)
    await this.#handle.datasync()
    this.#bytes += Buffer.byteLength(line)
  }

  /** Removes the journal (after db.json took in all of it). */
  async remove(): Promise<void> {
    await this.#handle?.close()
    this.#handle = undefined
    this.#bytes = 0
    await unlink(this.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    await syncFolder(dirname(this.file))
  }

  async close(): Promise<void> {
    await this.#handle?.close()
    this.#handle = undefined
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
