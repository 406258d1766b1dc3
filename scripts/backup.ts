/**
 * Copies DATA_DIR (posts, categories, inquiries, accounts, uploads) to a new folder, safely while the server runs,
 * and checks that the copy opens. Usage: npm run backup [-- folder]; the default is backups/<date and time>
 * beside the data folder. Restore: stop the server and put the copy in DATA_DIR's place.
 */
import { dirname, join, resolve } from 'node:path'
import { loadConfig } from '../server/config.ts'
import { backupDataDir } from '../server/store/backup.ts'
import { StoreError } from '../server/store/store.ts'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const stamp = `${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`
  const target = process.argv[2]?.trim() || join(dirname(resolve(config.DATA_DIR)), 'backups', stamp)
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
