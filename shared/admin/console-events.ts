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
} as const

/** The post or category form that is open, if any. */
export function openForm(root: ParentNode = document): HTMLFormElement | null {
  return root.querySelector<HTMLFormElement>('form.adm-editor, form.adm-category-form')
}

/** Ctrl+S (Cmd+S on a Mac) in a form submits it, as in any editor, instead of saving the web page. */
export function saveShortcut(event: KeyboardEvent<HTMLFormElement>): void {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
    event.preventDefault()
    event.currentTarget.requestSubmit()
  }
}
