import { type SectionId, isSectionId } from './sections.ts'

/**
 * Issue 15: every screen of the signed-in console has its own address, below the shell's basename (/admin in the
 * browser, the desktop app's memory router): `/<section>`, the post editor at `/posts/new` and `/posts/<id>`, a
 * page's texts at `/pages/<page id>`, and the owner's settings tabs at `/settings/<tab>`. This module is the one list of them.
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

/** Which screen a path inside the console names; what it does not know is `not-found` (shown in the console). */
export function consoleScreen(pathname: string): ConsoleScreen {
  const parts = pathname.split('/').filter(Boolean).map(decodePart)
  const [first, second, ...rest] = parts
  if (!isSectionId(first) || rest.length > 0 || second === null) return { kind: 'not-found' }
  if (second === undefined) return { kind: 'section', section: first }
  if (first === 'posts') return { kind: 'post', id: second }
  if (first === 'pages') return { kind: 'page', id: second }
  if (first === 'settings') return { kind: 'section', section: 'settings', tab: second }
  return { kind: 'not-found', section: first }
}

/** The sidebar's section for a screen: the post editor is in Blog Posts, a page's editor in Pages. */
export function screenSection(screen: ConsoleScreen): SectionId | undefined {
  if (screen.kind === 'post') return 'posts'
  if (screen.kind === 'page') return 'pages'
  return screen.section
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

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null // a malformed escape (`%E0%A4%A`) is an address we do not know
  }
}
