import { fileURLToPath } from 'node:url'
import { BrowserWindow, Menu, dialog, screen, type WebContents } from 'electron'
import { MIN_WINDOW, windowPlacement, type WindowState } from '../core/window-state.ts'
import { SPELL_CHECKER_LANGUAGES, contextMenuTemplate } from './context-menu.ts'
import { decideNavigation } from './navigation.ts'

/**
 * Every web contents of the app (Electron's security checklist): no new windows (web pages go to `openLink`,
 * which opens the studio's own pages in the system browser and asks first for any other), no navigation away
 * from the app, no <webview>.
 */
export function hardenContents(contents: WebContents, appOrigin: string, openLink: (url: string) => Promise<void>): void {
  contents.setWindowOpenHandler(({ url }) => {
    void openLink(url)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, appOrigin)
    if (decision.action === 'allow') return
    event.preventDefault()
    if (decision.openInBrowser) void openLink(decision.openInBrowser)
  })
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame && decideNavigation(event.url, appOrigin).action !== 'allow') event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

export interface MainWindowOptions {
  url: string
  saved: WindowState | null
  saveState(state: WindowState): void
}

/** The native question before a link to another site opens, with the whole address to read. */
export async function confirmExternalLink(url: string, parent: BrowserWindow | null): Promise<boolean> {
  const options = {
    type: 'question' as const,
    buttons: ['Open in browser', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
    title: 'Open a link outside the studio?',
    message: 'This link leads to another website. Open it in your browser?',
    detail: url,
  }
  const choice = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options)
  return choice.response === 0
}

/** The one window: hardened web preferences, the remembered size and place, and a question before losing edits. */
export function createMainWindow({ url, saved, saveState }: MainWindowOptions): BrowserWindow {
  const { maximized, ...bounds } = windowPlacement(
    saved,
    screen.getAllDisplays().map((display) => display.workArea),
  )
  const window = new BrowserWindow({
    ...bounds,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Belleza Studio Admin',
    backgroundColor: '#fbf7f2',
    webPreferences: {
      // A sandboxed preload cannot be an ES module: electron.vite.config.ts builds it as CommonJS.
      preload: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  })
  if (maximized) window.maximize()
  window.once('ready-to-show', () => window.show())

  // Remember where the window is: on close, and shortly after every move or resize (a crash keeps the last place).
  let timer: ReturnType<typeof setTimeout> | null = null
  const remember = () => {
    if (window.isDestroyed() || window.isMinimized()) return
    const normal = window.getNormalBounds()
    saveState({
      ...normal,
      width: Math.max(normal.width, MIN_WINDOW.width),
      height: Math.max(normal.height, MIN_WINDOW.height),
      maximized: window.isMaximized(),
    })
  }
  const rememberSoon = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(remember, 800)
  }
  window.on('resize', rememberSoon)
  window.on('move', rememberSoon)
  window.on('maximize', rememberSoon)
  window.on('unmaximize', rememberSoon)
  window.on('close', () => {
    if (timer) clearTimeout(timer)
    remember()
  })

  // The admin asks before leaving unsaved changes (beforeunload). Electron would silently refuse to close; ask instead.
  window.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(window, {
      type: 'question',
      buttons: ['Close anyway', 'Keep editing'],
      defaultId: 1,
      cancelId: 1,
      title: 'Unsaved changes',
      message: 'Some changes are not saved to the studio server yet.',
      detail: 'They stay on this computer, and the app offers them back the next time you open the form.',
    })
    if (choice === 0) event.preventDefault()
  })

  // Spell-checked in English and Spanish; right-click offers the checker's suggestions (Electron shows no menu itself).
  const { session } = window.webContents
  session.setSpellCheckerLanguages(SPELL_CHECKER_LANGUAGES)
  window.webContents.on('context-menu', (_event, place) => {
    const template = contextMenuTemplate(place, {
      replaceMisspelling: (suggestion) => window.webContents.replaceMisspelling(suggestion),
      addToDictionary: (word) => void session.addWordToSpellCheckerDictionary(word),
    })
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window })
  })

  void window.loadURL(url)
  return window
}
