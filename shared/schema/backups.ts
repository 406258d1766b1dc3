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

/** BACKUP_EVERY as written in the environment, parsed to milliseconds. */
export const BackupEverySchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const ms = parseDuration(text)
    if (ms === undefined) {
      context.addIssue({ code: 'custom', message: 'BACKUP_EVERY must be a duration such as 30m, 6h, 24h or 7d (m minutes, h hours, d days)' })
      return z.NEVER
    }
    if (ms < BACKUP_EVERY_MIN_MS || ms > BACKUP_EVERY_MAX_MS) {
      context.addIssue({ code: 'custom', message: 'BACKUP_EVERY must be between 5m (five minutes) and 365d (a year)' })
      return z.NEVER
    }
    return ms
  })

/**
 * `GET /api/admin/backups` and `POST /api/admin/backups` (issue 17): the server's own backups, for the owner. Off, it
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
  }),
])
export type Backups = z.infer<typeof BackupsSchema>
