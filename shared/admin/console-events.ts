import type { KeyboardEvent } from 'react'

/**
 * Commands a shell can send the signed-in console (the desktop app's menu: File › New Post, File › Save, View ›
 * Inquiries). Each is a cancelable CustomEvent on `window`; the console calls `preventDefault()` when it acted,
 * so the sender can tell whether anyone handled it.
 */
export const CONSOLE_EVENTS = {
  newPost: 'studio:new-post',
  save: 'studio:save',
  openInquiries: 'studio:open-inquiries',
  /** An image file to add to the open post (File › Insert Image…). detail: {file: File, target} */
  insertImage: 'studio:insert-image',
} as const

/** Where an image added from outside the form goes: the editor's text, or the featured image. */
export type ImageTarget = 'content' | 'featured'

/**
 * Answers File › Insert Image… for one target: the form uploads the file itself (shrinking and the alt-text prompt
 * included), as if it had been dropped there. Returns the function that stops listening.
 */
export function onInsertImage(target: ImageTarget, insert: (file: File) => void): () => void {
  const listener = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined
    if (typeof detail !== 'object' || detail === null || !('file' in detail) || !('target' in detail)) return
    if (detail.target !== target || !(detail.file instanceof File)) return
    event.preventDefault()
    insert(detail.file)
  }
  window.addEventListener(CONSOLE_EVENTS.insertImage, listener)
  return () => window.removeEventListener(CONSOLE_EVENTS.insertImage, listener)
}

/** The post, category, gallery or settings form that is open, if any. */
export function openForm(root: ParentNode = document): HTMLFormElement | null {
  return root.querySelector<HTMLFormElement>('form.adm-editor, form.adm-category-form, form.adm-gallery-form, form.adm-settings-form')
}

/**
 * Fired on a form by Ctrl/Cmd+S and by File › Save. A form that saves without closing (the post editor, issue 15)
 * listens for it and calls `preventDefault()`; any other form is submitted, as its Save button would.
 */
export const SAVE_IN_PLACE = 'studio:save-in-place'

/** Saves the form the way Ctrl/Cmd+S should: in place when the form can, else by submitting it. */
export function requestSave(form: HTMLFormElement): void {
  const handled = !form.dispatchEvent(new CustomEvent(SAVE_IN_PLACE, { cancelable: true }))
  if (!handled) form.requestSubmit()
}

/** Ctrl+S, or Cmd+S on a Mac (not with Alt or Shift: those are other commands). */
export function isSaveKey(event: { ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; key: string }): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's'
}

/** Inside a dialog (a link's address, a collision question) the dialog is what is being answered. */
function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null
}

/**
 * Ctrl+S (Cmd+S on a Mac) in a form saves it, as in any editor, instead of saving the web page. In a dialog opened
 * from the form it does nothing (but still keeps the browser's "Save page" away).
 */
export function saveShortcut(event: KeyboardEvent<HTMLFormElement>): void {
  if (!isSaveKey(event)) return
  event.preventDefault()
  if (!inDialog(event.target)) requestSave(event.currentTarget)
}
