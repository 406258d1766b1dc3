import { describe, expect, it } from 'vitest'
import type { ContentTree } from '#shared/schema/page-content.ts'
import {
  addItem,
  changedTexts,
  conform,
  emptyLike,
  errorLabels,
  errorsOutside,
  itemCount,
  moveItem,
  pageFieldErrors,
  pageFormValues,
  pageSections,
  removeItem,
  textKey,
  withText,
} from './page-form-values.ts'

/** A page's model as a starter has it: texts, a group, a list of groups, a list of texts. */
const MODEL: ContentTree = {
  meta: { title: 'Studio | {{studioShortName}}', description: 'Brows in {{city}}.' },
  hero: { title: 'Wake up with brows you love', text: 'Designed around your face.' },
  steps: [
    { title: 'Consult', text: 'We talk.' },
    { title: 'Map', text: 'We draw.' },
  ],
  notes: ['Bring a photo'],
  closing: 'See you soon',
}

const STORED = {
  en: structuredClone(MODEL),
  es: {
    meta: { title: 'Estudio | {{studioShortName}}', description: 'Cejas en {{city}}.' },
    hero: { title: 'Despierte con cejas', text: 'Según su rostro.' },
    steps: [
      { title: 'Consulta', text: 'Hablamos.' },
      { title: 'Diseño', text: 'Dibujamos.' },
    ],
    notes: ['Traiga una foto'],
    closing: 'Hasta pronto',
  },
}

describe('the page form’s values', () => {
  it('are the stored texts, shaped as the model: a missing text is empty and a key the model lacks is left out', () => {
    expect(conform(MODEL, { hero: { title: 'Hi', extra: 'no' }, steps: [{ title: 'One' }], stray: 'x' })).toEqual({
      meta: { title: '', description: '' },
      hero: { title: 'Hi', text: '' },
      steps: [{ title: 'One', text: '' }],
      notes: [''],
      closing: '',
    })
    expect(pageFormValues(MODEL, STORED)).toEqual(STORED)
  })

  it('pair each list’s items: the shorter language gets empty items at its end', () => {
    const es = { ...STORED.es, notes: ['Traiga una foto', 'Venga sin maquillaje'] }
    const values = pageFormValues(MODEL, { en: STORED.en, es })
    expect(values.en.notes).toEqual(['Bring a photo', ''])
    expect(values.es.notes).toEqual(['Traiga una foto', 'Venga sin maquillaje'])
  })

  it('change one language’s text and leave the other language and the other groups as they were', () => {
    const values = pageFormValues(MODEL, STORED)
    const changed = withText(values, 'es', ['steps', 1, 'text'], 'Medimos.')
    expect((changed.es.steps as ContentTree[])[1]).toEqual({ title: 'Diseño', text: 'Medimos.' })
    expect(changed.en).toBe(values.en)
    expect(changed.es.hero).toBe(values.es.hero)
  })

  it('add a list item in both languages, shaped as the first item with empty texts', () => {
    expect(emptyLike(MODEL.steps!)).toEqual([{ title: '', text: '' }])
    const values = addItem(pageFormValues(MODEL, STORED), MODEL, ['steps'])
    expect(itemCount(values, ['steps'])).toBe(3)
    expect((values.en.steps as ContentTree[])[2]).toEqual({ title: '', text: '' })
    expect((values.es.steps as ContentTree[])[2]).toEqual({ title: '', text: '' })
    expect(addItem(values, MODEL, ['notes']).es.notes).toEqual(['Traiga una foto', ''])
  })

  it('remove and move a list item in both languages, never past either end', () => {
    const values = pageFormValues(MODEL, STORED)
    const removed = removeItem(values, ['steps'], 0)
    expect(removed.en.steps).toEqual([{ title: 'Map', text: 'We draw.' }])
    expect(removed.es.steps).toEqual([{ title: 'Diseño', text: 'Dibujamos.' }])
    const moved = moveItem(values, ['steps'], 1, -1)
    expect((moved.en.steps as ContentTree[]).map((step) => step.title)).toEqual(['Map', 'Consult'])
    expect((moved.es.steps as ContentTree[]).map((step) => step.title)).toEqual(['Diseño', 'Consulta'])
    expect(moveItem(values, ['steps'], 1, 1)).toEqual(values)
    expect(moveItem(values, ['steps'], 0, -1)).toEqual(values)
  })
})

describe('the server’s answers on the page form', () => {
  it('puts a 400’s fields on the language’s field of the same key, and leaves other keys to the toast', () => {
    expect(
      pageFieldErrors({
        'en.hero.title': 'Write the English text',
        'es.steps.1.text': 'Unknown placeholder {{citty}}',
        'es.notes': 'Add at least one item',
        updatedAt: 'x',
      }),
    ).toEqual({ 'en.hero.title': 'Write the English text', 'es.steps.1.text': 'Unknown placeholder {{citty}}', 'es.notes': 'Add at least one item' })
    expect(pageFieldErrors(undefined)).toEqual({})
    expect(textKey('es', ['steps', 1, 'text'])).toBe('es.steps.1.text')
  })

  it('names every field and list in the error summary by its place and language', () => {
    const labels = errorLabels(MODEL, pageFormValues(MODEL, STORED))
    expect(labels['en.hero.title']).toBe('Hero banner › Heading (English)')
    expect(labels['es.meta.description']).toBe('Search & sharing › Description (search results) (Spanish)')
    expect(labels['es.steps.1.text']).toBe('Step 2 › Paragraph (Spanish)')
    expect(labels['en.notes.0']).toBe('Note 1 (English)')
    expect(labels['en.notes']).toBe('Notes (English)')
    expect(labels['en.closing']).toBe('Closing (English)')
  })

  it('forgets the errors of a list’s items once the list changed shape', () => {
    const errors = { 'en.steps.1.text': 'a', 'es.steps': 'b', 'en.hero.title': 'c', 'en.stepsExtra': 'd' }
    expect(errorsOutside(errors, ['steps'])).toEqual({ 'en.hero.title': 'c', 'en.stepsExtra': 'd' })
  })
})

describe('a revision against the form', () => {
  it('lists the texts that restoring it would change, old and new, and the items only one of them has', () => {
    const now = pageFormValues(MODEL, STORED)
    const then = withText(removeItem(now, ['steps'], 1), 'en', ['hero', 'title'], 'Brows for you')
    expect(changedTexts(MODEL, now, then)).toEqual([
      { key: 'en.hero.title', language: 'en', label: 'Hero banner › Heading (English)', now: 'Wake up with brows you love', then: 'Brows for you' },
      { key: 'en.steps.1.title', language: 'en', label: 'Step 2 › Heading (English)', now: 'Map', then: undefined },
      { key: 'en.steps.1.text', language: 'en', label: 'Step 2 › Paragraph (English)', now: 'We draw.', then: undefined },
      { key: 'es.steps.1.title', language: 'es', label: 'Step 2 › Heading (Spanish)', now: 'Diseño', then: undefined },
      { key: 'es.steps.1.text', language: 'es', label: 'Step 2 › Paragraph (Spanish)', now: 'Dibujamos.', then: undefined },
    ])
    expect(changedTexts(MODEL, now, now)).toEqual([])
  })
})

describe('the editor’s sections', () => {
  it('are the page’s top-level groups and lists, its loose texts gathered where the first of them is', () => {
    const sections = pageSections({ meta: { title: '' }, eyebrow: '', title: '', latest: { title: '' }, note: '' })
    expect(sections).toEqual([
      { keys: ['meta'], label: 'Search & sharing', id: 'meta' },
      { keys: ['eyebrow', 'title', 'note'], label: 'Main texts', id: '_texts' },
      { keys: ['latest'], label: 'Latest', id: 'latest' },
    ])
  })
})
