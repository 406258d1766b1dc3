/** The floating call-to-action appears once the page is scrolled more than 600 px. */
export const FLOATING_CTA_THRESHOLD = 600

/**
 * The floating button opens a small panel (Book Online, Call Now); Escape or the close button folds it back and
 * returns focus to the button. The server renders it hidden; it stays shown while its panel is open.
 */
export function enhanceFloatingCta(root: ParentNode): void {
  const container = root.querySelector<HTMLElement>('.floating-cta')
  const toggle = container?.querySelector<HTMLButtonElement>('.floating-toggle')
  const panel = container?.querySelector<HTMLElement>('.floating-panel')
  if (!container || !toggle || !panel) return

  const update = () => {
    container.hidden = window.scrollY <= FLOATING_CTA_THRESHOLD && panel.hidden
  }
  const setOpen = (open: boolean) => {
    panel.hidden = !open
    toggle.hidden = open
    toggle.setAttribute('aria-expanded', String(open))
    update()
    if (open) panel.querySelector<HTMLElement>('a')?.focus()
    else toggle.focus()
  }

  update()
  window.addEventListener('scroll', update, { passive: true })
  toggle.addEventListener('click', () => setOpen(true))
  panel.querySelector('[data-floating-close]')?.addEventListener('click', () => setOpen(false))
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) setOpen(false)
  })
}
