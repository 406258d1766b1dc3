import { useEffect, type RefObject } from 'react'
import { useAdmin } from './admin-context.tsx'
import { requestSave } from '../forms/console-events.ts'
import { useLatest } from '../ui/use-latest.ts'

/** Where an image added from outside the form goes: the editor's text, or the featured image. */
export type ImageTarget = 'content' | 'featured'

/** The signed-in console's own commands (File › New Post, View › Inquiries). */
export interface ConsoleCommands {
  newPost(): void
  openInquiries(): void
}

interface ImageSlot {
  insert(file: File): void
  /** Whether focus is in it (the editor's text takes the image then). */
  hasFocus(): boolean
}

/**
 * What a shell around the console adds: the desktop app's menu (File › New Post, File › Save, View › Inquiries,
 * File › Insert Image…). The open screens register their handlers here while they are shown, and the shell calls
 * them; each command answers whether a screen took it. The browser console has no shell, so no one calls them.
 */
export class ShellCommands {
  #console: ConsoleCommands | null = null
  /** The open forms' saves, the latest last (a form opened over another is the one saved). */
  #saves: (() => void)[] = []
  readonly #images = new Map<ImageTarget, ImageSlot>()

  handleConsole(commands: ConsoleCommands): () => void {
    this.#console = commands
    return () => {
      if (this.#console === commands) this.#console = null
    }
  }

  handleSave(save: () => void): () => void {
    this.#saves = [...this.#saves, save]
    return () => {
      this.#saves = this.#saves.filter((other) => other !== save)
    }
  }

  handleImage(target: ImageTarget, slot: ImageSlot): () => void {
    this.#images.set(target, slot)
    return () => {
      if (this.#images.get(target) === slot) this.#images.delete(target)
    }
  }

  newPost(): boolean {
    this.#console?.newPost()
    return this.#console !== null
  }

  openInquiries(): boolean {
    this.#console?.openInquiries()
    return this.#console !== null
  }

  /** As Ctrl/Cmd+S in the open form (the post editor saves and stays open). */
  save(): boolean {
    const save = this.#saves.at(-1)
    save?.()
    return save !== undefined
  }

  /** Where File › Insert Image… puts an image now: the editor's text when focus is in it, else the featured image. */
  imageTarget(): ImageTarget | null {
    if (this.#images.get('content')?.hasFocus()) return 'content'
    if (this.#images.has('featured')) return 'featured'
    return this.#images.has('content') ? 'content' : null
  }

  /** The screen uploads the file itself (shrinking and the alt-text prompt included), as if it had been dropped there. */
  insertImage(target: ImageTarget, file: File): boolean {
    const slot = this.#images.get(target)
    slot?.insert(file)
    return slot !== undefined
  }
}

/** Answers the shell's console commands while mounted (nothing happens without a shell). */
export function useShellConsoleCommands(commands: ConsoleCommands): void {
  const { shell } = useAdmin()
  const latest = useLatest(commands)
  useEffect(() => shell?.handleConsole({ newPost: () => latest.current.newPost(), openInquiries: () => latest.current.openInquiries() }), [shell, latest])
}

/** File › Save saves this form as Ctrl/Cmd+S does (requestSave: in place when the form can, else submitted). */
export function useShellSave(form: RefObject<HTMLFormElement | null>): void {
  const { shell } = useAdmin()
  useEffect(
    () =>
      shell?.handleSave(() => {
        if (form.current) requestSave(form.current)
      }),
    [shell, form],
  )
}

/** File › Insert Image… for one target, while mounted. */
export function useShellImageTarget(target: ImageTarget, insert: (file: File) => void, hasFocus: () => boolean = () => false): void {
  const { shell } = useAdmin()
  const latest = useLatest({ insert, hasFocus })
  useEffect(
    () => shell?.handleImage(target, { insert: (file) => latest.current.insert(file), hasFocus: () => latest.current.hasFocus() }),
    [shell, target, latest],
  )
}
