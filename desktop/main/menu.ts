import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../bridge/contract.ts'

export interface MenuActions {
  /** A command the renderer carries out (it turns it into a DOM event for the admin screens). */
  send(command: MenuCommand): void
  openWebsite(): void
  dev: boolean
}

/** Issue #5: New Post, Save, Find, zoom and Open website, with the usual shortcuts on every system. */
export function buildMenu({ send, openWebsite, dev }: MenuActions): Menu {
  const isMac = process.platform === 'darwin'
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [
        { label: 'New Post', accelerator: 'CmdOrCtrl+N', click: () => send('new-post') },
        { label: 'Save', accelerator: 'CmdOrCtrl+S', click: () => send('save') },
        { label: 'Insert Image…', accelerator: 'CmdOrCtrl+Shift+U', click: () => send('insert-image') },
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
        { label: 'Find', accelerator: 'CmdOrCtrl+F', click: () => send('find') },
      ],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Inquiries', click: () => send('open-inquiries') },
        { label: 'Open Website', accelerator: 'CmdOrCtrl+Shift+O', click: openWebsite },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        // Ctrl+= zooms in as well (the + key needs Shift on most layouts).
        { role: 'zoomIn', accelerator: 'CmdOrCtrl+=', visible: false, acceleratorWorksWhenHidden: true },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(dev ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const] : []),
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'Open the Studio Website', click: openWebsite }],
    },
  ]
  return Menu.buildFromTemplate(template)
}
