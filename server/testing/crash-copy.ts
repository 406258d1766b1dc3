import { copyFile, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Copies a running server's data folder into `to` as it is on disk right now (db.json, db.journal, uploads/,
 * revisions/, brand/, the session key), without stopping the server: what a process killed at this moment leaves
 * behind, for a second server to start from. The lock stays behind (a crashed process holds nothing). A file the
 * server removes while the copy runs (a temporary file renamed into place) is simply not there, as after a crash.
 */
export async function copyAsCrashed(dataDir: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(unlessGone)
  for (const entry of entries ?? []) {
    if (entry.name === 'server.lock') continue
    const from = join(dataDir, entry.name)
    if (entry.isDirectory()) await copyAsCrashed(from, join(to, entry.name))
    else if (entry.isFile()) await copyFile(from, join(to, entry.name)).catch(unlessGone)
  }
}

function unlessGone(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined
  throw error
}
