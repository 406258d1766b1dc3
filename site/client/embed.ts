/**
 * A third-party widget behind a facade: nothing is requested from the third party until the visitor presses the
 * facade's button, which swaps the facade for the widget's iframe.
 */
export function enhanceEmbeds(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-embed-src]')) {
    button.addEventListener('click', () => {
      const facade = button.closest('.embed-facade')
      if (!facade) return
      const frame = document.createElement('iframe')
      frame.className = 'embed-frame'
      frame.src = button.dataset.embedSrc!
      frame.title = button.dataset.embedTitle ?? ''
      frame.loading = 'lazy'
      frame.referrerPolicy = 'strict-origin-when-cross-origin'
      frame.allowFullscreen = true
      facade.replaceWith(frame)
      frame.focus()
    })
  }
}
