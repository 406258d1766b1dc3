import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { DATA_FOLDERS } from './backup.ts'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { Database, User } from '#shared/schema/database.ts'
import type { RestoreResult } from '#shared/schema/backups.ts'
import { SIZES_FOLDER, isServerImage, uploadFileType } from '../images/upload-files.ts'
import { BACKUP_KIND_FILE, type BackupScheduler } from './backup-schedule.ts'
import { ArchiveError } from './archive-error.ts'
import { type EntryPlace, type ExtractLimits, type FileLimit, extractTarGz, isPlainArchivePath } from './tar-gz.ts'
import { type RestoredAccounts, accountsAfterRestore } from './restored-accounts.ts'
import { StoreError, type Store, openStore } from './store.ts'

/** What a restore puts back: the data and the files beside it. The session key stays the server's (no one is signed out by it). */
const RESTORED_FILES = ['db.json', 'db.journal'] as const
const RESTORED_FOLDERS = DATA_FOLDERS

/** A restore unpacks here, inside the data folder (same disk, so the swap is a rename); no backup copies it. */
const STAGING_PREFIX = '.restore-'

const MB = 1024 ** 2

/**
 * Each file's most, from its header, before a byte of it is unpacked. The data is parsed and checked while the restore
 * runs, on the thread that answers the visitors (the schema is TypeScript, which a worker here cannot load): 32 MB of
 * the smallest records holds it for about a second. A studio's data is a few MB after years (300 posts, 10,000
 * inquiries and a full audit trail make about 15). Photos are the pipeline's, at most 4096 pixels a side.
 */
function fileLimit(placed: string): FileLimit {
  if ((RESTORED_FILES as readonly string[]).includes(placed)) return { bytes: 32 * MB, what: 'the studio’s data (db.json and its journal)' }
  if (placed.startsWith('uploads/')) return { bytes: 128 * MB, what: 'a photo' }
  if (placed.startsWith('brand/')) return { bytes: 16 * MB, what: 'a logo or favicon file' }
  return { bytes: 256 * MB, what: 'a file of revisions' }
}

export const RESTORE_LIMITS: ExtractLimits = {
  /** All files of a backup, unpacked: far above a studio's photos, far below a disk filled on purpose. */
  maxTotalBytes: 8 * 1024 ** 3,
  maxEntries: 200_000,
  fileLimit,
}

/** Names a studio backup holds at its top, and what other tools add that is safe to leave out. */
const TOP_NAMES = new Set<string>([...RESTORED_FILES, ...RESTORED_FOLDERS, 'session-secret', BACKUP_KIND_FILE, 'server.lock'])
const IGNORED = (part: string) => part === '.DS_Store' || part.startsWith('._') || part === 'Thumbs.db'

/**
 * Where an archive's entry goes in the staging folder: a backup may sit at the archive's top or in one folder (ours
 * name it after the backup). Only db.json, db.journal, uploads/, revisions/ and brand/ are kept; the session key and
 * the kind file are skipped, and anything else refuses the archive as not a studio backup. Below uploads/ only the
 * images the server writes there are kept (their bytes are checked once unpacked); the others go in `leftOut`.
 */
function placeEntries(leftOut: string[]): EntryPlace {
  let top: string | undefined
  return (path, kind) => {
    const parts = path.split('/')
    if (parts.some(IGNORED)) return null
    if (top === undefined) top = TOP_NAMES.has(parts[0]!) ? '' : parts[0]!
    const inner = top === '' ? parts : parts[0] === top ? parts.slice(1) : undefined
    if (inner === undefined)
      throw new ArchiveError(`This is not a studio backup: it holds ${JSON.stringify(path.slice(0, 200))} beside ${JSON.stringify(top)}.`)
    if (inner.length === 0) return kind === 'folder' ? null : unexpected(path)
    const [first] = inner
    if (!TOP_NAMES.has(first!)) return unexpected(path)
    const keptFolder = (RESTORED_FOLDERS as readonly string[]).includes(first!)
    const keptFile = (RESTORED_FILES as readonly string[]).includes(first!) && inner.length === 1 && kind === 'file'
    if (!keptFolder && !keptFile) {
      if (inner.length > 1 || kind === 'folder') return unexpected(path)
      return null // session-secret, backup.json, a stray server.lock
    }
    if (keptFolder && inner.length === 1 && kind === 'file') {
      throw new ArchiveError(`This is not a studio backup: its ${first} is a file, and a backup holds ${first}/ as a folder.`)
    }
    const relative = inner.join('/')
    if (!isPlainArchivePath(relative)) return unexpected(path)
    if (first === 'uploads' && inner.length > 1) {
      const within = inner.slice(1).join('/')
      if (kind === 'folder') return within === SIZES_FOLDER ? relative : null
      if (uploadFileType(within) === undefined) {
        leftOut.push(relative)
        return null
      }
    }
    return relative
  }
}

function unexpected(path: string): never {
  throw new ArchiveError(
    `This is not a studio backup: it holds ${JSON.stringify(path.slice(0, 200))}, and a backup holds only db.json, its journal, uploads/ and revisions/.`,
  )
}

/** A staging folder of its own in the data folder; earlier ones left by a stop mid-restore go first. */
async function newStaging(dataDir: string): Promise<string> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true })
  }
  const staging = join(dataDir, `${STAGING_PREFIX}${Date.now()}`)
  await mkdir(join(staging, 'new'), { recursive: true })
  return staging
}

/** A backup, unpacked or copied and checked, waiting to be put in place. */
export interface Staged {
  staging: string
  data: Database
  summary: Omit<RestoreResult, 'before'>
  /** Files below uploads/ the server never writes there (a page, a script, a file that is not the image it is named), not restored. */
  leftOut: string[]
}

/**
 * Deletes from a staged uploads/ folder every file the server would not have written there (server/images/upload-files.ts):
 * only its photos and their sizes are served from the site's origin. Answers the paths deleted, below uploads/.
 */
async function keepServerImages(uploadsDir: string): Promise<string[]> {
  const leftOut: string[] = []
  async function walk(folder: string): Promise<void> {
    for (const entry of await readdir(join(uploadsDir, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory() && path === SIZES_FOLDER) await walk(path)
      else if (!entry.isFile() || !(await isServerImage(uploadsDir, path))) {
        leftOut.push(path)
        await rm(join(uploadsDir, path), { recursive: true, force: true })
      }
    }
  }
  await walk('')
  return leftOut
}

/**
 * Opens the unpacked backup as a store: db.json must parse and validate against the studio's schema, and its journal
 * replay onto it (then it is folded in). Refusals become ArchiveErrors that name no server path. `leftOut`: what the
 * unpacking left out of uploads/ already.
 */
async function check(staging: string, leftOut: string[] = []): Promise<Staged> {
  const folder = join(staging, 'new')
  for (const name of RESTORED_FOLDERS) {
    const isFolder = await stat(join(folder, name)).then(
      (stats) => stats.isDirectory(),
      () => true,
    )
    if (!isFolder) throw new ArchiveError(`This is not a studio backup: its ${name} is a file, and a backup holds ${name}/ as a folder.`)
  }
  const hasDb = await stat(join(folder, 'db.json')).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (!hasDb) throw new ArchiveError('This is not a studio backup: it has no db.json (the studio’s posts, inquiries and settings).')
  let copy: Store
  try {
    copy = await openStore(folder)
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    const reason = error.message.replaceAll(folder, 'the backup').split(' The server did not start')[0]
    throw new ArchiveError(`This backup cannot be restored: ${reason}`)
  }
  try {
    // The store's own, frozen: `replace` parses it into data of its own, so it is not copied (a copy of 30 MB of records
    // held the server for a third of a second).
    const data = copy.data as Database
    leftOut.push(...(await keepServerImages(copy.uploadsDir)).map((path) => `uploads/${path}`))
    const uploads = (await readdir(copy.uploadsDir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length
    return { staging, data, summary: { posts: data.posts.length, inquiries: data.inquiries.length, uploads }, leftOut }
  } finally {
    await copy.close()
  }
}

/** Unpacks an uploaded archive into a staging folder and checks it; nothing of the data folder is touched. */
export async function stageArchive(dataDir: string, archive: Readable): Promise<Staged> {
  const staging = await newStaging(dataDir)
  try {
    const leftOut: string[] = []
    await extractTarGz(archive, join(staging, 'new'), placeEntries(leftOut), RESTORE_LIMITS)
    return await check(staging, leftOut)
  } catch (error) {
    archive.destroy()
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}

/** Copies one of the backups in the backup folder into a staging folder and checks it. */
export async function stageBackupFolder(dataDir: string, backup: string): Promise<Staged> {
  const staging = await newStaging(dataDir)
  try {
    for (const name of [...RESTORED_FILES, ...RESTORED_FOLDERS]) {
      await cp(join(backup, name), join(staging, 'new', name), { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
        },
      )
    }
    return await check(staging)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}

/** Deletes a staged backup that is not going to be restored. */
export async function discardStaged(staged: Staged): Promise<void> {
  await rm(staged.staging, { recursive: true, force: true })
}

/** Work on the data folder's photos that a restore waits for first, and starts again after (the image library). */
export interface PhotoWork {
  whenIdle(): Promise<void>
  resume(): Promise<void>
}

/** What a restore did, and the account of the person who made it as it now is (their session may need its new id). */
export interface Restored {
  result: RestoreResult
  restorer: User
}

/**
 * Puts a staged backup in place of the running data, without a restart (docs/decisions/030):
 * in the backups' one slot (no backup copies a folder half replaced) and with the store held (writes already made are
 * on disk, writes meanwhile are refused with 503), first a backup of the data as it is, then uploads/ and revisions/
 * swapped by rename, then the data replaced (db.json rewritten, the journal removed, every held page let go), with
 * today's access to the accounts kept (restored-accounts.ts; `restorer` is the owner restoring). If the backup before
 * fails, nothing changes; if the replacing fails, the folders are swapped back.
 */
export async function restoreStaged(store: Store, backups: BackupScheduler, staged: Staged, restorer: User, photos?: PhotoWork): Promise<Restored> {
  const incoming = join(staged.staging, 'new')
  const outgoing = join(staged.staging, 'old')
  try {
    const restored = await backups.exclusive(async (backUp) => {
      // Photos being resized write into uploads/: let them finish before it is swapped.
      await photos?.whenIdle()
      return store.hold(async (replace) => {
        const before = await backUp()
        await mkdir(join(incoming, 'uploads'), { recursive: true })
        await mkdir(outgoing, { recursive: true })
        const swapped: string[] = []
        let accounts: RestoredAccounts
        try {
          for (const folder of RESTORED_FOLDERS) {
            await rename(join(store.dataDir, folder), join(outgoing, folder)).catch((error: NodeJS.ErrnoException) => {
              if (error.code !== 'ENOENT') throw error
            })
            swapped.push(folder)
            await rename(join(incoming, folder), join(store.dataDir, folder)).catch((error: NodeJS.ErrnoException) => {
              if (error.code !== 'ENOENT') throw error
            })
          }
          // Today's accounts decide who may sign in, read while writes are held (restored-accounts.ts).
          accounts = accountsAfterRestore(store.data.users, staged.data.users, restorer.id)
          await replace({ ...staged.data, users: accounts.users })
        } catch (error) {
          for (const folder of swapped.reverse()) {
            await rm(join(store.dataDir, folder), { recursive: true, force: true })
            await rename(join(outgoing, folder), join(store.dataDir, folder)).catch(() => {})
          }
          throw error
        }
        return { result: { ...staged.summary, before }, restorer: accounts.restorer }
      })
    })
    if (staged.leftOut.length > 0) {
      const named = staged.leftOut.slice(0, 5).map((path) => JSON.stringify(path.slice(0, 200)))
      backups.logger.warn(
        `[backups] the restore left out ${staged.leftOut.length} file(s) of uploads/ that the server never writes there (not its photos): ${named.join(', ')}${staged.leftOut.length > 5 ? ', …' : ''}`,
      )
    }
    // The restored photos get the sizes they lack (a backup from before a size was added), in the background.
    await photos?.resume().catch((error: unknown) => backups.logger.error({ err: error }, '[images] could not look for restored photos to resize'))
    return restored
  } finally {
    await discardStaged(staged)
  }
}
