/** The floating call-to-action appears once the page is scrolled more than 600 px. */
export const FLOATING_CTA_THRESHOLD = 600

/**
 * What the floating button never covers: forms (their fields, labels and button), labels and captions
 * anywhere, the photos' Before/After tags and the footer.
 */
const KEPT_CLEAR = 'form, label, figcaption, .comparison-tag, .site-footer'
/** A field that brings up a phone's keyboard (or picker): while one has the focus, the button steps aside. */
const TYPED_IN = 'input:not([type="range"], [type="checkbox"], [type="radio"], [type="button"], [type="submit"]), select, textarea'
/** Room kept clear around the button, in px. */
const ROOM = 8

/**
 * The floating button opens a small panel (Book Online, Call Now); Escape or the close button folds it back and
 * returns focus to the button. The server renders it hidden. It shows past the threshold, and steps aside while
 * something it must not cover (KEPT_CLEAR) is under it or a field has the focus; it stays shown while its panel is
 * open.
 */
export function enhanceFloatingCta(root: Document): void {
  const container = root.querySelector<HTMLElement>('.floating-cta')
  const toggle = container?.querySelector<HTMLButtonElement>('.floating-toggle')
  const panel = container?.querySelector<HTMLElement>('.floating-panel')
  if (!container || !toggle || !panel) return

  const under = new Set<Element>()
  let typing = false
  const update = () => {
    container.hidden = panel.hidden && (window.scrollY <= FLOATING_CTA_THRESHOLD || under.size > 0 || typing)
  }
  const setOpen = (open: boolean) => {
    panel.hidden = !open
    toggle.hidden = open
    toggle.setAttribute('aria-expanded', String(open))
    update()
    if (open) panel.querySelector<HTMLElement>('a')?.focus()
    else toggle.focus()
  }

  // What lies under the button: an IntersectionObserver whose root is the viewport cut down to the button's box
  // (and ROOM around it), made again when the viewport's size changes.
  let observer: IntersectionObserver | undefined
  const watch = () => {
    observer?.disconnect()
    under.clear()
    const place = getComputedStyle(container)
    const size = getComputedStyle(toggle)
    const right = parseFloat(place.right)
    const bottom = parseFloat(place.bottom)
    const top = window.innerHeight - bottom - parseFloat(size.height)
    const left = root.documentElement.clientWidth - right - parseFloat(size.width)
    const rootMargin = [top, right, bottom, left].map((edge) => `${-Math.max(0, Math.floor(edge - ROOM))}px`).join(' ')
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target)
          else under.delete(entry.target)
        }
        update()
      },
      { rootMargin },
    )
    for (const element of root.querySelectorAll(KEPT_CLEAR)) observer.observe(element)
  }
  let resized = 0
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resized)
    resized = requestAnimationFrame(watch)
  })
  root.addEventListener('focusin', (event) => {
    typing = event.target instanceof Element && event.target.matches(TYPED_IN)
    update()
  })
  root.addEventListener('focusout', () => {
    typing = false
    update()
  })

  watch()
  update()
  window.addEventListener('scroll', update, { passive: true })
  toggle.addEventListener('click', () => setOpen(true))
  panel.querySelector('[data-floating-close]')?.addEventListener('click', () => setOpen(false))
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) setOpen(false)
  })
}
