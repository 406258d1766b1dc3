import { describe, expect, it } from 'vitest'
import { newSection } from '#shared/content/section-types.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import {
  addedPagePath,
  addedPageProblems,
  errorsWithout,
  formErrors,
  formKey,
  moveSection,
  newAddedPage,
  proposedSlug,
  sectionName,
  withItemMoved,
  withNewItem,
  withoutItem,
} from './added-page-values.ts'

/** Ids in the order they are made: `s1`, `s2`… */
function ids(prefix = 's') {
  let next = 0
  return () => `${prefix}${++next}`
}

describe('a new page', () => {
  it('is a draft with a hero saying its title and a text section, at the addresses given', () => {
    const page = newAddedPage({ en: ' About us ', es: 'Sobre nosotros' }, { en: 'about', es: 'sobre-nosotros' }, ids())
    expect(page).toMatchObject({ published: false, inMenu: false, inFooter: false, slug: { en: 'about', es: 'sobre-nosotros' } })
    expect(page.sections.map((section) => section.type)).toEqual(['hero', 'text'])
    expect(page.sections[0]!.texts.title).toEqual({ en: 'About us', es: 'Sobre nosotros' })
    expect(addedPageProblems(page, new Set())).toEqual({})
  })

  it('proposes addresses from the titles, accents folded', () => {
    expect(proposedSlug('Gift cards & vouchers')).toBe('gift-cards-vouchers')
    expect(proposedSlug('Sobre mí: mi historia')).toBe('sobre-mi-mi-historia')
    expect(proposedSlug('a'.repeat(90))).toHaveLength(80)
    expect(addedPagePath('about', 'en')).toBe('/about')
    expect(addedPagePath('sobre-nosotros', 'es')).toBe('/es/sobre-nosotros')
  })
})

describe('the sections', () => {
  const sections = (): Section[] => [newSection('hero', ids('a')), newSection('reviews', ids('b')), newSection('cta', ids('c'))]

  it('move one place, not past an end, the others staying the same objects', () => {
    const list = sections()
    const moved = moveSection(list, 1, -1)
    expect(moved.map((section) => section.type)).toEqual(['reviews', 'hero', 'cta'])
    expect(moved[2]).toBe(list[2])
    expect(moveSection(list, 0, -1).map((section) => section.type)).toEqual(['hero', 'reviews', 'cta'])
    expect(moveSection(list, 2, 1).map((section) => section.type)).toEqual(['hero', 'reviews', 'cta'])
  })

  it('are named by their kind and their first text, in the console’s language (the text in the other when empty)', () => {
    const [hero, reviews] = sections()
    expect(sectionName(hero!, 'en')).toBe('Hero: A new page')
    expect(sectionName(hero!, 'es')).toBe('Portada: Una página nueva')
    expect(sectionName(reviews!, 'en')).toBe('Reviews: What clients say')
    const text = newSection('text', ids())
    text.texts.body = { en: '## Our story\n\nIt began in a kitchen.', es: '' }
    expect(sectionName(text, 'es')).toBe('Texto: Our story')
    text.texts.body = { en: '', es: '' }
    expect(sectionName(text, 'en')).toBe('Text')
  })

  it('add, move and remove their items in both languages at once', () => {
    const stats = withNewItem(newSection('stats', ids('x')), () => 'new')
    expect(stats.items.map((item) => item.id)).toEqual(['x2', 'new'])
    expect(stats.items[1]!.texts).toEqual({ value: { en: '', es: '' }, label: { en: '', es: '' } })
    expect(withItemMoved(stats, 1, -1).items.map((item) => item.id)).toEqual(['new', 'x2'])
    expect(withItemMoved(stats, 0, -1)).toBe(stats)
    expect(withoutItem(stats, 0).items.map((item) => item.id)).toEqual(['new'])
  })
})

describe('problems on their fields', () => {
  const page = () => {
    const fields = newAddedPage({ en: 'About', es: 'Sobre' }, { en: 'about', es: 'sobre' }, ids())
    const stats = newSection('stats', ids('st'))
    fields.sections.push(stats)
    return fields
  }

  it('name a section and an item by their ids, so they stay on their fields while the sections move', () => {
    const { sections } = page()
    expect(formKey('sections.2.texts.title.en', sections)).toBe('section.st1.texts.title.en')
    expect(formKey('sections.2.items.0.texts.label.es', sections)).toBe('section.st1.item.st2.texts.label.es')
    expect(formKey('sections.0.settings.photo.alt.es', sections)).toBe('section.s1.settings.photo.alt.es')
    expect(formKey('sections.2.items.5.texts.label.es', sections)).toBe('section.st1.items')
    expect(formKey('slug.es', sections)).toBe('slug.es')
    expect(formKey('sections.9.texts.title.en', sections)).toBe('sections.9.texts.title.en')
    expect(formErrors({ 'slug.en': 'Taken', 'sections.1.texts.body.es': 'Write it' }, sections)).toEqual({
      'slug.en': 'Taken',
      'section.s2.texts.body.es': 'Write it',
    })
  })

  it('are found before saving as the server finds them: titles, addresses, required texts, a photo’s description, counts, services', () => {
    const fields = page()
    fields.title.es = ' '
    fields.slug.en = 'About Us'
    fields.sections[0]!.settings.photo = { image: '/uploads/0123456789abcdef0123456789abcdef.webp', focusX: 50, focusY: 50, alt: { en: 'Brows', es: '' } }
    fields.sections[1]!.texts.body!.es = ''
    fields.sections[2]!.items[0]!.texts.value!.en = 'Over {{clientz}}'
    const reviews = newSection('reviews', ids('r'))
    reviews.settings = { service: 'no-such-service', count: Number.NaN }
    fields.sections.push(reviews)
    const problems = addedPageProblems(fields, new Set(['microblading']))
    expect(Object.keys(problems).sort()).toEqual(
      [
        'title.es',
        'slug.en',
        'section.s1.settings.photo.alt.es',
        'section.s2.texts.body.es',
        'section.st1.item.st2.texts.value.en',
        'section.r1.settings.count',
        'section.r1.settings.service',
      ].sort(),
    )
    expect(problems['section.st1.item.st2.texts.value.en']).toMatch(/Unknown placeholder \{\{clientz\}\}/)
    // While the services are not known, the server is left to check the one chosen.
    expect(addedPageProblems(fields, undefined)['section.r1.settings.service']).toBeUndefined()
  })

  it('go with their section once it is removed', () => {
    expect(errorsWithout({ 'section.a.texts.title.en': 'x', 'section.ab.texts.title.en': 'y', 'slug.en': 'z' }, 'section.a')).toEqual({
      'section.ab.texts.title.en': 'y',
      'slug.en': 'z',
    })
  })
})
