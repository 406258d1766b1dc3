import { open, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { Adapter } from 'lowdb'

/**
 * A lowdb adapter that writes durably: to a temporary file, flushed to disk, then renamed over
 * db.json, then the folder flushed so the rename itself survives a power cut. A reader (or a `kill -9` at any
 * moment) sees either the old file or the new one, never half of one.
 * lowdb's own JSONFile renames too but never calls fsync.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  readonly #file: string
  readonly #tempFile: string

  constructor(file: string) {
    this.#file = file
    this.#tempFile = join(dirname(file), `.${basename(file)}.tmp`)
  }

  async read(): Promise<T | null> {
    let text: string
    try {
      text = await readFile(this.#file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    return JSON.parse(text) as T
  }

  async write(data: T): Promise<void> {
    const text = `${JSON.stringify(data, null, 2)}\n`
    try {
      const file = await open(this.#tempFile, 'w', 0o600)
      try {
        await file.writeFile(text, 'utf8')
        await file.sync()
      } finally {
        await file.close()
      }
      await rename(this.#tempFile, this.#file)
    } catch (error) {
      // A full disk must not keep a half-written copy taking up its space.
      await unlink(this.#tempFile).catch(() => {})
      throw error
    }
    const folder = await open(dirname(this.#file), 'r')
    try {
      await folder.sync()
    } finally {
      await folder.close()
    }
  }
}
