import { readFile, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BrowserWindow, Menu, Notification, app, dialog, ipcMain, protocol, session, shell } from 'electron'
import type { ImageFile } from '#shared/api/studio-api.ts'
import { MAX_PICKED_IMAGE_MB } from '#shared/schema/upload.ts'
import { PUSH_CHANNELS, type MenuCommand } from '../bridge/contract.ts'
import { createBridgeHandlers, type DesktopHost } from '../bridge/dispatch.ts'
import type { FetchFunction } from '../core/cookie-jar-fetch.ts'
import { createDesktopCore, type DesktopCore } from '../core/desktop-core.ts'
import { desktopError } from '../core/failure.ts'
import type { NewInquiry } from '../core/inquiry-watch.ts'
import { createRendererFiles, rendererCsp } from './app-protocol.ts'
import { registerBridge } from './ipc.ts'
import { menuTemplate } from './menu-template.ts'
import { startUpdateChecks } from './updates.ts'
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, createLinkOpener, originOf } from './navigation.ts'
import { confirmExternalLink, createMainWindow, hardenContents } from './window.ts'

// The main process stays thin: it wires Electron to desktop/core, which holds every decision.

/** The session that keeps the studio's cookie, on disk, in the main process only. */
const STUDIO_PARTITION = 'persist:studio'
const INQUIRY_CHECK_MS = 60_000
const APP_ID = 'com.belleza-studio.admin' // electron-builder.yml appId
const APP_NAME = 'Belleza Studio Admin' // electron-builder.yml productName

// One data folder in development and in every installer: <appData>/Belleza Studio Admin (set before `ready`).
// `npm run desktop:smoke` gives the app a temporary one instead, so it never touches a real install's drafts.
app.setName(APP_NAME)
app.setPath('userData', process.env.STUDIO_DESKTOP_USER_DATA || join(app.getPath('appData'), APP_NAME))

const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
const appOrigin = (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN

// Before `ready`: the app's own scheme is a standard, secure origin (relative URLs, localStorage, no mixed content).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }])

let mainWindow: BrowserWindow | null = null
let studioCore: DesktopCore | null = null

/** The studio's own pages open in the browser at once, other sites after a question, other schemes never. */
const openLink = createLinkOpener({
  serverUrl: () => studioCore?.settings().serverUrl ?? null,
  confirm: (url) => confirmExternalLink(url, mainWindow),
  open: (url) => shell.openExternal(url),
})

// Every web contents is hardened the moment it exists, whatever creates it.
app.on('web-contents-created', (_event, contents) => hardenContents(contents, appOrigin, openLink))

if (!app.requestSingleInstanceLock()) {
  // One app at a time: two would write the same drafts and queue.
  app.quit()
} else {
  app.on('second-instance', () => showWindow())
  void app.whenReady().then(start)
}

async function start(): Promise<void> {
  app.setAppUserModelId(APP_ID)
  const studioSession = session.fromPartition(STUDIO_PARTITION)
  const studioFetch: FetchFunction = (input, init) => studioSession.fetch(input instanceof URL ? input.href : input, init)
  const core = await createDesktopCore({ dataDir: join(app.getPath('userData'), 'studio'), fetch: studioFetch })
  studioCore = core

  // The renderer asks for nothing itself: no permissions (camera, notifications, geolocation...).
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, answer) => answer(false))
  session.defaultSession.setPermissionCheckHandler(() => false)

  protocol.handle(
    APP_SCHEME,
    createRendererFiles({
      rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
      serverUrl: () => core.settings().serverUrl,
      fetch: studioFetch,
    }),
  )
  if (devServerUrl) {
    // The Vite dev server sends no CSP; add the (dev-relaxed) policy here.
    session.defaultSession.webRequest.onHeadersReceived({ urls: [`${appOrigin}/*`] }, (details, answer) => {
      answer({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [rendererCsp({ serverUrl: core.settings().serverUrl, dev: true })],
        },
      })
    })
  }

  registerBridge(ipcMain, createBridgeHandlers(core, desktopHost()), appOrigin)

  const send = (command: MenuCommand) => {
    showWindow()
    mainWindow?.webContents.send(PUSH_CHANNELS.menuCommand, command)
  }
  const openWebsite = () => {
    const serverUrl = core.settings().serverUrl
    if (serverUrl) void openLink(serverUrl)
  }
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ send, openWebsite, dev: Boolean(devServerUrl) }, process.platform)))

  core.subscribe((event) => {
    mainWindow?.webContents.send(PUSH_CHANNELS.coreEvent, event)
    if (event.type === 'new-inquiries') announce(event.inquiries, () => send('open-inquiries'))
  })
  core.watchInquiries(INQUIRY_CHECK_MS)
  const stopUpdateChecks = startUpdateChecks({ serverUrl: () => core.settings().serverUrl, fetch: studioFetch, window: () => mainWindow })

  openWindow(core)
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow(core)
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('before-quit', () => {
    stopUpdateChecks()
    // Cookies and localStorage are written lazily by Chromium: write them now.
    void studioSession.cookies.flushStore()
    session.defaultSession.flushStorageData()
    void core.close()
  })
}

function openWindow(core: DesktopCore): void {
  mainWindow = createMainWindow({
    url: devServerUrl ?? APP_ENTRY_URL,
    saved: core.windowState(),
    saveState: (state) => void core.saveWindowState(state),
  })
  mainWindow.on('closed', () => {
    mainWindow = null
  })
}

function showWindow(): void {
  if (!mainWindow) return
  if (mainWindow.isMinimized()) mainWindow.restore()
  mainWindow.show()
  mainWindow.focus()
}

/** A system notification when new inquiries arrive; clicking it opens the Inquiries section. */
function announce(inquiries: NewInquiry[], openInquiries: () => void): void {
  if (!Notification.isSupported() || inquiries.length === 0) return
  const [first] = inquiries
  const notification = new Notification({
    title: inquiries.length === 1 ? 'New inquiry' : `${inquiries.length} new inquiries`,
    body:
      inquiries.length === 1 && first
        ? `${first.name}${first.service ? ` · ${first.service.replace(/-/g, ' ')}` : ''}`
        : inquiries.map((inquiry) => inquiry.name).join(', '),
  })
  notification.on('click', openInquiries)
  notification.show()
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
}

const MAX_CHOSEN_IMAGE_BYTES = MAX_PICKED_IMAGE_MB * 1024 * 1024

/** What the bridge needs from Electron itself. */
function desktopHost(): DesktopHost {
  return {
    openExternal: openLink,
    async chooseImageFile(): Promise<ImageFile | null> {
      const options = {
        title: 'Insert an image',
        properties: ['openFile' as const],
        filters: [{ name: 'Images', extensions: Object.keys(IMAGE_TYPES).map((extension) => extension.slice(1)) }],
      }
      const choice = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options)
      const path = choice.filePaths[0]
      if (choice.canceled || !path) return null
      // A file too large even to shrink is not even read.
      if ((await stat(path)).size > MAX_CHOSEN_IMAGE_BYTES) throw desktopError(413, `The file is larger than ${MAX_PICKED_IMAGE_MB} MB`)
      const type = IMAGE_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
      return { name: basename(path), type, bytes: new Uint8Array(await readFile(path)) }
    },
    async chooseSaveFile(suggestedName: string): Promise<string | null> {
      const options = {
        title: 'Save the backup',
        defaultPath: join(app.getPath('downloads'), suggestedName),
        filters: [{ name: 'Backup archives', extensions: ['tar.gz', 'gz'] }],
      }
      const choice = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options)
      return choice.canceled || !choice.filePath ? null : choice.filePath
    },
    findInPage(text, options) {
      mainWindow?.webContents.findInPage(text, options)
    },
    stopFindInPage() {
      mainWindow?.webContents.stopFindInPage('clearSelection')
    },
  }
}
