import { describe, expect, it } from 'vitest'
import type { Section } from '../schema/page-sections.ts'
import { PAGE_PARTS, arrangedSections, drawsOwnParts, partOf, partSection, partShows, partsOf, textShown } from './page-parts.ts'

const keys = (sections: readonly Section[]) => sections.map((section) => (section.type === 'part' ? section.settings.part : section.id))
const text: Section = { id: 'note', type: 'text', hidden: false, texts: { body: { en: 'A note', es: 'Una nota' } }, items: [], settings: {} }

describe('page parts', () => {
  it("gives a page never arranged its parts in the spec's order, and a page not drawn in parts one part, its whole body", () => {
    expect(keys(arrangedSections('pricing', null))).toEqual(PAGE_PARTS.pricing!.map((part) => part.key))
    expect(keys(arrangedSections('faq', null))).toEqual(['content'])
    expect(drawsOwnParts('faq')).toBe(false)
    expect(drawsOwnParts('home')).toBe(true)
    expect(partsOf('site')).toEqual([])
  })

  it('puts a part the product added since in its place, after the part before it, and drops one the page no longer has', () => {
    const parts = partsOf('pricing')
    // Saved before "touch-up" existed, with a part that is gone since, and a section of the owner's in between.
    const stored = parts.filter((part) => part.key !== 'touch-up').map(partSection)
    stored.splice(1, 0, text, { ...partSection({ key: 'gone', label: { en: 'Gone', es: 'Ya no está' } }) })
    const arranged = arrangedSections('pricing', stored)
    expect(keys(arranged)).toEqual(['price-list', 'note', 'services', 'investing', 'touch-up', 'payment', 'comparison', 'faq', 'cta'])
  })

  it('keeps the opening first and shown wherever a save put it, with what it leaves out', () => {
    const stored = arrangedSections('gallery', null)
    const [hero] = stored.splice(0, 1)
    stored.push({ ...hero!, hidden: true, settings: { part: 'hero', omit: ['satisfaction'] } })
    const arranged = arrangedSections('gallery', stored)
    expect(arranged[0]).toMatchObject({ type: 'part', hidden: false, settings: { part: 'hero', omit: ['satisfaction'] } })
    expect(arranged.filter((section) => section.settings.part === 'hero')).toHaveLength(1)
    expect(partShows(partOf(arranged, 'hero'), 'satisfaction')).toBe(false)
    expect(partShows(partOf(arranged, 'hero'), 'years')).toBe(true)
  })

  it('reads a text as shown unless its part is hidden or it belongs to a claim the part leaves out; the search texts always', () => {
    const sections = arrangedSections('pricing', null)
    partOf(sections, 'payment')!.settings.omit = ['financing']
    partOf(sections, 'touch-up')!.hidden = true
    expect(textShown('pricing', null, ['touchUp', 'title'])).toBe(true)
    expect(textShown('pricing', sections, ['touchUp', 'title'])).toBe(false)
    expect(textShown('pricing', sections, ['payment', 'items', 'financing', 'text'])).toBe(false)
    expect(textShown('pricing', sections, ['payment', 'items', 'cash', 'text'])).toBe(true)
    expect(textShown('pricing', sections, ['meta', 'description'])).toBe(true)
    const faq = arrangedSections('faq', null).map((section) => ({ ...section, hidden: true }))
    expect(textShown('faq', faq, ['hero', 'title'])).toBe(false)
    expect(textShown('faq', faq, ['meta', 'title'])).toBe(true)
  })
})
