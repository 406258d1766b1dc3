import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

/** A maker of temporary folders for one test file; each test's folders are removed after it. */
export function tempDirs(prefix: string): () => Promise<string> {
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), prefix))
    folders.push(dir)
    return dir
  }
}
