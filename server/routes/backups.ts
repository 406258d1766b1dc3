import { Router } from 'express'
import type { Backups } from '../../shared/schema/backups.ts'
import { HttpError, badRequest, conflict } from '../http-errors.ts'
import { requireRole } from '../security/session.ts'
import { BackupBusyError, BackupFailedError, type BackupScheduler } from '../store/backup-schedule.ts'
import type { Store } from '../store/store.ts'

const NOT_CONFIGURED =
  'Scheduled backups are not set up on this server: set BACKUP_DIR (the folder) and BACKUP_EVERY (such as 24h) in its environment and restart it'

/** What the owner sees of the server's backups: whether they are on, and how the last one went. */
function backupsAnswer(backups: BackupScheduler | undefined): Backups {
  if (!backups) return { configured: false }
  return { configured: true, folder: backups.folder, everyMs: backups.everyMs, keep: backups.keep, status: backups.status() }
}

/** Issue 17: the server's own backups, the owner's alone: how they go, and one taken now. */
export function backupRoutes(store: Store, backups: BackupScheduler | undefined): Router {
  const router = Router()
  const owner = requireRole(store, 'owner')

  router.get('/admin/backups', owner, (_req, res) => {
    res.json(backupsAnswer(backups))
  })

  router.post('/admin/backups', owner, async (_req, res) => {
    if (!backups) throw badRequest(NOT_CONFIGURED)
    try {
      await backups.backupNow()
    } catch (error) {
      if (error instanceof BackupBusyError) throw conflict(error.message)
      // Already logged and kept in the status; 503 as for any disk that refuses (decision 006).
      if (error instanceof BackupFailedError) throw new HttpError(503, error.message)
      throw error
    }
    res.status(201).json(backupsAnswer(backups))
  })

  return router
}
