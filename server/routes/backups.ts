import { createReadStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type Request, type RequestHandler, Router } from 'express'
import multer from 'multer'
import { type Backups, BackupNameSchema, MAX_BACKUP_ARCHIVE_BYTES, MAX_BACKUP_ARCHIVE_MB, type RestoreResult } from '#shared/schema/backups.ts'
import type { User } from '#shared/schema/database.ts'
import { HttpError, badRequest, conflict, notFound } from '../http-errors.ts'
import { requireRole, startSession } from '../security/session.ts'
import { BACKUP_KIND_FILE, BackupBusyError, BackupFailedError, type BackupScheduler } from '../store/backup-schedule.ts'
import { type PhotoWork, type Staged, restoreStaged, stageArchive, stageBackupFolder } from '../store/restore.ts'
import type { Store } from '../store/store.ts'
import { ArchiveError } from '../store/archive-error.ts'
import { tarGzOfFolder } from '../store/tar-gz.ts'
import { operationRoutes } from './operation-route.ts'

const NO_SUCH_BACKUP = 'There is no such backup'
const NOT_CONFIGURED = 'Backups are off on this server (BACKUP_EVERY=off): remove that setting, or set BACKUP_EVERY to how often (such as 24h), and restart it'

/** An uploaded archive waits here (on the data folder's disk, not in memory) while it is unpacked and checked. */
const INCOMING = '.incoming-backup'

/** What the owner sees of the server's backups: whether they are on, how the last one went, and each one kept. */
async function backupsAnswer(backups: BackupScheduler | undefined): Promise<Backups> {
  if (!backups) return { configured: false }
  return { configured: true, folder: backups.folder, everyMs: backups.everyMs, keep: backups.keep, status: backups.status(), list: await backups.list() }
}

/** The busy, failed and refused cases of taking a backup or restoring one, as the API answers them. */
function answerError(error: unknown, restoring = false): unknown {
  if (error instanceof BackupBusyError) return conflict(error.message)
  // Already logged and kept in the status; 503 as for any disk that refuses (decision 006).
  if (error instanceof BackupFailedError) {
    return new HttpError(503, restoring ? `Nothing was restored: the backup of the current data failed. ${error.message}` : error.message)
  }
  if (error instanceof ArchiveError) return badRequest(error.message)
  return error
}

/**
 * The server's own backups, the owner's alone (an editor gets 403 on every route, before any upload is read): the
 * list and "back up now", each one as a .tar.gz, and a restore from one of them or from an uploaded archive
 * (docs/decisions/030).
 */
export function backupRoutes(store: Store, backups: BackupScheduler | undefined, photos?: PhotoWork): Router {
  const router = Router()
  const route = operationRoutes(router, store)
  const owner = requireRole(store, 'owner')
  const configured: RequestHandler = (_req, _res, next) => next(backups ? undefined : badRequest(NOT_CONFIGURED))
  const incoming = join(store.dataDir, INCOMING)
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        mkdir(incoming, { recursive: true }).then(
          () => done(null, incoming),
          (error: Error) => done(error, incoming),
        )
      },
    }),
    limits: { fileSize: MAX_BACKUP_ARCHIVE_BYTES, files: 1, fields: 0 },
  }).single('archive')
  const receive: RequestHandler = (req, res, next) =>
    upload(req, res, (error?: unknown) => {
      if (error === undefined) return next()
      const code = (error as { code?: string }).code
      if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, `The archive is too large: the limit is ${MAX_BACKUP_ARCHIVE_MB} MB`))
      next(badRequest('Send the backup archive as the form’s one file, named "archive"'))
    })

  /** The backup a route names, as a folder in the backup folder, or 404. */
  async function backupNamed(name: unknown): Promise<string> {
    const parsed = BackupNameSchema.safeParse(name)
    const list = backups ? await backups.list() : []
    if (!backups || !parsed.success || !list.some((entry) => entry.name === parsed.data)) throw notFound(NO_SUCH_BACKUP)
    return join(backups.folder, parsed.data)
  }

  route('getBackups', 'owner', () => backupsAnswer(backups))

  route('backupNow', { role: 'owner', status: 201, before: [configured] }, async () => {
    try {
      await backups!.backupNow()
    } catch (error) {
      throw answerError(error)
    }
    return backupsAnswer(backups)
  })

  // One backup as one .tar.gz, its files under a folder named after it. The session key stays out: whoever holds
  // the file could sign sessions with it (a restore keeps the server's own).
  router.get('/admin/backups/:name/archive', owner, configured, async (req, res) => {
    const folder = await backupNamed(req.params.name)
    const name = `belleza-backup-${String(req.params.name)}`
    const archive = await tarGzOfFolder(folder, name, (path) => path === 'session-secret' || path === 'server.lock' || path === BACKUP_KIND_FILE)
    res.set({ 'Content-Type': 'application/gzip', 'Content-Disposition': `attachment; filename="${name}.tar.gz"` })
    await pipeline(archive, res).catch((error: unknown) => {
      res.destroy(error as Error) // the download ends short, so the browser says it failed
    })
  })

  /**
   * Puts a staged backup in place. The owner restoring stays signed in: matched by name to the backup's account of
   * the same username (a backup from another server), their session is given that account's id.
   */
  async function restore(req: Request, user: User, staged: Staged): Promise<RestoreResult> {
    const { result, restorer } = await restoreStaged(store, backups!, staged, user, photos)
    if (restorer.id !== user.id) startSession(req, restorer)
    return result
  }

  route('restoreBackup', { role: 'owner', before: [configured], unknownParam: NO_SUCH_BACKUP }, async ({ params: [name], req, user }) => {
    const folder = await backupNamed(name)
    try {
      return await restore(req, user, await stageBackupFolder(store.dataDir, folder))
    } catch (error) {
      throw answerError(error, true)
    }
  })

  route('restoreBackupArchive', { role: 'owner', before: [configured, receive] }, async ({ req, user }) => {
    const file = req.file
    if (!file) throw badRequest('Choose a backup archive (.tar.gz) to restore')
    try {
      return await restore(req, user, await stageArchive(store.dataDir, createReadStream(file.path)))
    } catch (error) {
      throw answerError(error, true)
    } finally {
      await rm(file.path, { force: true })
    }
  })

  return router
}
