/** Where the footer's link groups fold (styles/site.css draws the folded footer at this width). */
const NARROW = '(max-width: 600px)'

/**
 * On a phone the footer's link groups (services, places, the studio's pages) fold behind their headings: three rows
 * instead of a screen of links, each opened with a tap, as the header's menu is. The server renders every link (so
 * they are there without JavaScript, and for search engines); a wider screen shows them all, headings as they were.
 */
export function enhanceFooterGroups(root: Document): void {
  const groups = [...root.querySelectorAll<HTMLElement>('.site-footer [data-footer-group]')]
  if (groups.length === 0) return
  const folds = groups.flatMap((group, index) => {
    const heading = group.querySelector<HTMLElement>('.footer-heading')
    const list = group.querySelector<HTMLElement>('ul')
    if (!heading || !list) return []
    list.id ||= `footer-group-${index + 1}`
    const label = heading.textContent ?? ''
    const toggle = root.createElement('button')
    toggle.type = 'button'
    toggle.className = 'footer-toggle'
    toggle.textContent = label
    toggle.setAttribute('aria-controls', list.id)
    const open = (opened: boolean) => {
      toggle.setAttribute('aria-expanded', String(opened))
      list.hidden = !opened
    }
    toggle.addEventListener('click', () => open(toggle.getAttribute('aria-expanded') !== 'true'))
    return [
      {
        fold() {
          heading.replaceChildren(toggle)
          open(false)
        },
        unfold() {
          heading.replaceChildren(label)
          list.hidden = false
        },
      },
    ]
  })
  const narrow = window.matchMedia(NARROW)
  const apply = () => {
    for (const group of folds) (narrow.matches ? group.fold : group.unfold)()
    root.querySelector('.site-footer')?.toggleAttribute('data-folded', narrow.matches)
  }
  narrow.addEventListener('change', apply)
  apply()
}
