/** At most one toast at a time, shown 5 seconds. */
export const TOAST_DURATION_MS = 5000

export interface Toast {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Shows `toast` in the page's live region (rendered by the layout, with a <template> holding the toast's markup),
 * replacing any toast already there.
 */
export function showToast(toast: Toast): void {
  const viewport = document.querySelector<HTMLElement>('.toast-viewport')
  const template = viewport?.querySelector<HTMLTemplateElement>('template')
  if (!viewport || !template) return
  dismissToast()
  const element = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement
  element.classList.add(`toast-${toast.variant ?? 'default'}`)
  if (toast.variant === 'destructive') element.setAttribute('role', 'alert')
  element.querySelector('.toast-title')!.textContent = toast.title
  const description = element.querySelector<HTMLElement>('.toast-description')!
  description.textContent = toast.description ?? ''
  description.hidden = !toast.description
  element.querySelector('button')!.addEventListener('click', dismissToast)
  viewport.append(element)
  timer = setTimeout(dismissToast, TOAST_DURATION_MS)
}

function dismissToast(): void {
  clearTimeout(timer)
  document.querySelector('.toast-viewport .toast')?.remove()
}
