import { CONSOLE_EVENTS, type ImageTarget } from '../../shared/admin/console-events.ts'

/**
 * The desktop app speaks to the shared admin screens through DOM events on `window`: the menu's commands, which are
 * the console's own (shared/admin/console-events.ts: New Post, Save, Inquiries, Insert Image). Each is a cancelable
 * CustomEvent; a screen that acts on one calls `event.preventDefault()`. (Issue 16: the connection, a queued save
 * sent and new inquiries are shown by the desktop shell itself and the main process's notification; no screen
 * listened to the events once sent for them, and they are gone.)
 */
export const DESKTOP_EVENTS = CONSOLE_EVENTS

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
