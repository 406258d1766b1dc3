/**
 * Links marked `data-scroll-offset` scroll smoothly to their in-page target, that many pixels below the
 * top (the home hero's secondary button: 80 px, the sticky header).
 */
export function enhanceSmoothScroll(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-scroll-offset][href^="#"]')) {
    link.addEventListener('click', (event) => {
      const target = document.getElementById(link.hash.slice(1))
      if (!target) return
      event.preventDefault()
      const offset = Number(link.dataset.scrollOffset)
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' })
      history.replaceState(null, '', link.hash)
    })
  }
}
