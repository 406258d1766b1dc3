import { constants } from 'node:fs'
import { access, copyFile, cp, mkdir, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { StoreError, openStore } from './store.ts'

/**
 * The folders beside db.json that a backup copies and a restore brings back: the photos, each post's and page's
 * revisions (server/store/revisions.ts) and the studio's logo and favicon (server/brand).
 */
export const DATA_FOLDERS = ['uploads', 'revisions', 'brand'] as const

export interface BackupSummary {
  folder: string
  posts: number
  categories: number
  inquiries: number
  /** Uploaded images (their derivatives in uploads/v are copied too, and not counted). */
  uploads: number
}

/**
 * Copies a data folder to `target` (a new or empty folder), safely while a server runs on it, then opens the copy
 * as a store: that folds the copied journal into the copy's db.json and proves the copy can be restored.
 *
 * The order is what makes a running server's folder safe to copy (decision 003): db.journal before db.json. If the
 * server folds its journal between the two copies, the newer db.json already holds those lines and replaying them
 * again changes nothing; a last journal line cut short mid-append was never acknowledged and is dropped.
 * `server.lock` stays behind: it names the running server, not the data.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupSummary> {
  const from = resolve(dataDir)
  const to = resolve(target)
  if (from === to) throw new StoreError('The backup folder must not be the data folder itself.')
  const existing = await readdir(to).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  if (existing.length > 0) throw new StoreError(`The backup folder ${to} is not empty; choose a new one.`)
  await access(join(from, 'db.json')).catch(() => {
    throw new StoreError(`There is no db.json in ${from}: is DATA_DIR right?`)
  })
  await mkdir(to, { recursive: true })

  const copyIfThere = async (name: string) => {
    try {
      await copyFile(join(from, name), join(to, name), constants.COPYFILE_EXCL)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  await copyIfThere('db.journal')
  await copyFile(join(from, 'db.json'), join(to, 'db.json'), constants.COPYFILE_EXCL)
  await copyIfThere('session-secret')
  for (const folder of DATA_FOLDERS) {
    await cp(join(from, folder), join(to, folder), { recursive: true, errorOnExist: true, force: false }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }

  const copy = await openStore(to)
  try {
    return {
      folder: to,
      posts: copy.data.posts.length,
      categories: copy.data.categories.length,
      inquiries: copy.data.inquiries.length,
      uploads: (await readdir(copy.uploadsDir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length,
    }
  } finally {
    await copy.close()
  }
}
