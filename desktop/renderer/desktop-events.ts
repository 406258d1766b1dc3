import { CONSOLE_EVENTS } from '../../shared/admin/console-events.ts'

/**
 * The desktop app speaks to the shared admin screens through DOM events on `window`. The menu's commands are the
 * console's own (shared/admin/console-events.ts: New Post, Save, Inquiries); the others are the desktop's news.
 * Each is a CustomEvent; a screen that acts on a cancelable one calls `event.preventDefault()`.
 */
export const DESKTOP_EVENTS = {
  ...CONSOLE_EVENTS,
  /**
   * An image dropped on the window or chosen with File › Insert Image… was uploaded (cancelable).
   * detail: {imageUrl, alt, target: 'content' | 'featured'}. Unhandled, the desktop places it itself (below).
   */
  imageUploaded: 'studio:image-uploaded',
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

export type ImageTarget = 'content' | 'featured'

/** Where an uploaded image goes: the editor's text when it was dropped there, else the featured image. */
export function imageTargetFor(element: Element | null): ImageTarget | null {
  if (element?.closest('.adm-md')) return 'content'
  if (document.getElementById('post-featuredImage')) return 'featured'
  return document.querySelector('.adm-md textarea') ? 'content' : null
}

/**
 * Places an uploaded image until the post form listens for `studio:image-uploaded`: Markdown at the caret of the
 * content editor, or the featured image's URL field. Both go through the fields' own input events, so the form's
 * state (and its autosave) sees the change as if it was typed.
 */
export function placeImage(target: ImageTarget, imageUrl: string, alt: string): boolean {
  if (target === 'content') {
    const editor = document.querySelector<HTMLTextAreaElement>('.adm-md textarea')
    if (!editor) return false
    editor.focus()
    const text = `![${alt.replace(/[[\]]/g, '')}](${imageUrl})`
    // insertText keeps the editor's undo history and fires the input event React listens to.
    if (!document.execCommand('insertText', false, text)) setFieldValue(editor, `${editor.value}${text}`)
    return true
  }
  const field = document.getElementById('post-featuredImage')
  if (!(field instanceof HTMLInputElement)) return false
  setFieldValue(field, imageUrl)
  return true
}

/** Sets a React-controlled field the way typing does (React listens to the native value setter's input event). */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
