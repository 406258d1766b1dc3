import type { KeyboardEvent } from 'react'

/**
 * Fired on a form by Ctrl/Cmd+S and by File › Save. A form that saves without closing (the post editor)
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
