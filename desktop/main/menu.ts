import { Menu } from 'electron'
import { menuTemplate, type MenuActions } from './menu-template.ts'

/** The application menu (menu-template.ts holds its items and accelerators, testable without Electron). */
export function buildMenu(actions: MenuActions): Menu {
  return Menu.buildFromTemplate(menuTemplate(actions, process.platform))
}
