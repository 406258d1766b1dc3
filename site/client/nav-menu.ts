/**
 * The header's menus are `<details>` (they open and close without any script). This adds what a menu is expected to
 * do: one open at a time, Escape closes it and gives focus back to its button, a click or focus elsewhere closes it.
 */
export function enhanceNavMenus(root: Document): void {
  const menus = [...root.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu]')]
  if (menus.length === 0) return
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const menu of menus) if (menu !== except) menu.open = false
  }
  for (const menu of menus) {
    menu.addEventListener('toggle', () => {
      if (menu.open) closeAll(menu)
    })
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return
      menu.open = false
      menu.querySelector('summary')?.focus()
    })
  }
  root.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('details[data-nav-menu]')) closeAll()
  })
  root.addEventListener('focusin', (event) => {
    if (!(event.target as Element).closest?.('details[data-nav-menu]')) closeAll()
  })
}
