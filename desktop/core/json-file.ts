import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { z } from 'zod'

/**
 * A JSON file read through a schema: null when it is missing, cut short or of another shape (a damaged settings
 * file must never stop the app; the caller starts from its defaults).
 */
export async function readJsonFile<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S> | null> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const writes = new Map<string, Promise<void>>()

/**
 * Writes the whole file atomically (temporary file, flushed, renamed over the old one), one write per file at a
 * time, so a crash leaves either the old or the new content, never half of it.
 */
export function writeJsonFile(file: string, value: unknown): Promise<void> {
  return afterWrites(file, () => writeNow(file, `${JSON.stringify(value, null, 2)}\n`))
}

export function removeFile(file: string): Promise<void> {
  return afterWrites(file, () => rm(file, { force: true }))
}

/** Runs `change` once the file's earlier writes are done, failed or not: one change per file at a time. */
function afterWrites(file: string, change: () => Promise<void>): Promise<void> {
  const previous = writes.get(file) ?? Promise.resolve()
  const next = previous.catch(() => {}).then(change)
  writes.set(file, next)
  void next
    .finally(() => {
      if (writes.get(file) === next) writes.delete(file)
    })
    .catch(() => {})
  return next
}

/** Waits for every write started so far (the core's `close`). */
export async function settleWrites(): Promise<void> {
  await Promise.allSettled([...writes.values()])
}

async function writeNow(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const handle = await open(temporary, 'w', 0o600)
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
