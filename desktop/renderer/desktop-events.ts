import { CONSOLE_EVENTS, type ImageTarget } from '../../shared/admin/console-events.ts'

/**
 * The desktop app speaks to the shared admin screens through DOM events on `window`. The menu's commands are the
 * console's own (shared/admin/console-events.ts: New Post, Save, Inquiries); the others are the desktop's news.
 * Each is a CustomEvent; a screen that acts on a cancelable one calls `event.preventDefault()`.
 */
export const DESKTOP_EVENTS = {
  ...CONSOLE_EVENTS,
  /** The poll found inquiries not seen before. detail: {inquiries: [{id, name, service, createdAt}]} */
  newInquiries: 'studio:new-inquiries',
  /** A save kept while offline reached the server. detail: {save: {id, operation, label, state, ...}} */
  saveSent: 'studio:save-sent',
  /** The server became reachable or unreachable. detail: {status} */
  connection: 'studio:connection',
} as const

/** Dispatches the event; true when a screen acted on it (called preventDefault). */
export function announce(name: string, detail?: unknown): boolean {
  const event = new CustomEvent(name, { detail, cancelable: true })
  return !window.dispatchEvent(event)
}

/** Where File › Insert Image… puts the image: the editor's text when focus is in it, else the featured image. */
export function imageTargetFor(element: Element | null): ImageTarget | null {
  if (element?.closest('.adm-md')) return 'content'
  if (document.getElementById('post-featuredImage')) return 'featured'
  return document.querySelector('.adm-md textarea') ? 'content' : null
}
