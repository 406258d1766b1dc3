/**
 * One item open at a time; an open item closes again. The server renders every answer (closed ones
 * `hidden`), so the content is there without JavaScript's help for search engines and the FAQPage JSON-LD.
 */
export function enhanceAccordions(root: ParentNode): void {
  for (const accordion of root.querySelectorAll<HTMLElement>('.accordion')) {
    const triggers = [...accordion.querySelectorAll<HTMLButtonElement>('.accordion-trigger')]
    const setExpanded = (trigger: HTMLButtonElement, expanded: boolean) => {
      trigger.setAttribute('aria-expanded', String(expanded))
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
      if (panel) panel.hidden = !expanded
    }
    for (const trigger of triggers) {
      trigger.addEventListener('click', () => {
        const opening = trigger.getAttribute('aria-expanded') !== 'true'
        for (const other of triggers) setExpanded(other, false)
        if (opening) setExpanded(trigger, true)
      })
    }
  }
}
