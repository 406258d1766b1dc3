import { SECTION_LIBRARY, type TextField, newSection, sectionProblems } from '#shared/content/section-types.ts'
import { STUDIO_PLACEHOLDERS } from '#shared/content/plain-text.ts'
import type { Language } from '#shared/schema/common.ts'
import { type AddedPage, type AddedPageFields, AddedPageFieldsSchema, type Bilingual, type Section, type SectionItem } from '#shared/schema/page-sections.ts'
import { issueFields } from '#shared/schema/issue-fields.ts'
import { slugify } from '#shared/text/slug.ts'
import type { FieldErrors } from '../forms/form-errors.ts'

/**
 * The editor of a page the owner added (About, Gift cards…): its fields as the schema has them (AddedPageFields), the
 * changes the editor makes to its ordered sections, and the server's problems on the fields they name.
 */

export const PAGE_LANGUAGES = ['en', 'es'] as const satisfies readonly Language[]

/** Every control's id is this plus its form key (below), so the error summary can link to it. */
export const ADDED_PAGE_ID = 'added-page-'

/**
 * The placeholders a section's text may use: the studio's facts from Settings. The server checks the same set
 * (sectionProblems with the studio's placeholders).
 */
export const SECTION_PLACEHOLDERS: readonly string[] = STUDIO_PLACEHOLDERS
const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(SECTION_PLACEHOLDERS)

/** An id for a new section or item: random, in any shell (crypto.randomUUID needs a secure context). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** What the form edits of a stored page. */
export function pageFields(page: AddedPage): AddedPageFields {
  const { slug, title, description, inMenu, inFooter, published, sections } = page
  return structuredClone({ slug, title, description, inMenu, inFooter, published, sections })
}

/** Whether the form holds what was loaded (unsaved changes are a difference from it). */
export function sameFields(a: AddedPageFields, b: AddedPageFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A page's address in a language, as visitors type it: `/about`, `/es/sobre-nosotros`. */
export function addedPagePath(slug: string, language: Language): string {
  return language === 'en' ? `/${slug}` : `/es/${slug}`
}

/** The addresses proposed for a title: its words, lower-case, joined by hyphens ("Gift cards" → `gift-cards`). */
export function proposedSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '')
}

/**
 * A new page, a draft: its titles and addresses, a hero that says its title and a text section below it, each in
 * both languages.
 */
export function newAddedPage(title: Bilingual, slug: Bilingual, makeId: () => string = newId): AddedPageFields {
  const hero = newSection('hero', makeId)
  hero.texts.title = { en: title.en.trim(), es: title.es.trim() }
  return {
    slug: { en: slug.en.trim(), es: slug.es.trim() },
    title: { en: title.en.trim(), es: title.es.trim() },
    description: { en: '', es: '' },
    inMenu: false,
    inFooter: false,
    published: false,
    sections: [hero, newSection('text', makeId)],
  }
}

// ---------- The sections: each change gives a new list, the untouched sections stay the same objects ----------

/** The section at `index` one place up (-1) or down (1); not past an end. */
export function moveSection(sections: readonly Section[], index: number, by: -1 | 1): Section[] {
  const to = index + by
  if (index < 0 || index >= sections.length || to < 0 || to >= sections.length) return [...sections]
  const moved = [...sections]
  ;[moved[index], moved[to]] = [moved[to]!, moved[index]!]
  return moved
}

/** `section` put at `index` (0: first; the length: last). */
export function insertSection(sections: readonly Section[], index: number, section: Section): Section[] {
  return [...sections.slice(0, index), section, ...sections.slice(index)]
}

export function removeSection(sections: readonly Section[], index: number): Section[] {
  return sections.filter((_, at) => at !== index)
}

/** The section of this id changed by `change`. */
export function changeSection(sections: readonly Section[], id: string, change: (section: Section) => Section): Section[] {
  return sections.map((section) => (section.id === id ? change(section) : section))
}

export function withText(section: Section, name: string, language: Language, text: string): Section {
  const current = section.texts[name] ?? { en: '', es: '' }
  return { ...section, texts: { ...section.texts, [name]: { ...current, [language]: text } } }
}

export function withItemText(section: Section, itemId: string, name: string, language: Language, text: string): Section {
  return {
    ...section,
    items: section.items.map((item) => {
      if (item.id !== itemId) return item
      const current = item.texts[name] ?? { en: '', es: '' }
      return { ...item, texts: { ...item.texts, [name]: { ...current, [language]: text } } }
    }),
  }
}

/** A new item at the end of a list section, its texts empty in both languages. */
export function withNewItem(section: Section, makeId: () => string = newId): Section {
  const fields = SECTION_LIBRARY[section.type].item?.texts ?? []
  const item: SectionItem = { id: makeId(), texts: Object.fromEntries(fields.map((field) => [field.name, { en: '', es: '' }])) }
  return { ...section, items: [...section.items, item] }
}

export function withoutItem(section: Section, index: number): Section {
  return { ...section, items: section.items.filter((_, at) => at !== index) }
}

export function withItemMoved(section: Section, index: number, by: -1 | 1): Section {
  const to = index + by
  if (index < 0 || index >= section.items.length || to < 0 || to >= section.items.length) return section
  const items = [...section.items]
  ;[items[index], items[to]] = [items[to]!, items[index]!]
  return { ...section, items }
}

// ---------- How a section is named ----------

const NAME_LENGTH = 48

/** A text as one short line: its first line, without Markdown's marks, cut at a word. */
function shortLine(text: string): string {
  const line =
    text
      .split('\n')
      .map((part) =>
        part
          .replace(/^\s*(#{1,6}\s+|[-*+]\s+|>\s*|\d+\.\s+)/, '')
          .replace(/[*_`]/g, '')
          .trim(),
      )
      .find(Boolean) ?? ''
  if (line.length <= NAME_LENGTH) return line
  const cut = line.slice(0, NAME_LENGTH)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : NAME_LENGTH).trimEnd()}…`
}

/** The first text a section shows (its title, else its first written text), in `language`, else in the other. */
export function sectionFirstText(section: Section, language: Language): string {
  const other: Language = language === 'en' ? 'es' : 'en'
  const fields = SECTION_LIBRARY[section.type].texts
  for (const choice of [language, other]) {
    for (const field of fields) {
      const text = shortLine(section.texts[field.name]?.[choice] ?? '')
      if (text) return text
    }
  }
  return ''
}

/**
 * How the console names a section (its heading and its buttons): its type in the console's `language`, and its first
 * text ("Text: Our story", "Texto: Nuestra historia").
 */
export function sectionName(section: Section, language: Language): string {
  const label = SECTION_LIBRARY[section.type].label[language]
  const text = sectionFirstText(section, language)
  return text ? `${label}: ${text}` : label
}

const ITEM: Record<Language, string> = { en: 'Item', es: 'Elemento' }

/** An item's name in the console's `language`: its kind and place ("Card 2", "Tarjeta 2"). */
export function itemName(section: Section, index: number, language: Language): string {
  return `${SECTION_LIBRARY[section.type].item?.label[language] ?? ITEM[language]} ${index + 1}`
}

// ---------- Problems: the server's paths and the form's keys ----------

/**
 * The form's key of a server path: a section's and an item's index become their ids (`sections.2.texts.title.en` →
 * `section.<id>.texts.title.en`, `sections.4.items.1.texts.label.es` → `section.<id>.item.<id>.texts.label.es`), so a
 * problem stays on its field while the sections move; the page's own fields keep their path (`slug.en`).
 */
export function formKey(path: string, sections: readonly Section[]): string {
  const match = /^sections\.(\d+)(?:\.items\.(\d+))?(?:\.(.*))?$/.exec(path)
  if (!match) return path
  const section = sections[Number(match[1])]
  if (!section) return path
  const rest = match[3] ? `.${match[3]}` : ''
  if (match[2] === undefined) return `section.${section.id}${rest}`
  const item = section.items[Number(match[2])]
  return item ? `section.${section.id}.item.${item.id}${rest}` : `section.${section.id}.items`
}

/** The server's (or the form's own check's) problems by path, as the form's errors. */
export function formErrors(fields: Record<string, string> | undefined, sections: readonly Section[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(fields ?? {})) errors[formKey(path, sections)] ??= message
  return errors
}

/** Keys of the section's texts and settings (its fields) start with this. */
export const sectionKey = (section: Pick<Section, 'id'>) => `section.${section.id}`
export const itemKey = (section: Pick<Section, 'id'>, item: Pick<SectionItem, 'id'>) => `section.${section.id}.item.${item.id}`

/** The errors once a section is gone, or its items changed: what named its fields no longer does. */
export function errorsWithout(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)))
}

/** How many problems a section has (its card says so). */
export function sectionErrorCount(errors: FieldErrors, section: Pick<Section, 'id'>): number {
  const prefix = sectionKey(section)
  return Object.keys(errors).filter((key) => key === prefix || key.startsWith(`${prefix}.`)).length
}

/**
 * What is wrong with the form before it is sent: the schema's rules (titles, addresses, lengths, a photo's
 * description) and each section type's (sectionProblems, as the server checks them). `services`: the slugs a
 * section may show, or undefined while the list is not known (the server checks them then).
 */
export function addedPageProblems(fields: AddedPageFields, services: ReadonlySet<string> | undefined): FieldErrors {
  const parsed = AddedPageFieldsSchema.safeParse(fields)
  const problems: Record<string, string> = parsed.success ? {} : issueFields(parsed.error, { root: 'page' })
  const known = services ?? new Set(fields.sections.flatMap((section) => (section.settings.service ? [section.settings.service] : [])))
  for (const [path, message] of Object.entries(sectionProblems(fields.sections, KNOWN_PLACEHOLDERS, known))) problems[path] ??= message
  return formErrors(problems, fields.sections)
}

/** What the error summary calls each field of the page (the page's own, then every section's, in order). */
export interface LabelWords {
  field(name: string, language: Language): string
  pageFields: Record<'slug' | 'title' | 'description', string>
  photo: string
  photoAlt(language: Language): string
  booking: string
  service: string
  count: string
  items: string
}

export function errorLabels(fields: AddedPageFields, words: LabelWords, language: Language): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const part of ['slug', 'title', 'description'] as const) {
    for (const choice of PAGE_LANGUAGES) labels[`${part}.${choice}`] = words.field(words.pageFields[part], choice)
  }
  const texts = (prefix: string, place: string, list: readonly TextField[]) => {
    for (const field of list) {
      for (const choice of PAGE_LANGUAGES) labels[`${prefix}.texts.${field.name}.${choice}`] = `${place} › ${words.field(field.label[language], choice)}`
    }
  }
  for (const section of fields.sections) {
    const info = SECTION_LIBRARY[section.type]
    const key = sectionKey(section)
    const place = sectionName(section, language)
    texts(key, place, info.texts)
    if (info.item) {
      labels[`${key}.items`] = `${place} › ${words.items}`
      section.items.forEach((item, index) => texts(itemKey(section, item), `${place} › ${itemName(section, index, language)}`, info.item!.texts))
    }
    for (const setting of info.settings) {
      if (setting === 'photo') {
        labels[`${key}.settings.photo`] = `${place} › ${words.photo}`
        labels[`${key}.settings.photo.image`] = `${place} › ${words.photo}`
        for (const choice of PAGE_LANGUAGES) labels[`${key}.settings.photo.alt.${choice}`] = `${place} › ${words.photoAlt(choice)}`
      } else if (setting !== 'part' && setting !== 'omit') labels[`${key}.settings.${setting}`] = `${place} › ${words[setting]}`
    }
  }
  return labels
}
