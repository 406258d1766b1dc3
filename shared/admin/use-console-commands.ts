import { useEffect, useRef } from 'react'
import type { Console } from './console-context.tsx'
import { CONSOLE_EVENTS, openForm, requestSave } from './console-events.ts'

/** Answers a shell's commands (console-events.ts) with the latest handlers; the listeners are added once. */
export function useConsoleCommands(handlers: Pick<Console, 'openPostEditor' | 'goTo'>): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const newPost = (event: Event) => {
      event.preventDefault()
      void latest.current.openPostEditor({ post: null })
    }
    const save = (event: Event) => {
      const form = openForm()
      if (!form) return
      event.preventDefault()
      // As Ctrl/Cmd+S (its shortcut): the post editor saves and stays open (issue 15).
      requestSave(form)
    }
    const openInquiries = (event: Event) => {
      event.preventDefault()
      void latest.current.goTo('inquiries')
    }
    const listeners: [string, (event: Event) => void][] = [
      [CONSOLE_EVENTS.newPost, newPost],
      [CONSOLE_EVENTS.save, save],
      [CONSOLE_EVENTS.openInquiries, openInquiries],
    ]
    for (const [name, listener] of listeners) window.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of listeners) window.removeEventListener(name, listener)
    }
  }, [])
}
