/**
 * The mobile navigation drawer is a modal <dialog>: the browser traps focus and closes it on Escape. A click on
 * the backdrop (the dialog element itself, outside its panel) or on a link inside closes it too.
 */
export function enhanceDrawer(root: ParentNode): void {
  const drawer = root.querySelector<HTMLDialogElement>('dialog.drawer')
  if (!drawer) return
  for (const button of root.querySelectorAll(`[aria-controls="${drawer.id}"]`)) {
    button.addEventListener('click', () => drawer.showModal())
  }
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target === drawer || target.closest('[data-drawer-close], a')) drawer.close()
  })
}
