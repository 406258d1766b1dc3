/**
 * Copies DATA_DIR (posts, categories, inquiries, accounts, uploads) to a new folder, safely while the server runs,
 * and checks that the copy opens. Usage: npm run backup [-- folder]; the default is <date and time> in the server's
 * backup folder (BACKUP_DIR, else <data>-backups/ beside the data folder), where it is listed and counted with the server's
 * own. Restore: Settings › Backups, or stop the server and put the copy in DATA_DIR's place.
 */
import { join, resolve } from 'node:path'
import { backupFolderOf } from '../shared/schema/backup-config.ts'
import { loadConfig } from '../server/config.ts'
import { backupDataDir } from '../server/store/backup.ts'
import { backupFolderName, writeBackupRecord } from '../server/store/backup-schedule.ts'
import { StoreError } from '../server/store/store.ts'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const target = process.argv[2]?.trim() || join(backupFolderOf(config), backupFolderName(new Date()))
  const summary = await backupDataDir(config.DATA_DIR, target)
  await writeBackupRecord(summary.folder, 'manual', config.DATA_DIR) // names this data folder: its server counts and rotates it
  console.log(
    `Backed up ${resolve(config.DATA_DIR)} to ${summary.folder}: ${summary.posts} posts, ${summary.categories} categories, ` +
      `${summary.inquiries} inquiries, ${summary.uploads} uploaded images. The copy opens cleanly.`,
  )
}

main().catch((error: unknown) => {
  const message = error instanceof StoreError || error instanceof Error ? error.message : String(error)
  console.error(`\nbackup: ${message}\n`)
  process.exit(1)
})
