import type { Language } from '../schema/common.ts'
import { type ContentTree, type ContentValue, PAGE_CONTENT, type PageContentId } from '../schema/page-content.ts'
import { STUDIO_PLACEHOLDERS, cleanText, placeholdersIn } from './plain-text.ts'
import { STARTER_CONTENT } from './starter-content.ts'

/** The longest text one field takes (a long FAQ answer is about 1,000 characters). */
export const CONTENT_TEXT_MAX = 5000
/** The most items a list takes (benefits, steps, questions). */
export const CONTENT_LIST_MAX = 50

export { cleanText, placeholdersIn }

function texts(value: ContentValue): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  return Object.values(value).flatMap(texts)
}

/**
 * The placeholders page texts may use: every studio fact from Settings (shared/content/variables.ts), and every value
 * a page fills in itself that the starter content uses (a price on a card, a search's words). Derived, never listed twice.
 */
export const CONTENT_PLACEHOLDERS: readonly string[] = [
  ...new Set([
    ...STUDIO_PLACEHOLDERS,
    ...(['en', 'es'] as const).flatMap((language) => Object.values(STARTER_CONTENT[language]).flatMap(texts).flatMap(placeholdersIn)),
  ]),
].sort()

const KNOWN_PLACEHOLDERS = new Set(CONTENT_PLACEHOLDERS)

export function pageContentInfo(id: PageContentId) {
  return PAGE_CONTENT.find((page) => page.id === id)!
}

/** Every text of a tree cleaned (see cleanText), its shape unchanged. */
export function cleanContent<T extends ContentValue>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T
  if (Array.isArray(value)) return value.map(cleanContent) as T
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanContent(item)])) as T
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', es: 'Spanish' }

/**
 * What is wrong with one language's texts of a page, measured against its model (the starter's tree): by the
 * field's dotted path under the language (`en.hero.title`, `es.steps.2.text`). Empty when they can be saved. The same
 * keys as the model, texts where it has texts (1 to CONTENT_TEXT_MAX characters, placeholders it knows), lists where it
 * has lists (1 to CONTENT_LIST_MAX items, each shaped like the model's first).
 */
export function contentProblems(model: ContentTree, value: unknown, language: Language): Record<string, string> {
  const problems: Record<string, string> = {}
  const check = (model: ContentValue, value: unknown, path: string) => {
    if (typeof model === 'string') {
      if (typeof value !== 'string') problems[path] = 'Must be a text'
      else if (value.trim() === '') problems[path] = `Write the ${LANGUAGE_NAME[language]} text`
      else if (value.length > CONTENT_TEXT_MAX) problems[path] = `At most ${CONTENT_TEXT_MAX.toLocaleString('en-US')} characters`
      else {
        const unknown = placeholdersIn(value).filter((name) => !KNOWN_PLACEHOLDERS.has(name))
        if (unknown.length > 0)
          problems[path] = `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}: use one from the list, or type the words`
      }
      return
    }
    if (Array.isArray(model)) {
      if (!Array.isArray(value)) problems[path] = 'Must be a list'
      else if (value.length === 0) problems[path] = 'Add at least one item'
      else if (value.length > CONTENT_LIST_MAX) problems[path] = `At most ${CONTENT_LIST_MAX} items`
      else value.forEach((item, index) => check(model[0]!, item, `${path}.${index}`))
      return
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems[path] = 'Must be a group of texts'
      return
    }
    for (const key of Object.keys(value)) if (!(key in model)) problems[`${path}.${key}`] = 'This page has no such text'
    for (const [key, item] of Object.entries(model)) check(item, (value as Record<string, unknown>)[key], `${path}.${key}`)
  }
  check(model, value, language)
  return problems
}

/** The starter model of a page in a language. */
export function starterContent(id: PageContentId, language: Language): ContentTree {
  return STARTER_CONTENT[language][id]
}

/**
 * A page's texts for rendering: the stored ones over the starter's, so a text the product added after the store was
 * written (a new section) shows its starter words until the studio edits it, and one it took away (the FAQ's
 * questions, now a collection of their own) is neither shown nor edited, in a stored page or an old version of it.
 * Lists are taken whole.
 */
export function withStarter(starter: ContentTree, stored: ContentTree | undefined): ContentTree {
  if (!stored) return starter
  const merged: ContentTree = { ...starter }
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in starter)) continue
    const base = starter[key]
    merged[key] = isTree(base) && isTree(value) ? withStarter(base, value) : value
  }
  return merged
}

function isTree(value: ContentValue | undefined): value is ContentTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether two trees hold the same texts. */
export function sameContent(a: ContentValue, b: ContentValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
