import { fill, pluralText, text } from './text.ts'

/**
 * The before-and-after gallery. Each comparison's range input moves its divider (`--position`) and says where
 * it is in words; without this script the divider stays in the middle. The service filter shows the pairs of one
 * service; without it every pair shows.
 */
export function enhanceGallery(root: ParentNode): void {
  for (const comparison of root.querySelectorAll<HTMLElement>('[data-comparison]')) {
    const range = comparison.querySelector<HTMLInputElement>('input[type="range"]')
    if (!range) continue
    const update = () => {
      const position = Number(range.value)
      comparison.style.setProperty('--position', `${position}%`)
      range.setAttribute('aria-valuetext', fill(text(range, 'valuetext'), { before: position, after: 100 - position }))
    }
    range.addEventListener('input', update)
    // The browser may have restored an earlier value (back button, reload).
    update()
  }

  const gallery = root.querySelector<HTMLElement>('[data-gallery]')
  if (!gallery) return
  const items = [...gallery.querySelectorAll<HTMLElement>('li[data-service]')]
  const chips = [...gallery.querySelectorAll<HTMLButtonElement>('button[data-filter]')]
  const status = gallery.querySelector<HTMLElement>('[data-gallery-status]')
  for (const chip of chips) {
    chip.addEventListener('click', () => {
      const service = chip.dataset.filter
      for (const item of items) item.hidden = Boolean(service) && item.dataset.service !== service
      for (const other of chips) other.setAttribute('aria-pressed', String(other === chip))
      if (status) status.textContent = pluralText(status, 'count', items.filter((item) => !item.hidden).length)
    })
  }
  // A treatment page's Results strip links here with its service (`?service=microblading`): that filter starts chosen.
  const wanted = new URLSearchParams(location.search).get('service')
  chips.find((chip) => wanted && chip.dataset.filter === wanted)?.click()
  // The filter bar kept its place while hidden (no layout shift); now its buttons work.
  gallery.dataset.ready = 'true'
}
