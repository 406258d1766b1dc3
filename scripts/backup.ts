/**
 * Copies DATA_DIR (posts, categories, inquiries, accounts, uploads) to a new folder, safely while the server runs,
 * and checks that the copy opens. Usage: npm run backup [-- folder]; the default is <date and time> in BACKUP_DIR
 * (counted with the server's scheduled backups), else in backups/ beside the data folder. Restore: stop the server and
 * put the copy in DATA_DIR's place.
 */
import { dirname, join, resolve } from 'node:path'
import { loadConfig } from '../server/config.ts'
import { backupDataDir } from '../server/store/backup.ts'
import { backupFolderName } from '../server/store/backup-schedule.ts'
import { StoreError } from '../server/store/store.ts'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const folder = config.BACKUP_DIR ?? join(dirname(resolve(config.DATA_DIR)), 'backups')
  const target = process.argv[2]?.trim() || join(resolve(folder), backupFolderName(new Date()))
  const summary = await backupDataDir(config.DATA_DIR, target)
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
