import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../bridge/contract.ts'

// Plain data (Electron's types only), so menu-shortcuts.test.ts reads the real menu without Electron.

/**
 * The menu's own accelerators, in one table. Insert Image… was once Ctrl+Shift+U and Open Website
 * Ctrl+Shift+O, the editor's bulleted and numbered lists (shared/admin/editor/editor-commands.tsx, EDITOR_SHORTCUTS).
 */
export const MENU_ACCELERATORS = {
  newPost: 'CmdOrCtrl+N',
  save: 'CmdOrCtrl+S',
  insertImage: 'CmdOrCtrl+Shift+P', // P for picture
  find: 'CmdOrCtrl+F',
  openWebsite: 'CmdOrCtrl+Shift+W', // W for website
  // Ctrl+= zooms in as well (the + key needs Shift on most layouts).
  zoomInWithoutShift: 'CmdOrCtrl+=',
  // Development runs only. Electron's Ctrl+Shift+I (Alt+Cmd+I) would also set italic in the editor.
  devTools: 'F12',
} as const

export interface MenuActions {
  /** A command the renderer carries out (it turns it into a DOM event for the admin screens). */
  send(command: MenuCommand): void
  openWebsite(): void
  dev: boolean
}

/** New Post, Save, Find, zoom and Open website, with the usual shortcuts on every system. */
export function menuTemplate({ send, openWebsite, dev }: MenuActions, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [
        { label: 'New Post', accelerator: MENU_ACCELERATORS.newPost, click: () => send('new-post') },
        { label: 'Save', accelerator: MENU_ACCELERATORS.save, click: () => send('save') },
        { label: 'Insert Image…', accelerator: MENU_ACCELERATORS.insertImage, click: () => send('insert-image') },
        { type: 'separator' },
        { label: 'Change Studio Server…', click: () => send('change-server') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'selectAll' },
        { type: 'separator' },
        { label: 'Find', accelerator: MENU_ACCELERATORS.find, click: () => send('find') },
      ],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Inquiries', click: () => send('open-inquiries') },
        { label: 'Open Website', accelerator: MENU_ACCELERATORS.openWebsite, click: openWebsite },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomIn', accelerator: MENU_ACCELERATORS.zoomInWithoutShift, visible: false, acceleratorWorksWhenHidden: true },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(dev
          ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools', accelerator: MENU_ACCELERATORS.devTools } as const]
          : []),
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'Open the Studio Website', click: openWebsite }],
    },
  ]
}

type Role = NonNullable<MenuItemConstructorOptions['role']>

/**
 * The accelerators Electron gives the roles used above, and the items of the role menus (appMenu, windowMenu)
 * it fills in itself: electron/lib/browser/api/menu-item-roles.ts (role names in lower case, as Electron compares them).
 */
function roleAccelerators(platform: NodeJS.Platform): Record<string, string | undefined> {
  const isMac = platform === 'darwin'
  const isWindows = platform === 'win32'
  return {
    close: 'CommandOrControl+W',
    copy: 'CommandOrControl+C',
    cut: 'CommandOrControl+X',
    forcereload: 'Shift+CommandOrControl+R',
    hide: isMac ? 'Command+H' : undefined,
    hideothers: isMac ? 'Command+Alt+H' : undefined,
    minimize: 'CommandOrControl+M',
    paste: 'CommandOrControl+V',
    pasteandmatchstyle: isMac ? 'Cmd+Option+Shift+V' : 'Shift+CommandOrControl+V',
    quit: isWindows ? undefined : 'CommandOrControl+Q',
    redo: isWindows ? 'Control+Y' : 'Shift+CommandOrControl+Z',
    reload: 'CmdOrCtrl+R',
    resetzoom: 'CommandOrControl+0',
    selectall: 'CommandOrControl+A',
    toggledevtools: isMac ? 'Alt+Command+I' : 'Ctrl+Shift+I',
    togglefullscreen: isMac ? 'Control+Command+F' : 'F11',
    undo: 'CommandOrControl+Z',
    zoomin: 'CommandOrControl+Plus',
    zoomout: 'CommandOrControl+-',
  }
}

/** What Electron puts in the role menus (menu-item-roles.ts): the items that carry accelerators. */
function roleMenuItems(role: Role, platform: NodeJS.Platform): string[] {
  const isMac = platform === 'darwin'
  if (role === 'appMenu') return ['hide', 'hideothers', 'quit']
  if (role === 'windowMenu') return isMac ? ['minimize'] : ['minimize', 'close']
  return []
}

export interface MenuAccelerator {
  /** The item, as a person finds it: "File › Save". */
  item: string
  accelerator: string
}

/** Every accelerator the application menu registers on `platform`, its own and its roles'. */
export function menuAccelerators(platform: NodeJS.Platform, dev: boolean): MenuAccelerator[] {
  const roles = roleAccelerators(platform)
  const found: MenuAccelerator[] = []
  const walk = (items: MenuItemConstructorOptions[], path: string[]) => {
    for (const item of items) {
      const name = [...path, item.label ?? item.role ?? ''].join(' › ')
      const accelerator = item.accelerator ?? (item.role ? roles[item.role.toLowerCase()] : undefined)
      if (accelerator) found.push({ item: name, accelerator: String(accelerator) })
      if (Array.isArray(item.submenu)) walk(item.submenu, [...path, item.label ?? item.role ?? ''])
      else if (item.role) {
        for (const role of roleMenuItems(item.role, platform)) {
          const roleAccelerator = roles[role]
          if (roleAccelerator) found.push({ item: `${name} › ${role}`, accelerator: roleAccelerator })
        }
      }
    }
  }
  walk(menuTemplate({ send: () => {}, openWebsite: () => {}, dev }, platform), [])
  return found
}
