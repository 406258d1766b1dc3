import { VIDEO_FACADE, playVideoFacade } from '#shared/content/video-embed.ts'

/**
 * A third-party widget behind a facade: nothing is requested from the third party until the visitor presses the
 * facade's button, which swaps the facade for the widget's iframe. A post's video facade is a link to
 * the video's page, so it works without this script; with it, pressing the link plays the video in place.
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
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`.${VIDEO_FACADE.figure} a.${VIDEO_FACADE.play}`)) enhanceVideoFacade(link)
}

/** The play link acts as a button from now on: it plays here instead of leaving for the video site. */
function enhanceVideoFacade(link: HTMLAnchorElement): void {
  link.setAttribute('role', 'button')
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return // a new tab, as asked
    if (playVideoFacade(link)) event.preventDefault()
  })
  // A button answers Space too; a link only Enter.
  link.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return
    event.preventDefault()
    playVideoFacade(link)
  })
}
