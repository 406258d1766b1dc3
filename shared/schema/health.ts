import { z } from 'zod'
import { TimestampSchema } from './common.ts'

/**
 * The server's own backups, as `/api/health` and the admin's Settings show them. The last success is read
 * from the newest backup folder on disk (so it survives a restart); the last failure is kept in memory.
 */
export const BackupStatusSchema = z.object({
  /** When the newest finished backup was started. */
  lastAt: TimestampSchema.nullable(),
  /** Its size on disk: every file of the copy, photos included. */
  lastBytes: z.number().int().nonnegative().nullable(),
  /** Its folder's name inside BACKUP_DIR, e.g. `2025-01-05T03-00-00.000Z` (the name only, never the server's paths). */
  lastFolder: z.string().nullable(),
  /** Why the last try failed, in plain words; null once a backup has succeeded since. */
  lastError: z.string().nullable(),
  lastErrorAt: TimestampSchema.nullable(),
  /** A backup is being made now. */
  running: z.boolean(),
  /** When the next scheduled one is due; null once the server is stopping. */
  nextAt: TimestampSchema.nullable(),
})
export type BackupStatus = z.infer<typeof BackupStatusSchema>

/**
 * What a request without a staff session sees of the backups: whether the last try failed, never why, when,
 * nor when the next one is due.
 */
export const PublicBackupStatusSchema = z.object({ failing: z.boolean() })
export type PublicBackupStatus = z.infer<typeof PublicBackupStatusSchema>

/**
 * `GET /api/health`: 200 while the store takes writes, 503 (`ok: false`) while it refuses them after a disk
 * error (decision 006), so that a monitor notices. Never cached. The errors' texts and the backups' schedule are for
 * staff only: a monitor needs the status, not the reason.
 */
export const HealthSchema = z.object({
  ok: z.boolean(),
  service: z.literal('belleza-studio'),
  /** package.json's version. */
  version: z.string(),
  /** Whole seconds since the server process started. */
  uptimeSeconds: z.number().int().nonnegative(),
  store: z.object({
    writable: z.boolean(),
    /** Why it is not: the disk's error and since when, in plain words (never the server's paths). Staff only. */
    problem: z.string().optional(),
  }),
  /** The scheduled backups (the whole status for staff, whether they fail for anyone else); null when the server makes none. */
  backup: z.union([BackupStatusSchema, PublicBackupStatusSchema]).nullable(),
})
export type Health = z.infer<typeof HealthSchema>
