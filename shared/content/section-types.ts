import type { Language } from '../schema/common.ts'
// Types only from the schema, values from section-values.ts: the public pages read this library without zod.
import type { Bilingual, Section, SectionItem, SectionSettings } from '../schema/page-sections.ts'
import { type LibrarySectionType, SECTION_ITEMS_MAX, SECTION_TYPES, type SectionType } from '../schema/section-values.ts'
import { type ConsoleLabel, type PagePart, partItemKeys } from './page-parts.ts'
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
  label: ConsoleLabel
  kind: TextKind
  /** Shown only when written: an empty optional text leaves its place out. */
  required: boolean
}

export type SettingName = keyof SectionSettings

export interface SectionTypeInfo {
  label: ConsoleLabel
  /** What it shows, as the console's "Add a section" list says it. */
  description: ConsoleLabel
  texts: readonly TextField[]
  /** A list section's items: their texts, and how many a section has. */
  item?: { label: ConsoleLabel; texts: readonly TextField[]; min: number }
  settings: readonly SettingName[]
  /** What a new section of this type holds. */
  starter: { texts: Record<string, Bilingual>; items?: Array<Record<string, Bilingual>>; settings?: SectionSettings }
}

/** A name in the console's languages, English then Spanish (the English one also words the server's messages). */
const say = (en: string, es: string): ConsoleLabel => ({ en, es })
const line = (name: string, en: string, es: string, required = false): TextField => ({ name, label: say(en, es), kind: 'line', required })
const text = (name: string, en: string, es: string, required = false): TextField => ({ name, label: say(en, es), kind: 'text', required })
const both = (en: string, es: string): Bilingual => ({ en, es })

const heading = [
  line('eyebrow', 'Small heading above', 'Texto pequeño sobre el título'),
  line('title', 'Title', 'Título'),
  text('intro', 'Introduction', 'Introducción'),
]

export const SECTION_LIBRARY: Record<SectionType, SectionTypeInfo> = {
  hero: {
    label: say('Hero', 'Portada'),
    description: say(
      'The top of a page: its headline, a sentence, a photo and the Book and Call buttons.',
      'Lo primero de una página: su titular, una frase, una foto y los botones Reservar y Llamar.',
    ),
    texts: [
      line('eyebrow', 'Small heading above', 'Texto pequeño sobre el título'),
      line('title', 'Headline', 'Titular', true),
      text('text', 'Sentence under it', 'Frase debajo'),
    ],
    settings: ['photo', 'booking'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('A new page', 'Una página nueva'), text: both('', '') },
      settings: { photo: null, booking: true },
    },
  },
  text: {
    label: say('Text', 'Texto'),
    description: say(
      'A title and your words: paragraphs, lists, links and subheadings (Markdown).',
      'Un título y tus palabras: párrafos, listas, enlaces y subtítulos (Markdown).',
    ),
    texts: [line('title', 'Title', 'Título'), { name: 'body', label: say('Text', 'Texto'), kind: 'markdown', required: true }],
    settings: [],
    starter: { texts: { title: both('', ''), body: both('Write your text here.', 'Escriba aquí su texto.') } },
  },
  stats: {
    label: say('Numbers', 'Cifras'),
    description: say(
      'A few figures side by side ("12 years", "4.9 stars"). Each is yours to change or remove.',
      'Unas cifras una junto a otra («12 años», «4.9 estrellas»). Puedes cambiar o quitar cada una.',
    ),
    texts: heading,
    item: {
      label: say('Figure', 'Cifra'),
      texts: [line('value', 'Figure', 'Cifra', true), line('label', 'What it counts', 'Qué cuenta', true)],
      min: 1,
    },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('', ''), intro: both('', '') },
      items: [{ value: both('10', '10'), label: both('years in the studio', 'años en el estudio') }],
    },
  },
  cards: {
    label: say('Cards', 'Tarjetas'),
    description: say(
      'Short points in a grid, each a title and a sentence (reasons to choose you, what is included).',
      'Puntos breves en cuadrícula, cada uno con un título y una frase (por qué elegirte, qué incluye).',
    ),
    texts: heading,
    item: { label: say('Card', 'Tarjeta'), texts: [line('title', 'Title', 'Título', true), text('text', 'Text', 'Texto', true)], min: 1 },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('Why clients choose us', 'Por qué nos eligen'), intro: both('', '') },
      items: [{ title: both('A point', 'Un punto'), text: both('One or two sentences about it.', 'Una o dos frases sobre él.') }],
    },
  },
  steps: {
    label: say('Steps', 'Pasos'),
    description: say('Numbered steps in order (how a visit goes, how to prepare).', 'Pasos numerados, en orden (cómo es una visita, cómo prepararse).'),
    texts: heading,
    item: { label: say('Step', 'Paso'), texts: [line('title', 'Title', 'Título', true), text('text', 'Text', 'Texto', true)], min: 1 },
    settings: [],
    starter: {
      texts: { eyebrow: both('', ''), title: both('How it works', 'Cómo funciona'), intro: both('', '') },
      items: [{ title: both('Consultation', 'Consulta'), text: both('We talk through what you would like.', 'Hablamos de lo que le gustaría.') }],
    },
  },
  services: {
    label: say('Services', 'Servicios'),
    description: say(
      'A card for each service you show, with its price and a link to its page (from Services).',
      'Una tarjeta por cada servicio que muestras, con su precio y un enlace a su página (de Servicios).',
    ),
    texts: heading,
    settings: [],
    starter: { texts: { eyebrow: both('', ''), title: both('Services', 'Servicios'), intro: both('', '') } },
  },
  reviews: {
    label: say('Reviews', 'Reseñas'),
    description: say(
      'Your clients’ reviews with the rating summary, of one service or all (from Reviews).',
      'Las reseñas de tus clientas con el resumen de la valoración, de un servicio o de todos (de Reseñas).',
    ),
    texts: heading,
    settings: ['service', 'count'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('What clients say', 'Lo que dicen nuestras clientas'), intro: both('', '') },
      settings: { service: null, count: 3 },
    },
  },
  beforeAfter: {
    label: say('Before & after', 'Antes y después'),
    description: say(
      'Before-and-after photos of one service or all (from the Gallery).',
      'Fotos de antes y después de un servicio o de todos (de la Galería).',
    ),
    texts: heading,
    settings: ['service', 'count'],
    starter: {
      texts: { eyebrow: both('', ''), title: both('Before and after', 'Antes y después'), intro: both('', '') },
      settings: { service: null, count: 4 },
    },
  },
  faq: {
    label: say('Questions', 'Preguntas'),
    description: say(
      'Questions and answers, opened one at a time (from FAQ: the FAQ page’s, or one service’s).',
      'Preguntas y respuestas que se abren de una en una (de Preguntas frecuentes: las de su página o las de un servicio).',
    ),
    texts: heading,
    settings: ['service', 'count'],
    starter: { texts: { eyebrow: both('', ''), title: both('Questions', 'Preguntas'), intro: both('', '') }, settings: { service: null, count: 6 } },
  },
  latestPosts: {
    label: say('Latest posts', 'Últimos artículos'),
    description: say(
      'The newest posts of the blog, in the page’s language first.',
      'Los artículos más recientes del blog, primero los del idioma de la página.',
    ),
    texts: heading,
    settings: ['count'],
    starter: { texts: { eyebrow: both('', ''), title: both('From the blog', 'Del blog'), intro: both('', '') }, settings: { count: 3 } },
  },
  cta: {
    label: say('Call to action', 'Llamada a la acción'),
    description: say('A band asking visitors to book, with the Book and Call buttons.', 'Una franja que invita a reservar, con los botones Reservar y Llamar.'),
    texts: [line('title', 'Title', 'Título', true), text('text', 'Text', 'Texto')],
    settings: ['booking'],
    starter: {
      texts: { title: both('Ready when you are', 'Cuando usted quiera'), text: both('Book online or call us.', 'Reserve en línea o llámenos.') },
      settings: { booking: true },
    },
  },
  part: {
    label: say('Part of this page', 'Parte de esta página'),
    description: say(
      'A part of this page as the site draws it; its words are in the page’s texts.',
      'Una parte de esta página tal como la dibuja el sitio; sus palabras están en los textos de la página.',
    ),
    texts: [],
    settings: ['part', 'omit'],
    starter: { texts: {} },
  },
}

/** The types a page's "Add a section" offers: every one but the spec pages' own parts. */
export const SECTION_TYPE_LIST = SECTION_TYPES.filter((type): type is LibrarySectionType => type !== 'part').map((type) => ({
  type,
  ...SECTION_LIBRARY[type],
}))

/** A new section of `type`, its starter words in both languages; `newId` names it and its items. */
export function newSection(type: LibrarySectionType, newId: () => string): Section {
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
export function sectionProblems(
  sections: readonly Section[],
  known: ReadonlySet<string>,
  services: ReadonlySet<string>,
  /** The page's own parts (one of the spec's pages); none on a page the owner added. */
  parts: readonly PagePart[] = [],
): Record<string, string> {
  const problems: Record<string, string> = {}
  const ids = new Set<string>()
  const partsSeen = new Set<string>()
  const checkTexts = (fields: readonly TextField[], texts: Record<string, Bilingual>, path: string) => {
    for (const name of Object.keys(texts)) if (!fields.some((field) => field.name === name)) problems[`${path}.${name}`] = 'This section has no such text'
    for (const field of fields) {
      for (const language of ['en', 'es'] as const) {
        const value = texts[field.name]?.[language] ?? ''
        const at = `${path}.${field.name}.${language}`
        if (field.required && value.trim() === '') problems[at] = `Write the ${LANGUAGE_NAME[language]} ${field.label.en.toLowerCase()}`
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
        problems[`${path}.items`] = `Add at least ${info.item.min} ${info.item.label.en.toLowerCase()}, or remove the section`
      if (section.items.length > SECTION_ITEMS_MAX) problems[`${path}.items`] = `At most ${SECTION_ITEMS_MAX}`
      section.items.forEach((item, itemIndex) => checkTexts(info.item!.texts, item.texts, `${path}.items.${itemIndex}.texts`))
    } else if (section.items.length > 0) problems[`${path}.items`] = 'This section lists no items of its own'
    for (const name of Object.keys(section.settings) as SettingName[]) {
      if (!info.settings.includes(name)) problems[`${path}.settings.${name}`] = 'This section has no such setting'
    }
    const service = section.settings.service
    if (service && !services.has(service)) problems[`${path}.settings.service`] = 'Choose one of the studio’s services'
    if (section.type === 'part') {
      const part = parts.find((entry) => entry.key === section.settings.part)
      if (!part) problems[`${path}.settings.part`] = parts.length === 0 ? 'Only the studio’s own pages have parts' : 'This page has no such part'
      else if (partsSeen.has(part.key)) problems[`${path}.settings.part`] = 'This part is on the page twice'
      else {
        partsSeen.add(part.key)
        const items = partItemKeys(part)
        for (const key of section.settings.omit ?? []) if (!items.includes(key)) problems[`${path}.settings.omit`] = 'This part has no such item'
      }
    }
  })
  return problems
}
