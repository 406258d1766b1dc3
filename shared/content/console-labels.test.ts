import { describe, expect, it } from 'vitest'
import { PAGE_CONTENT_IDS } from '../schema/page-content.ts'
import { type ConsoleLabel, PAGE_PARTS, partsOf } from './page-parts.ts'
import { SECTION_LIBRARY, SECTION_TYPE_LIST } from './section-types.ts'

// The names the console shows for the section types and the spec pages' parts: each in English and in Spanish, the
// English ones as they always read (the browser tests and the server's messages name them).

/** Every name of the library and of every page's parts, by where it is. */
function allLabels(): Array<[string, ConsoleLabel]> {
  const labels: Array<[string, ConsoleLabel]> = []
  for (const [type, info] of Object.entries(SECTION_LIBRARY)) {
    labels.push([`${type}`, info.label], [`${type} description`, info.description])
    for (const field of info.texts) labels.push([`${type}.${field.name}`, field.label])
    if (info.item) {
      labels.push([`${type} item`, info.item.label])
      for (const field of info.item.texts) labels.push([`${type} item.${field.name}`, field.label])
    }
  }
  for (const id of PAGE_CONTENT_IDS) {
    for (const part of partsOf(id)) {
      labels.push([`${id} › ${part.key}`, part.label])
      for (const item of part.items ?? []) labels.push([`${id} › ${part.key} › ${item.key}`, item.label])
    }
  }
  return labels
}

describe('the console’s names of sections and parts', () => {
  it('are written in English and in Spanish, every one', () => {
    const labels = allLabels()
    expect(labels.length).toBeGreaterThan(100)
    for (const [where, label] of labels) {
      expect(Object.keys(label).sort(), where).toEqual(['en', 'es'])
      expect(label.en.trim(), where).not.toBe('')
      expect(label.es.trim(), where).not.toBe('')
    }
  })

  it('say in Spanish what the English says (a few known ones)', () => {
    expect(SECTION_LIBRARY.cta.label).toEqual({ en: 'Call to action', es: 'Llamada a la acción' })
    expect(SECTION_LIBRARY.beforeAfter.label.es).toBe('Antes y después')
    expect(SECTION_LIBRARY.reviews.label.es).toBe('Reseñas')
    expect(SECTION_LIBRARY.faq.label.es).toBe('Preguntas')
    const transform = PAGE_PARTS.home!.find((part) => part.key === 'transform')!
    expect(transform.label).toEqual({ en: 'Free consultation band', es: 'Franja de consulta gratis' })
    expect(transform.items!.find((item) => item.key === 'satisfaction')!.label).toEqual({
      en: 'Client satisfaction figure',
      es: 'Cifra de satisfacción de clientas',
    })
  })

  it('read in English as they always did', () => {
    expect(SECTION_TYPE_LIST.map((choice) => choice.label.en)).toEqual([
      'Hero',
      'Text',
      'Numbers',
      'Cards',
      'Steps',
      'Services',
      'Reviews',
      'Before & after',
      'Questions',
      'Latest posts',
      'Call to action',
    ])
    expect(SECTION_LIBRARY.part.label.en).toBe('Part of this page')
    expect(SECTION_LIBRARY.hero.description.en).toBe('The top of a page: its headline, a sentence, a photo and the Book and Call buttons.')
    expect(SECTION_LIBRARY.hero.texts.map((field) => field.label.en)).toEqual(['Small heading above', 'Headline', 'Sentence under it'])
    expect(SECTION_LIBRARY.stats.item?.label.en).toBe('Figure')
    expect(SECTION_LIBRARY.stats.item?.texts.map((field) => field.label.en)).toEqual(['Figure', 'What it counts'])
    expect(PAGE_PARTS.home!.map((part) => part.label.en)).toEqual([
      'Opening (hero)',
      'Latest results',
      'Reviews',
      'Service cards',
      'Why choose us',
      'Introduction',
      'Free consultation band',
      'Where we work',
      'Latest posts',
      'Book or call cards',
      'Contact form',
    ])
    expect(PAGE_PARTS.home![0]!.items!.map((item) => item.label.en)).toEqual(['Years of experience figure', 'Clients figure', 'Certification figure'])
    expect(PAGE_PARTS.pricing!.find((part) => part.key === 'payment')!.items!.map((item) => item.label.en)).toEqual(['Cash', 'Cards', 'Deposit', 'Financing'])
    const wholePage = PAGE_CONTENT_IDS.find((id) => id !== 'site' && !PAGE_PARTS[id])!
    expect(partsOf(wholePage).map((part) => part.label.en)).toEqual(['The page’s own content'])
  })
})
