import { z } from 'zod'
import { BackupStatusSchema } from './health.ts'

/** The shortest BACKUP_EVERY: more often would mostly copy the same photos again and again. */
export const BACKUP_EVERY_MIN_MS = 5 * 60_000
/** The longest: a year (and the time of the next backup stays a valid date). */
export const BACKUP_EVERY_MAX_MS = 365 * 24 * 60 * 60_000
export const BACKUP_KEEP_DEFAULT = 14

const DURATION_UNIT_MS = { m: 60_000, h: 60 * 60_000, d: 24 * 60 * 60_000 } as const

/** `30m`, `6h`, `24h`, `7d` in milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})\s*([mhd])$/.exec(text.trim())
  if (!match) return undefined
  return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS]
}

/** The other way: 86400000 → `24h`, 1800000 → `30m` (the largest unit that divides it). */
export function durationText(ms: number): string {
  if (ms % DURATION_UNIT_MS.d === 0 && ms >= 7 * DURATION_UNIT_MS.d) return `${ms / DURATION_UNIT_MS.d}d`
  if (ms % DURATION_UNIT_MS.h === 0) return `${ms / DURATION_UNIT_MS.h}h`
  return `${Math.round(ms / DURATION_UNIT_MS.m)}m`
}

/** BACKUP_EVERY as written, in milliseconds; `off` (any case) is undefined: no schedule. */
function parseEvery(text: string, context: z.RefinementCtx): number | undefined {
  if (text.toLowerCase() === 'off') return undefined
  const ms = parseDuration(text)
  if (ms === undefined) {
    context.addIssue({ code: 'custom', message: 'BACKUP_EVERY must be a duration such as 30m, 6h, 24h or 7d (m minutes, h hours, d days), or off' })
    return z.NEVER
  }
  if (ms < BACKUP_EVERY_MIN_MS || ms > BACKUP_EVERY_MAX_MS) {
    context.addIssue({ code: 'custom', message: 'BACKUP_EVERY must be between 5m (five minutes) and 365d (a year)' })
    return z.NEVER
  }
  return ms
}

/** BACKUP_EVERY as written in the environment, parsed to milliseconds (undefined for `off`). */
export const BackupEverySchema = z.string().trim().transform(parseEvery)

/** How a backup came to be: the schedule, "Back up now" (or `npm run backup`), or the copy a restore takes first. */
export const BackupKindSchema = z.enum(['scheduled', 'manual', 'before-restore'])
export type BackupKind = z.infer<typeof BackupKindSchema>

/** A backup's folder name: its start time, `2025-03-01T03-00-00.000Z` (`npm run backup`'s have no milliseconds). */
export const BackupNameSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(\.\d{3})?Z$/, 'Not the name of a backup')

/** One finished backup in the backup folder. */
export const BackupEntrySchema = z.object({
  name: BackupNameSchema,
  /** When it was started (from its name). */
  at: z.iso.datetime(),
  /** Its size on disk; null when it could not be read. */
  bytes: z.number().int().nonnegative().nullable(),
  kind: BackupKindSchema,
})
export type BackupEntry = z.infer<typeof BackupEntrySchema>

/** The largest archive a restore takes (photos included); the server refuses a larger upload with 413. */
export const MAX_BACKUP_ARCHIVE_MB = 2048
export const MAX_BACKUP_ARCHIVE_BYTES = MAX_BACKUP_ARCHIVE_MB * 1024 * 1024

/** An archive to restore, as plain bytes so that it crosses Electron's IPC unchanged (as an image upload does). */
export const BackupArchiveFileSchema = z
  .object({ name: z.string().max(255), type: z.string().max(100), bytes: z.instanceof(Uint8Array) })
  .refine((file) => file.bytes.byteLength <= MAX_BACKUP_ARCHIVE_BYTES, { message: `The archive is larger than ${MAX_BACKUP_ARCHIVE_MB} MB`, path: ['bytes'] })
export type BackupArchiveFile = z.infer<typeof BackupArchiveFileSchema>

/** What a restore did: what the data now holds, and the backup of what was there before. */
export const RestoreResultSchema = z.object({
  posts: z.number().int(),
  inquiries: z.number().int(),
  uploads: z.number().int(),
  /** The backup taken of the data as it was just before (kind `before-restore`). */
  before: BackupNameSchema,
})
export type RestoreResult = z.infer<typeof RestoreResultSchema>

/**
 * `GET /api/admin/backups` and `POST /api/admin/backups`: the server's own backups, for the owner. Off, it
 * says only that; on, where they go, how often, how many are kept, and how the last one went.
 */
export const BackupsSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    /** BACKUP_DIR, as an absolute path on the server. */
    folder: z.string(),
    everyMs: z.number().int().positive(),
    keep: z.number().int().positive(),
    status: BackupStatusSchema,
    /** The backups in the folder, newest first. */
    list: BackupEntrySchema.array(),
  }),
])
export type Backups = z.infer<typeof BackupsSchema>
