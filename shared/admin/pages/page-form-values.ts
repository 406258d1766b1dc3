import type { Language } from '#shared/schema/common.ts'
import type { ContentTree, ContentValue, PageContent, PageContentEdit } from '#shared/schema/page-content.ts'
import type { FieldErrors } from '../forms/form-errors.ts'
import { itemLabel, keyLabel } from './page-labels.ts'

/**
 * The page editor's values: both languages' texts, each shaped exactly like the page's model (its starter content,
 * from getPage), so every text has a field and a save sends nothing the server does not know. A list has as many
 * items in English as in Spanish: an item is added, removed and moved in both at once.
 */
export type PageTexts = Record<Language, ContentTree>

/** Where a text is in a tree: keys, and a list's 0-based indexes (`['steps', 2, 'text']`). */
export type ContentPath = readonly (string | number)[]

export const PAGE_LANGUAGES = ['en', 'es'] as const satisfies readonly Language[]

/** A text's key as the server names it in a 400's `fields`: `en.hero.title`, `es.steps.2.text`. */
export function textKey(language: Language, path: ContentPath): string {
  return [language, ...path].join('.')
}

/** The form control of a key (the error summary links to it): `page-en.hero.title`. */
export const FIELD_ID_PREFIX = 'page-'

/** A text longer than this in the starter is written in a textarea; shorter ones in a one-line field. */
export const LONG_TEXT = 80

function isTree(value: unknown): value is ContentTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `model`'s shape with every text empty, and one item in each list: what "Add" puts at a list's end. */
export function emptyLike(model: ContentValue): ContentValue {
  if (typeof model === 'string') return ''
  if (Array.isArray(model)) return [emptyLike(model[0] ?? '')]
  return Object.fromEntries(Object.entries(model).map(([key, value]) => [key, emptyLike(value)]))
}

/**
 * Stored texts shaped as the model: a text the store lacks is empty, a key the model does not have is left out, a
 * list keeps its items (each shaped as the model's first).
 */
export function conform(model: ContentValue, value: unknown): ContentValue {
  if (typeof model === 'string') return typeof value === 'string' ? value : ''
  if (Array.isArray(model)) {
    const item = model[0] ?? ''
    return Array.isArray(value) && value.length > 0 ? value.map((entry) => conform(item, entry)) : [emptyLike(item)]
  }
  const tree = isTree(value) ? value : {}
  return Object.fromEntries(Object.entries(model).map(([key, part]) => [key, conform(part, tree[key])]))
}

/** Both trees with each list as long in one language as in the other (the shorter gets empty items at its end). */
function pairLists(model: ContentValue, a: ContentValue, b: ContentValue): [ContentValue, ContentValue] {
  if (Array.isArray(model) && Array.isArray(a) && Array.isArray(b)) {
    const item = model[0] ?? ''
    const length = Math.max(a.length, b.length)
    const pairs = Array.from({ length }, (_, index) => pairLists(item, a[index] ?? emptyLike(item), b[index] ?? emptyLike(item)))
    return [pairs.map(([first]) => first), pairs.map(([, second]) => second)]
  }
  if (isTree(model) && isTree(a) && isTree(b)) {
    const pairs = Object.entries(model).map(([key, part]) => [key, pairLists(part, a[key] ?? '', b[key] ?? '')] as const)
    return [Object.fromEntries(pairs.map(([key, [first]]) => [key, first])), Object.fromEntries(pairs.map(([key, [, second]]) => [key, second]))]
  }
  return [a, b]
}

/** The form's values for a stored page (or a revision), against the page's model. */
export function pageFormValues(model: ContentTree, page: Pick<PageContent, 'en' | 'es'>): PageTexts {
  const [en, es] = pairLists(model, conform(model, page.en), conform(model, page.es))
  return { en: en as ContentTree, es: es as ContentTree }
}

/** The model of a page's fields: its English starter tree (both languages' starters have the same shape). */
export function pageModel(page: Pick<PageContentEdit, 'starter'>): ContentTree {
  return page.starter.en
}

/** Whether the form holds the same texts as `other` (unsaved changes are a difference from what was loaded). */
export function sameTexts(a: PageTexts, b: PageTexts): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** What is at `path` in a tree (a list's item, a text), if anything. */
export function valueAt(value: ContentValue | undefined, path: ContentPath): ContentValue | undefined {
  let here = value
  for (const step of path) {
    if (typeof step === 'number') here = Array.isArray(here) ? here[step] : undefined
    else here = isTree(here) ? here[step] : undefined
  }
  return here
}

/** The model of what is at `path`: a list's every item is shaped as its first. */
export function modelAt(model: ContentValue, path: ContentPath): ContentValue | undefined {
  return valueAt(
    model,
    path.map((step) => (typeof step === 'number' ? 0 : step)),
  )
}

/** `value` with what is at `path` replaced by `change(it)`; untouched branches stay the same objects. */
function updateAt(value: ContentValue, path: ContentPath, change: (current: ContentValue) => ContentValue): ContentValue {
  const [step, ...rest] = path
  if (step === undefined) return change(value)
  if (typeof step === 'number') {
    if (!Array.isArray(value) || step >= value.length) return value
    return value.map((item, index) => (index === step ? updateAt(item, rest, change) : item))
  }
  if (!isTree(value) || !(step in value)) return value
  return { ...value, [step]: updateAt(value[step]!, rest, change) }
}

function inBoth(texts: PageTexts, path: ContentPath, change: (current: ContentValue) => ContentValue): PageTexts {
  return { en: updateAt(texts.en, path, change) as ContentTree, es: updateAt(texts.es, path, change) as ContentTree }
}

/** One language's text at `path` changed. */
export function withText(texts: PageTexts, language: Language, path: ContentPath, text: string): PageTexts {
  return { ...texts, [language]: updateAt(texts[language], path, () => text) as ContentTree }
}

/** A new, empty item at the end of the list at `path`, in both languages, shaped as the model's first item. */
export function addItem(texts: PageTexts, model: ContentTree, path: ContentPath): PageTexts {
  const item = emptyLike(modelAt(model, [...path, 0]) ?? '')
  return inBoth(texts, path, (list) => (Array.isArray(list) ? [...list, structuredClone(item)] : list))
}

/** The item at `index` of the list at `path` gone, in both languages. */
export function removeItem(texts: PageTexts, path: ContentPath, index: number): PageTexts {
  return inBoth(texts, path, (list) => (Array.isArray(list) ? list.filter((_, at) => at !== index) : list))
}

/** The item at `index` of the list at `path` one place up (-1) or down (1), in both languages; not past an end. */
export function moveItem(texts: PageTexts, path: ContentPath, index: number, by: -1 | 1): PageTexts {
  return inBoth(texts, path, (list) => {
    const to = index + by
    if (!Array.isArray(list) || index < 0 || index >= list.length || to < 0 || to >= list.length) return list
    const moved = [...list]
    ;[moved[index], moved[to]] = [moved[to]!, moved[index]!]
    return moved
  })
}

/** The number of items of the list at `path` (the same in both languages). */
export function itemCount(texts: PageTexts, path: ContentPath): number {
  const list = valueAt(texts.en, path)
  return Array.isArray(list) ? list.length : 0
}

/**
 * The server's 400 `fields` on the form: its keys are the form's own (`en.hero.title` is the English field of
 * `hero.title`, `es.steps` the Spanish side of the list `steps`); anything not about a language's texts is left to
 * the toast.
 */
export function pageFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key.startsWith('heroPhoto') || PAGE_LANGUAGES.some((language) => key === language || key.startsWith(`${language}.`))) errors[key] = message
  }
  return errors
}

/** The errors left once the list at `path` changed shape: its items' keys no longer name the same texts. */
export function errorsOutside(errors: FieldErrors, path: ContentPath): FieldErrors {
  const prefixes = PAGE_LANGUAGES.map((language) => textKey(language, path))
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))))
}

/** A text or a list of the form, with its place in words ("Process › Step 2 › Heading"). */
export interface TextEntry {
  path: ContentPath
  /** Its place on the page, without the language. */
  label: string
  /** The text, for a text; undefined for a list. */
  text?: string
}

const SEPARATOR = ' › '

/** The readable name of each step of `path` (`['steps', 1, 'title']` → ['Step 2', 'Heading']; a list's name gives way to its item's). */
export function pathLabels(path: ContentPath): string[] {
  const labels: string[] = []
  path.forEach((step, at) => {
    const parent = path[at - 1]
    if (typeof step === 'number') labels[labels.length - 1] = itemLabel(String(parent ?? ''), step)
    else labels.push(keyLabel(step, typeof parent === 'string' ? parent : undefined))
  })
  return labels
}

export function pathLabel(path: ContentPath): string {
  return pathLabels(path).join(SEPARATOR)
}

/** Every text and list of one language's tree, in the model's order. */
export function textEntries(model: ContentTree, tree: ContentTree): TextEntry[] {
  const entries: TextEntry[] = []
  const walk = (shape: ContentValue, value: ContentValue | undefined, path: ContentPath) => {
    if (typeof shape === 'string') {
      entries.push({ path, label: pathLabel(path), text: typeof value === 'string' ? value : '' })
      return
    }
    if (Array.isArray(shape)) {
      entries.push({ path, label: pathLabel(path) })
      if (Array.isArray(value)) value.forEach((item, index) => walk(shape[0] ?? '', item, [...path, index]))
      return
    }
    for (const [key, part] of Object.entries(shape)) walk(part, isTree(value) ? value[key] : undefined, [...path, key])
  }
  walk(model, tree, [])
  return entries
}

const LANGUAGE_WORD: Record<Language, string> = { en: 'English', es: 'Spanish' }

/** The error summary's name of every key the form has: "Hero banner › Heading (English)". */
export function errorLabels(model: ContentTree, texts: PageTexts): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const language of PAGE_LANGUAGES) {
    for (const entry of textEntries(model, texts[language])) labels[textKey(language, entry.path)] = `${entry.label} (${LANGUAGE_WORD[language]})`
  }
  return labels
}

/** A text that a revision has otherwise than the form: restoring it puts `then` where `now` is. */
export interface TextChange {
  key: string
  language: Language
  label: string
  /** In the form now, and in the revision; undefined where one has no such text (a list item only one has). */
  now: string | undefined
  then: string | undefined
}

/** Every text that differs between the form (`now`) and a revision (`then`), English first, each in the model's order. */
export function changedTexts(model: ContentTree, now: PageTexts, then: PageTexts): TextChange[] {
  const changes: TextChange[] = []
  for (const language of PAGE_LANGUAGES) {
    const before = new Map(textEntries(model, now[language]).map((entry) => [textKey(language, entry.path), entry]))
    const after = new Map(textEntries(model, then[language]).map((entry) => [textKey(language, entry.path), entry]))
    const keys = [...new Set([...before.keys(), ...after.keys()])]
    for (const key of keys) {
      const a = before.get(key)
      const b = after.get(key)
      // A list's own entry: its items say what changed.
      if (a?.text === b?.text) continue
      const label = (a ?? b)!.label
      changes.push({ key, language, label: `${label} (${LANGUAGE_WORD[language]})`, now: a?.text, then: b?.text })
    }
  }
  return changes
}

/** A part of the editor: a group of the page's top level (`hero`, `why`), or its loose texts together. */
export interface PageSection {
  /** The top-level keys it holds. */
  keys: string[]
  label: string
  /** Unique on the page (the jump list's target). */
  id: string
}

/** The id of the section of a page's loose top-level texts (a key never starts with an underscore). */
export const MAIN_TEXTS = '_texts'

/**
 * The editor's sections in the model's order: each top-level group or list is one; top-level texts (the blog's
 * heading, the booking page's notes) are gathered into one "Main texts" section where the first of them is.
 */
export function pageSections(model: ContentTree): PageSection[] {
  const sections: PageSection[] = []
  let loose: PageSection | undefined
  for (const [key, value] of Object.entries(model)) {
    if (typeof value === 'string') {
      if (!loose) {
        loose = { keys: [], label: 'Main texts', id: MAIN_TEXTS }
        sections.push(loose)
      }
      loose.keys.push(key)
    } else sections.push({ keys: [key], label: keyLabel(key), id: key })
  }
  return sections
}

/** The longer of the two starter texts at `path` (a list item past the starter's counts as its first item). */
export function starterLength(starter: PageContentEdit['starter'], path: ContentPath): number {
  return Math.max(
    ...PAGE_LANGUAGES.map((language) => {
      const text = modelAt(starter[language], path)
      return typeof text === 'string' ? text.length : 0
    }),
  )
}
