import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageStudio } from '#shared/content/page-studio.ts'
import { DEFAULT_STUDIO, MARKET_PRICES, phoneE164Of } from '#shared/content/studio.ts'
import { openingHours, studioVariables } from '#shared/content/variables.ts'

const STUDIO = { en: pageStudio(DEFAULT_STUDIO, 'en', undefined), es: pageStudio(DEFAULT_STUDIO, 'es', undefined) }

/** The product's words (catalogues) and the studio's starter page content: both are read as a page's translations. */
const SOURCES = {
  catalogue: fileURLToPath(new URL('../i18n/locales/', import.meta.url)),
  starter: fileURLToPath(new URL('../../shared/content/starter/', import.meta.url)),
}
const LANGUAGES = ['en', 'es'] as const

/** Every catalogue and starter file, by language and `<source>:<namespace>` (the starter's `site` is `common`'s). */
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(SOURCES).flatMap(([source, folder]) =>
        readdirSync(`${folder}${language}`)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            `${source}:${file.replace(/\.json$/, '').replace(/^site$/, 'common')}`,
            JSON.parse(readFileSync(`${folder}${language}/${file}`, 'utf8')) as unknown,
          ]),
      ),
    ),
  ]),
) as Record<(typeof LANGUAGES)[number], Record<string, unknown>>

/** Every string of a catalogue with its key path ("items.3.answer"). */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
  }
  return []
}

const allStrings = LANGUAGES.flatMap((language) =>
  Object.entries(catalogues[language]).flatMap(([ns, catalogue]) =>
    strings(catalogue).map(([path, text]) => ({ where: `${language}/${ns}.json ${path}`, ns: ns.split(':')[1]!, text })),
  ),
)

/** "{{name}}", "{{- name}}" and "{{name, format}}" all interpolate `name`. */
const VARIABLE = /\{\{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g

/**
 * Variables a page passes to one t() call instead of reading a studio default (found by grepping the code for
 * `t('...', { name: ... })`), with the namespaces that may use them. They are data of that call (a search query,
 * the current year, a span's numbers taken from TREATMENT_FACTS), never a studio fact typed in a catalogue.
 */
const PER_CALL_OPTIONS: Record<string, readonly string[]> = {
  from: ['atlanta', 'gainesville', 'services'], // "units": a session (a service's) or a TREATMENT_FACTS span (location-page.tsx, services)
  to: ['atlanta', 'gainesville', 'services'],
  lasts: ['pricing'], // "Lasts {{lasts}}": the card's own longevity text
  count: ['blog', 'common', 'gallery'], // results shown, reading minutes, weeks a gallery photo had healed
  query: ['blog'], // the search words
  title: ['blog'], // the post's title
  year: ['common'], // footer copyright, the current year
  name: ['common', 'artists', 'blog'], // embed facades ("Instagram", "Google Maps"), an artist's artwork, a post's byline
  price: ['home', 'common'], // "From {{price}}": a price of the studio's settings (a service card of a page's sections)
  service: ['home', 'common', 'pricing', 'atlanta', 'gainesville'], // a service's name (its card's links)
  number: ['artists'], // a license number of the artists page
  stars: ['common'], // a review's rating, and the average of a page's reviews section
  max: ['common'],
  average: ['common'],
  alt: ['common'], // a gallery item's description: "Before: {{alt}}"
  before: ['common'], // the comparison slider's position, filled in the browser
  after: ['common'],
  page: ['blog'], // the blog list's page number, and how many pages it has
  pages: ['blog'],
  category: ['blog'], // the category a blog list view shows
  course: ['course'], // a course's name, in the message "Ask about this course" starts
}

/**
 * Numbers that may stay typed in a catalogue, because they are not studio facts: the emergency number, the 404 status
 * and the legal age limit. (No road names: the way to the studio changes when it moves.)
 */
const ALLOWED_NUMBERS = new Set(['911', '404', '18'])

describe('catalogue variables', () => {
  it('uses only variables that studioVariables provides or that the page passes to that call', () => {
    const provided = new Set(Object.keys(studioVariables('en', STUDIO.en)))
    const unknown = allStrings.flatMap(({ where, ns, text }) =>
      [...text.matchAll(VARIABLE)]
        .map((match) => match[1]!)
        .filter((name) => !provided.has(name) && !PER_CALL_OPTIONS[name]?.includes(ns))
        .map((name) => `${where}: {{${name}}}`),
    )
    expect(unknown).toEqual([])
  })

  it('gives both languages the same variables', () => {
    expect(Object.keys(studioVariables('es', STUDIO.es)).sort()).toEqual(Object.keys(studioVariables('en', STUDIO.en)).sort())
  })

  it('has the same keys in English and Spanish for every namespace', () => {
    expect(Object.keys(catalogues.es).sort()).toEqual(Object.keys(catalogues.en).sort())
    for (const ns of Object.keys(catalogues.en)) {
      const keys = (language: 'en' | 'es') =>
        strings(catalogues[language][ns])
          .map(([path]) => `${ns}: ${path}`)
          .sort()
      expect(keys('es')).toEqual(keys('en'))
    }
  })
})

describe('catalogue facts', () => {
  const numbers = (value: unknown): number[] =>
    typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbers) : []
  const prices = numbers({ ...DEFAULT_STUDIO.prices, ...MARKET_PRICES })
  /** "5700", "5,700", "5.700", "5 700": the ways either language may type a number. */
  const spellings = (value: number) => [
    String(value),
    ...[',', '.', ' ', '\u00a0'].map((separator) => value.toLocaleString('en-US').replaceAll(',', separator)),
  ]
  /** Any of these numbers as a whole number, not part of a longer one (a sentence may end right after it). */
  const typed = (values: number[]) =>
    new RegExp(
      `(?<!\\d|\\d[.,])(${values
        .flatMap(spellings)
        .map((spelling) => spelling.replace(/[.,]/g, '\\$&'))
        .join('|')})(?!\\d|[.,]\\d)`,
    )
  const typedPrice = typed(prices)
  const typedClients = typed([DEFAULT_STUDIO.stats.clients])
  const phoneDigits = phoneE164Of(DEFAULT_STUDIO.phone).replace(/\D/g, '').slice(-7)

  it('types no price, phone number or client count (they are variables)', () => {
    const found = allStrings.filter(({ text }) => {
      const plain = text.replace(VARIABLE, '')
      return /\$\s?\d|\d\s?\$|US\$|USD/.test(plain) || plain.replace(/\D/g, '').includes(phoneDigits) || typedClients.test(plain) || typedPrice.test(plain)
    })
    expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
  })

  it('types no other number than the few that are not studio facts', () => {
    const found = allStrings.flatMap(({ where, text }) =>
      (text.replace(VARIABLE, '').match(/\d+/g) ?? []).filter((number) => !ALLOWED_NUMBERS.has(number)).map((number) => `${where}: ${number}`),
    )
    expect(found).toEqual([])
  })
})

describe('catalogue place and team (the settings’ to say)', () => {
  const { address, foundingYear, team } = DEFAULT_STUDIO
  /** "Hall County" is also typed as "condado de Hall", or as "Hall" alone. */
  const countyName = address.county.replace(/\s+County$/i, '')
  const SETTINGS_FACTS: Array<[string, RegExp]> = [
    ['the city', new RegExp(`\\b${address.city}\\b`, 'i')],
    ['the county', new RegExp(`\\b${countyName}\\b`)],
    ['the street', new RegExp(address.street.split(',')[0]!, 'i')],
    ['the ZIP code', new RegExp(`\\b${address.postalCode}\\b`)],
    ['the founding year', new RegExp(`\\b${foundingYear}\\b`)],
    ...team.flatMap(({ name }) => name.split(' ').map((part): [string, RegExp] => [`an artist (${name})`, new RegExp(`\\b${part}\\b`)])),
    // The team's size is the settings' ({{artists}}); "both" is wrong the day a third artist joins.
    ['the size of the team', /\b(both|two|three) (of our )?artists\b|\b(las )?(dos|tres) artistas\b|\bambas (nuestras )?artistas\b/i],
  ]

  it('types none of the studio’s place or team, which move and change in the settings', () => {
    const found = allStrings.flatMap(({ where, text }) =>
      SETTINGS_FACTS.filter(([, pattern]) => pattern.test(text.replace(VARIABLE, ''))).map(([what]) => `${where}: ${what}: ${text}`),
    )
    expect(found).toEqual([])
  })

  it('finds the default city, county, street, ZIP code, year and artists wherever a text types them', () => {
    const typed = [
      `Our studio in ${address.city}`,
      `Licensed by the ${address.county} Health Department`,
      'del condado de Hall',
      `${address.street}, Suite 2`,
      `GA ${address.postalCode}`,
      `Since ${foundingYear}`,
      `Meet ${team[1]!.name.split(' ')[0]}`,
      'Both artists hold current certifications',
      'Ambas artistas tienen',
    ]
    for (const text of typed)
      expect(
        SETTINGS_FACTS.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true)
    expect(
      SETTINGS_FACTS.some(([, pattern]) => pattern.test('Our {{city}} studio, licensed in {{county}}, since {{foundingYear}}'.replace(VARIABLE, ''))),
    ).toBe(false)
  })
})

describe('studio facts from the settings', () => {
  it('names every artist of the team in each language', () => {
    expect(studioVariables('en', STUDIO.en).artistNames).toBe('Daniela Reyes and Camila Ortiz')
    expect(studioVariables('es', STUDIO.es).artistNamesOr).toBe('Daniela Reyes o Camila Ortiz')
    const trio = pageStudio({ ...DEFAULT_STUDIO, team: [...DEFAULT_STUDIO.team, { ...DEFAULT_STUDIO.team[1]!, id: 'ana', name: 'Ana Ruiz' }] }, 'es', undefined)
    expect(studioVariables('es', trio).artistNames).toBe('Daniela Reyes, Camila Ortiz y Ana Ruiz')
    expect(studioVariables('es', trio).artists).toBe('3')
  })

  it("prints opening hours in the week's order, runs of days as a range and the closed days last", () => {
    const hours = [
      { days: ['Saturday' as const], opens: '10:00', closes: '14:00' },
      { days: ['Tuesday' as const, 'Wednesday' as const, 'Thursday' as const], opens: '09:00', closes: '18:30' },
      { days: ['Monday' as const, 'Friday' as const], opens: '12:00', closes: '20:00' },
    ]
    expect(openingHours(hours, 'en')).toEqual([
      { days: 'Monday and Friday', hours: '12:00 PM – 8:00 PM' },
      { days: 'Tuesday – Thursday', hours: '9:00 AM – 6:30 PM' },
      { days: 'Saturday', hours: '10:00 AM – 2:00 PM' },
      { days: 'Sunday', hours: null },
    ])
    expect(openingHours(hours, 'es')[3]).toEqual({ days: 'Domingo', hours: null })
  })
})
