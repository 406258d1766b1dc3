import type { Language } from '../schema/common.ts'
// Types only from the schema, values from section-values.ts: the public pages read this library without zod.
import type { Bilingual, Section, SectionItem, SectionSettings } from '../schema/page-sections.ts'
import { SECTION_ITEMS_MAX, SECTION_TYPES, type SectionType } from '../schema/section-values.ts'
import { unknownPlaceholderProblem } from './plain-text.ts'

/**
 * The library of section types: what each one holds (its texts, its items, its settings), how the console names it,
 * and what a new one starts with in each language. The site draws each type (site/components/sections/), the console
 * edits any of them from this description, and the server checks a save against it: one source for all three.
 */

/** `line`: one line (a title); `text`: plain paragraphs; `markdown`: headings, lists and links too. */
export type TextKind = 'line' | 'text' | 'markdown'

export interface TextField {
  name: string
  label: string
  kind: TextKind
  /** Shown only when written: an empty optional text leaves its place out. */
  required: boolean
}

export type SettingName = keyof SectionSettings

export interface SectionTypeInfo {
  label: string
  /** What it shows, as the console's "Add a section" list says it. */
  description: string
  texts: readonly TextField[]
  /** A list section's items: their texts, and how many a section has. */
  item?: { label: string; texts: readonly TextField[]; min: number }
  settings: readonly SettingName[]
  /** What a new section of this type holds. */
  starter: { texts: Record<string, Bilingual>; items?: Array<Record<string, Bilingual>>; settings?: SectionSettings }
}

const line = (name: string, label: string, required = false): TextField => ({ name, label, kind: 'line', required })
const text = (name: string, label: string, required = false): TextField => ({ name, label, kind: 'text', required })
const both = (en: string, es: string): Bilingual => ({ en, es })

const heading = [line('eyebrow', 'Small heading above'), line('title', 'Title'), text('intro', 'Introduction')]

export const SECTION_LIBRARY: Record<SectionType, SectionTypeInfo> = {
  hero: {
    label: 'Hero',
    description: 'The top of a page: its headline, a sentence, a photo and the Book and Call buttons.',
    texts: [line('eyebrow', 'Small heading above'), line('title', 'Headline', true), text('text', 'Sentence under it')],
    settings: ['photo', 'booking'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('A new page', 'Una página nueva'), text: both('', '') },
      settings: { photo: null, booking: true },
    },
  },
  text: {
    label: 'Text',
    description: 'A title and your words: paragraphs, lists, links and subheadings (Markdown).',
    texts: [line('title', 'Title'), { name: 'body', label: 'Text', kind: 'markdown', required: true }],
    settings: [],
    starter: { texts: { title: both('', ''), body: both('Write your text here.', 'Escriba aquí su texto.') } },
  },
  stats: {
    label: 'Numbers',
    description: 'A few figures side by side ("12 years", "4.9 stars"). Each is yours to change or remove.',
    texts: heading,
    item: { label: 'Figure', texts: [line('value', 'Figure', true), line('label', 'What it counts', true)], min: 1 },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('', ''), intro: both('', '') },
      items: [{ value: both('10', '10'), label: both('years in the studio', 'años en el estudio') }],
    },
  },
  cards: {
    label: 'Cards',
    description: 'Short points in a grid, each a title and a sentence (reasons to choose you, what is included).',
    texts: heading,
    item: { label: 'Card', texts: [line('title', 'Title', true), text('text', 'Text', true)], min: 1 },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('Why clients choose us', 'Por qué nos eligen'), intro: both('', '') },
      items: [{ title: both('A point', 'Un punto'), text: both('One or two sentences about it.', 'Una o dos frases sobre él.') }],
    },
  },
  steps: {
    label: 'Steps',
    description: 'Numbered steps in order (how a visit goes, how to prepare).',
    texts: heading,
    item: { label: 'Step', texts: [line('title', 'Title', true), text('text', 'Text', true)], min: 1 },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('How it works', 'Cómo funciona'), intro: both('', '') },
      items: [{ title: both('Consultation', 'Consulta'), text: both('We talk through what you would like.', 'Hablamos de lo que le gustaría.') }],
    },
  },
  services: {
    label: 'Services',
    description: 'A card for each service you show, with its price and a link to its page (from Services).',
    texts: heading,
    settings: [],
    starter: { texts: { eyebrow: both('', ''), title: both('Services', 'Servicios'), intro: both('', '') } },
  },
  reviews: {
    label: 'Reviews',
    description: 'Your clients’ reviews with the rating summary, of one service or all (from Reviews).',
    texts: heading,
    settings: ['service', 'count'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('What clients say', 'Lo que dicen nuestras clientas'), intro: both('', '') },
      settings: { service: null, count: 3 },
    },
  },
  beforeAfter: {
    label: 'Before & after',
    description: 'Before-and-after photos of one service or all (from the Gallery).',
    texts: heading,
    settings: ['service', 'count'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('Before and after', 'Antes y después'), intro: both('', '') },
      settings: { service: null, count: 4 },
    },
  },
  faq: {
    label: 'Questions',
    description: 'Questions and answers, opened one at a time (from FAQ: the FAQ page’s, or one service’s).',
    texts: heading,
    settings: ['service', 'count'],
    starter: { texts: { eyebrow: both('', ''), title: both('Questions', 'Preguntas'), intro: both('', '') }, settings: { service: null, count: 6 } },
  },
  latestPosts: {
    label: 'Latest posts',
    description: 'The newest posts of the blog, in the page’s language first.',
    texts: heading,
    settings: ['count'],
    starter: { texts: { eyebrow: both('', ''), title: both('From the blog', 'Del blog'), intro: both('', '') }, settings: { count: 3 } },
  },
  cta: {
    label: 'Call to action',
    description: 'A band asking visitors to book, with the Book and Call buttons.',
    texts: [line('title', 'Title', true), text('text', 'Text')],
    settings: ['booking'],
    starter: {
      texts: { title: both('Ready when you are', 'Cuando usted quiera'), text: both('Book online or call us.', 'Reserve en línea o llámenos.') },
      settings: { booking: true },
    },
  },
}

export const SECTION_TYPE_LIST = SECTION_TYPES.map((type) => ({ type, ...SECTION_LIBRARY[type] }))

/** A new section of `type`, its starter words in both languages; `newId` names it and its items. */
export function newSection(type: SectionType, newId: () => string): Section {
  const { starter } = SECTION_LIBRARY[type]
  return {
    id: newId(),
    type,
    hidden: false,
    texts: structuredClone(starter.texts),
    items: (starter.items ?? []).map((texts): SectionItem => ({ id: newId(), texts: structuredClone(texts) })),
    settings: structuredClone(starter.settings ?? {}),
  }
}

/** A copy of a section, right after it on the page: new ids for it and its items. */
export function duplicateSection(section: Section, newId: () => string): Section {
  return { ...structuredClone(section), id: newId(), items: section.items.map((item) => ({ ...structuredClone(item), id: newId() })) }
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', es: 'Spanish' }
const LINE_MAX = 300

/**
 * What is wrong with a page's sections, by the field's dotted path (`sections.2.texts.title.en`,
 * `sections.4.items.1.texts.label.es`, `sections.0.settings.service`); empty when they can be saved. Each type's
 * texts and items as SECTION_LIBRARY says, placeholders that `known` has, settings the type takes (`services`: the
 * slugs a filter may name).
 */
export function sectionProblems(sections: readonly Section[], known: ReadonlySet<string>, services: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {}
  const ids = new Set<string>()
  const checkTexts = (fields: readonly TextField[], texts: Record<string, Bilingual>, path: string) => {
    for (const name of Object.keys(texts)) if (!fields.some((field) => field.name === name)) problems[`${path}.${name}`] = 'This section has no such text'
    for (const field of fields) {
      for (const language of ['en', 'es'] as const) {
        const value = texts[field.name]?.[language] ?? ''
        const at = `${path}.${field.name}.${language}`
        if (field.required && value.trim() === '') problems[at] = `Write the ${LANGUAGE_NAME[language]} ${field.label.toLowerCase()}`
        else if (field.kind === 'line' && value.length > LINE_MAX) problems[at] = `At most ${LINE_MAX} characters`
        else if (field.kind === 'line' && value.includes('\n')) problems[at] = 'One line only'
        else {
          const unknown = unknownPlaceholderProblem(value, known)
          if (unknown) problems[at] = unknown
        }
      }
    }
  }
  sections.forEach((section, index) => {
    const path = `sections.${index}`
    const info = SECTION_LIBRARY[section.type]
    if (ids.has(section.id)) problems[`${path}.id`] = 'Two sections have the same id'
    ids.add(section.id)
    checkTexts(info.texts, section.texts, `${path}.texts`)
    if (info.item) {
      if (section.items.length < info.item.min)
        problems[`${path}.items`] = `Add at least ${info.item.min} ${info.item.label.toLowerCase()}, or remove the section`
      if (section.items.length > SECTION_ITEMS_MAX) problems[`${path}.items`] = `At most ${SECTION_ITEMS_MAX}`
      section.items.forEach((item, itemIndex) => checkTexts(info.item!.texts, item.texts, `${path}.items.${itemIndex}.texts`))
    } else if (section.items.length > 0) problems[`${path}.items`] = 'This section lists no items of its own'
    for (const name of Object.keys(section.settings) as SettingName[]) {
      if (!info.settings.includes(name)) problems[`${path}.settings.${name}`] = 'This section has no such setting'
    }
    const service = section.settings.service
    if (service && !services.has(service)) problems[`${path}.settings.service`] = 'Choose one of the studio’s services'
  })
  return problems
}
