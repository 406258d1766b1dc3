import type { SectionId } from '../features.ts'

/**
 * Every screen of the signed-in console has its own address, below the shell's basename (/admin in the browser, the
 * desktop app's memory router): `/<section>`, and below it what the section's `detail` names: the post editor at
 * `/posts/new` and `/posts/<id>`, a page's texts at `/pages/<page id>`, the owner's settings tabs at `/settings/<tab>`.
 * Which screen an address names is the shell's to say (shell/screens.ts), from the list of features.
 */
export type ConsoleScreen =
  | { kind: 'section'; section: SectionId; tab?: string }
  | { kind: 'post'; id: string }
  | { kind: 'page'; id: string }
  | { kind: 'not-found'; section?: SectionId }

/** The editor's address for a post not saved yet. */
export const NEW_POST = 'new'

export const LOGIN_PATH = '/login'

/** The login's history state: the address asked for while signed out, to go on to once signed in. */
export interface LoginState {
  from?: string
}

let shellTitle: string | undefined

/**
 * The document's title follows the screen, before the shell's own title as the page first had it: 'Blog Posts – Studio
 * admin' in the browser (site/pages/admin/+config.ts), '… – Belleza Studio Admin' in the desktop app's window.
 */
export function consoleTitle(screen: string): string {
  shellTitle ??= document.title || 'Studio admin'
  return `${screen} – ${shellTitle}`
}

export function sectionPath(section: SectionId, tab?: string): string {
  return tab ? `/${section}/${encodeURIComponent(tab)}` : `/${section}`
}

export function postPath(id: string): string {
  return `/posts/${encodeURIComponent(id)}`
}

/** The editor of one page's texts (the content issue): `/pages/home`. */
export function pagePath(id: string): string {
  return `/pages/${encodeURIComponent(id)}`
}

/**
 * Where the login returns to after signing in: a console address asked for while signed out, never the login
 * itself nor anything that is not a path of ours (`//elsewhere.example`).
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return sectionPath('dashboard')
  if (from === LOGIN_PATH || from.startsWith(`${LOGIN_PATH}/`) || from.startsWith(`${LOGIN_PATH}?`)) return sectionPath('dashboard')
  return from
}
