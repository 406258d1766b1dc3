import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Router } from 'express'
import type { BackupStatus, Health } from '#shared/schema/health.ts'
import { sessionUser } from '../security/session.ts'
import type { Store } from '../store/store.ts'

/** package.json's version, read once. */
const VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version

/** What reports on the scheduled backups (server/store/backup-schedule.ts's BackupScheduler). */
export interface BackupReporter {
  status(): BackupStatus
}

/** The health answer as it stands now; `staff` see why the store or a backup fails, and the backups' schedule. */
export function healthOf(store: Store, backups: BackupReporter | undefined, staff: boolean): Health {
  const failure = store.writeFailure
  const backup = backups?.status() ?? null
  return {
    ok: failure === undefined,
    service: 'belleza-studio',
    version: VERSION,
    uptimeSeconds: Math.floor(process.uptime()),
    store: failure
      ? {
          writable: false,
          ...(staff && {
            problem:
              `The disk refused a write (${failure.code}) at ${failure.since}. Every change is refused until one succeeds; ` +
              'reads go on. Free some disk space (or fix the disk), then save something again.',
          }),
        }
      : { writable: true },
    backup: backup && !staff ? { failing: backup.lastError !== null } : backup,
  }
}

/**
 * `GET /api/health` for monitors (and the desktop app, which checks it is talking to a studio server): 503 while
 * the store cannot write, so that a full disk is noticed before the staff's next save fails. Why, and the backups'
 * errors and schedule, only with a staff session (an anonymous caller learns nothing of the server's state).
 */
export function healthRoutes(store: Store, backups?: BackupReporter): Router {
  const router = Router()
  router.get('/health', (req, res) => {
    const health = healthOf(store, backups, sessionUser(req, store) !== undefined)
    res
      .status(health.ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(health)
  })
  return router
}
