import { describe, expect, it } from 'vitest'
import { pageStudio } from '#shared/content/page-studio.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { studioVariables } from '#shared/content/variables.ts'
import type { ContentValue } from '#shared/schema/page-content.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { findingsIn, pageFindings, quotedFacts } from './starter-facts.ts'

const starter = (): StudioSettings => ({ ...structuredClone(DEFAULT_STUDIO), updatedAt: new Date(0).toISOString() })
const found = (text: string, settings = starter(), language: 'en' | 'es' = 'en') =>
  findingsIn(text, language, settings, studioVariables(language, pageStudio(settings, language, undefined)))

describe('the starter facts a text still gives', () => {
  it('a placeholder the settings still fill with the starter’s value, fixed at its Settings field; the studio’s value is no finding', () => {
    expect(found('Call us at {{phone}}.')).toMatchObject([
      { value: DEFAULT_STUDIO.phone, what: 'phone number', fromSettings: true, fix: { kind: 'settings', tab: 'studio', field: 'phone' } },
    ])
    expect(found('{{years}}+ years, {{clients}}+ clients')).toMatchObject([
      { value: '6', context: '6+ years, 5,700+ clients', what: 'years of experience', fix: { field: 'stats.years' } },
      { value: '5,700', what: 'client count', fix: { field: 'stats.clients' } },
    ])
    const own = { ...starter(), phone: '(678) 214-3300' }
    expect(found('Call us at {{phone}}.', own)).toEqual([])
  })

  it('the starter’s values in a text’s own words, however written, until the text is rewritten', () => {
    const studio = { ...starter(), name: 'Lumière Brows', shortName: 'Lumière', phone: '(678) 214-3300' }
    expect(found('Call 770.555.0142 or visit Belleza Studio at 100 Main Street SW.', studio).map((finding) => [finding.what, finding.value])).toEqual([
      ['name', 'Belleza Studio'],
      ['phone number', '770.555.0142'],
      ['street address', '100 Main Street SW'],
    ])
    expect(found('More than 5,700 clients, 98% satisfied, 6+ años con nosotros, since 2019.', studio).map((finding) => finding.what)).toEqual([
      'founding year',
      'years of experience',
      'client count',
      'satisfaction figure',
    ])
    expect(found('Ask Maria G. about license PMU-0000, or write to hi@studio.example.').map((finding) => finding.what)).toEqual([
      'license number',
      'sample reviewer',
      'example address',
    ])
    // No starter fact: a price, a city the studio may share with the starter, a number of its own.
    expect(found('Microblading in Gainesville from $370, 2–3 hours, 100% certified.', studio)).toEqual([])
  })

  it('a studio whose own name holds the starter’s writes it in its texts as its own', () => {
    const named = { ...starter(), name: 'Belleza Studio of Atlanta', shortName: 'Belleza Studio' }
    expect(found('Welcome to Belleza Studio.', named)).toEqual([])
    expect(found('Welcome to Belleza Studio.', { ...starter(), name: 'Lumière Brows', shortName: 'Lumière' })).toHaveLength(1)
    // The word alone is Spanish for beauty: a text may say it.
    expect(found('Realzamos su belleza natural.', { ...starter(), name: 'Lumière Brows', shortName: 'Lumière' })).toEqual([])
  })

  it('a starter artist, in the names the team fills in, fixed at that artist; one who left is the text’s to change', () => {
    const team = starter()
    team.team[0]!.name = 'Valeria Cruz'
    expect(found('Meet {{artistNames}}.', team)).toMatchObject([
      { value: 'Valeria Cruz and Camila Ortiz', what: 'artist', fix: { kind: 'settings', tab: 'team', member: 'camila-ortiz', field: 'name' } },
    ])
    expect(found('Learn from {{founder}}.', team)).toEqual([])
    expect(found('Daniela Reyes trained us.', team)).toMatchObject([{ what: 'artist', fromSettings: false }])
  })

  it('the starter’s wording of an offer only the studio can make, until it is reworded', () => {
    const texts = (value: ContentValue): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : Object.values(value).flatMap(texts)
    const offer = texts(STARTER_CONTENT.en.pricing).find((text) => /financ/i.test(text) && /[.!?]$/.test(text))!
    expect(found(offer)).toMatchObject([{ what: 'financing offer', fromSettings: false }])
    expect(found('We do not offer financing.')).toEqual([])
  })

  it('a page’s findings name the page and its field as the editor does, each text in its language', () => {
    const [first] = pageFindings('home', { en: { hero: { eyebrow: 'At {{studioShortName}}' } }, es: { hero: { eyebrow: 'En Belleza Studio' } } }, starter())
    expect(first).toMatchObject({ where: 'Home · Hero banner · Small line above the heading', fix: { kind: 'settings', field: 'shortName' } })
    const spanish = pageFindings('home', { en: { hero: { eyebrow: 'Ours' } }, es: { hero: { eyebrow: 'En Belleza Studio' } } }, starter())
    expect(spanish).toMatchObject([
      { where: 'Home · Hero banner · Small line above the heading (Spanish)', fix: { kind: 'page', page: 'home', field: 'es.hero.eyebrow' } },
    ])
  })

  it('a post quoting a starter fact is listed once the studio’s own differs (until then Settings lists it)', () => {
    expect(quotedFacts('Call us at (770) 555-0142.', starter())).toEqual([])
    expect(quotedFacts('Call us at (770) 555-0142.', { ...starter(), phone: '(678) 214-3300' })).toEqual(['phone number'])
  })
})
