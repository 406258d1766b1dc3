import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { z } from 'zod'
import { BACKUP_KEEP_DEFAULT, BackupEverySchema } from './backups.ts'

// The environment's scheduled-backup variables, spread into ConfigSchema. Server only (node:path): the
// admin imports ./backups.ts instead.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

export const BACKUP_CONFIG_FIELDS = {
  /** Where the server puts its backups; relative to the working folder, like DATA_DIR. Unset: `<DATA_DIR>-backups` beside DATA_DIR. */
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  /**
   * How often, in milliseconds once parsed (written `30m`, `6h`, `24h`, `7d`); daily when unset. `off` (undefined once
   * parsed) turns the schedule off, and with it the console's backups.
   */
  BACKUP_EVERY: z.preprocess((value) => emptyAsUndefined(value) ?? BACKUP_EVERY_DEFAULT, BackupEverySchema),
  /** How many of the server's backups are kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'BACKUP_KEEP must be a whole number, such as 14' })
      .int('BACKUP_KEEP must be a whole number, such as 14')
      .min(1, 'BACKUP_KEEP must be at least 1')
      .max(10_000, 'BACKUP_KEEP must be at most 10000')
      .default(BACKUP_KEEP_DEFAULT),
  ),
}

/** Backups are daily unless BACKUP_EVERY says otherwise (or `off`). */
export const BACKUP_EVERY_DEFAULT = '24h'

interface BackupEnv {
  DATA_DIR: string
  BACKUP_DIR?: string | undefined
}

/**
 * Where backups go: BACKUP_DIR, else `<name>-backups` beside the data folder (`./data` → `./data-backups`), where a
 * copy, move or reset of the data folder leaves them alone, and named for it, so two data folders side by side never
 * share one (docs/decisions/030).
 */
export function backupFolderOf(env: BackupEnv): string {
  if (env.BACKUP_DIR !== undefined) return resolve(env.BACKUP_DIR)
  const data = resolve(env.DATA_DIR)
  return join(dirname(data), `${basename(data)}-backups`)
}

/** Never inside the data folder (each backup would go with the folder it is meant to replace). */
export function checkBackupConfig(env: BackupEnv, context: z.RefinementCtx): void {
  if (env.BACKUP_DIR !== undefined && isInside(resolve(env.BACKUP_DIR), resolve(env.DATA_DIR))) {
    context.addIssue({
      code: 'custom',
      path: ['BACKUP_DIR'],
      message: `BACKUP_DIR (${resolve(env.BACKUP_DIR)}) must be outside DATA_DIR (${resolve(env.DATA_DIR)}): a backup inside the data folder would be copied into every later backup and lost with the folder. Use e.g. ${backupFolderOf({ DATA_DIR: env.DATA_DIR })}`,
    })
  }
}

function isInside(folder: string, parent: string): boolean {
  const path = relative(parent, folder)
  return path === '' || (!isAbsolute(path) && path !== '..' && !path.startsWith(`..${sep}`))
}
