import { app, dialog, type BrowserWindow } from 'electron'
import electronUpdater from 'electron-updater'
import type { FetchFunction } from '../core/cookie-jar-fetch.ts'
import { checkForUpdate, nextCheckDelay, type UpdateCheck } from '../core/update-check.ts'

const { autoUpdater } = electronUpdater

export interface UpdateWiring {
  /** The server the app is signed in to now (its feed is `<server>/desktop/updates/`). */
  serverUrl(): string | null
  /** The studio session's fetch (the main process's network stack, proxy settings included). */
  fetch: FetchFunction
  window(): BrowserWindow | null
}

/**
 * On start and every 6 hours, desktop/core/update-check.ts reads the studio server's channel file; when it
 * names a newer version, electron-updater downloads it in the background from the same feed (checking its sha512)
 * and the app offers "Restart to update". Declined, the update installs when the app quits.
 */
export function startUpdateChecks({ serverUrl, fetch, window }: UpdateWiring): () => void {
  // A development run has no installer to replace.
  if (!app.isPackaged) return () => {}
  autoUpdater.autoDownload = true
  autoUpdater.autoInstallOnAppQuit = true
  let downloading: string | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  autoUpdater.on('error', (error) => {
    downloading = null
    console.warn(`[updates] ${error.message}`)
  })
  autoUpdater.on('update-downloaded', async (info) => {
    const options = {
      type: 'info' as const,
      buttons: ['Restart to update', 'Later'],
      defaultId: 0,
      cancelId: 1,
      title: 'Update ready',
      message: `Version ${info.version} of Belleza Studio Admin is ready.`,
      detail: 'Restart now to use it. Unsaved changes are kept on this computer. Choose Later and it is installed when you quit the app.',
    }
    const parent = window()
    const choice = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options)
    if (choice.response === 0) autoUpdater.quitAndInstall()
  })

  const round = async () => {
    let check: UpdateCheck | null = null
    try {
      check = await checkForUpdate({ serverUrl: serverUrl(), currentVersion: app.getVersion(), platform: process.platform, arch: process.arch, fetch })
      if (check?.status === 'failed') console.warn(`[updates] ${check.feedUrl}: ${check.problem}`)
      if (check?.status === 'not-encrypted') console.warn(`[updates] ${check.feedUrl}: not over plain http from another computer`)
      if (check?.status === 'available' && downloading !== check.version) {
        downloading = check.version
        autoUpdater.setFeedURL({ provider: 'generic', url: check.feedUrl })
        await autoUpdater.checkForUpdates()
      }
    } catch (error) {
      downloading = null
      console.warn('[updates]', error)
    } finally {
      timer = setTimeout(() => void round(), nextCheckDelay(check))
    }
  }
  // Not in the way of the first window: the first check waits a little.
  timer = setTimeout(() => void round(), 10_000)
  return () => {
    if (timer) clearTimeout(timer)
  }
}
