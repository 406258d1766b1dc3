import { pathLabels } from '#shared/admin/pages/page-form-values.ts'
import { pageContentInfo } from '#shared/content/page-content.ts'
import { pageStudio } from '#shared/content/page-studio.ts'
import { fillPlaceholders, placeholdersIn } from '#shared/content/plain-text.ts'
import { SAMPLE_TESTIMONIALS } from '#shared/content/starter-collections.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { studioVariables } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
import type { LaunchFix } from '#shared/schema/launch-checklist.ts'
import type { ContentTree, ContentValue, PageContentId } from '#shared/schema/page-content.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { phoneE164 } from '#shared/schema/studio-values.ts'
import { sameValue } from '../store/audit.ts'

/**
 * The starter's facts as a visitor reads them in a text (docs/decisions/023-launch-checklist.md): the sample studio's
 * name, phone, email, street, founding year and numbers, its artists and license, the sample reviewers, example
 * addresses, and the starter's wording of an offer only the studio can make (financing). Each is derived from the
 * starter itself (DEFAULT_STUDIO, the sample reviews, the starter page texts), never typed a second time.
 */

const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[]

/** The value at a dotted path (`chat.greeting.en`). */
export function valueAt(from: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], from)
}

/** An address of the domains kept for examples (RFC 2606): `hello@belleza-studio.example`, `https://booking.example.com/…`. */
const EXAMPLE_ADDRESS = /(?:@|\/\/|\.)example(?:\.(?:com|net|org))?(?![\w-])/i

export function isExampleAddress(text: string): boolean {
  return EXAMPLE_ADDRESS.test(text)
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Any of the words as written, any case, not inside another word. */
const words = (...texts: string[]) => new RegExp(`(?<![\\p{L}\\d])(?:${texts.map(escaped).join('|')})(?![\\p{L}\\d])`, 'iu')

const STARTER_VALUES: Record<Language, Record<string, string>> = {
  en: studioVariables('en', pageStudio(DEFAULT_STUDIO, 'en', undefined)),
  es: studioVariables('es', pageStudio(DEFAULT_STUDIO, 'es', undefined)),
}

/** The placeholders a settings field fills (found by changing it in the starter: `stats.years` → `years`). */
function placeholdersOf(field: string): string[] {
  const changed = structuredClone(DEFAULT_STUDIO) as StudioSettingsInput
  const keys = field.split('.')
  const last = keys.pop()!
  const parent = (keys.length === 0 ? changed : valueAt(changed, keys.join('.'))) as Record<string, unknown>
  const value = parent[last]
  parent[last] = typeof value === 'number' ? value + 1 : `${String(value)} (changed)`
  const after = studioVariables('en', pageStudio(changed, 'en', undefined))
  return Object.keys(after).filter((name) => after[name] !== STARTER_VALUES.en[name])
}

export interface StarterFact {
  /** What it is, after "the sample studio’s": "phone number". */
  what: string
  /** The starter's value in a text's own words; none for a bare number (a "100" is no one's in particular). */
  pattern?: RegExp
  /** The placeholders that show it, each with where the studio changes it. */
  placeholders: ReadonlyMap<string, (settings: StudioSettings) => LaunchFix | undefined>
  /** Whether a placeholder's value as the studio's settings fill it is still the starter's (`starter`: the starter's). */
  shows(value: string, starter: string): boolean
  /** The studio's own value holds the words too (a studio truly named Belleza Beauty): a text saying them is theirs. */
  own(settings: StudioSettings): boolean
  /** A post quoting it is listed only once the studio's own value differs (while it does not, Settings lists it). */
  changed(settings: StudioSettings): boolean
}

/** A fact held by settings fields of the Studio tab. */
function settingsFact(what: string, fields: readonly string[], pattern?: RegExp): StarterFact {
  const placeholders = new Map<string, (settings: StudioSettings) => LaunchFix>()
  for (const field of fields) {
    for (const name of placeholdersOf(field)) placeholders.set(name, () => ({ kind: 'settings', tab: 'studio', field }))
  }
  const differs = (settings: StudioSettings, field: string) => !sameValue(valueAt(settings, field), valueAt(DEFAULT_STUDIO, field))
  return {
    what,
    pattern,
    placeholders,
    shows: (value, starter) => value === starter || isExampleAddress(value),
    own: (settings) => pattern !== undefined && fields.some((field) => differs(settings, field) && pattern.test(String(valueAt(settings, field)))),
    changed: (settings) => fields.every((field) => differs(settings, field)),
  }
}

/** A starter artist: listed wherever their name shows, while the studio's team has no real artist of that name. */
function artistFact(starter: StudioSettingsInput['team'][number], index: number): StarterFact {
  const pattern = words(starter.name)
  const placeholders = new Map<string, (settings: StudioSettings) => LaunchFix | undefined>()
  for (const name of placeholdersOf(`team.${index}.name`)) {
    placeholders.set(name, (settings) => {
      const member = settings.team.find((artist) => artist.name === starter.name)
      return member && { kind: 'settings', tab: 'team', member: member.id, field: 'name' }
    })
  }
  return {
    what: 'artist',
    pattern,
    placeholders,
    shows: (value) => pattern.test(value),
    own: (settings) => settings.team.some((artist) => artist.name === starter.name && artist.id !== starter.id),
    changed: (settings) => !settings.team.some((artist) => artist.name === starter.name),
  }
}

/** Words only the starter has, with no setting behind them (a license number, a sample reviewer). */
function wordsFact(what: string, text: string): StarterFact {
  return { what, pattern: words(text), placeholders: new Map(), shows: () => false, own: () => false, changed: () => true }
}

const { stats, address } = DEFAULT_STUDIO
const digits = (phoneE164(DEFAULT_STUDIO.phone) ?? '').slice(-10)
/** A number with or without its thousands separator: 5,700, 5.700, 5 700, 5700. */
const number = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '[,. ]?')

export const STARTER_FACTS: readonly StarterFact[] = [
  // Either of its names; not "Belleza" alone, which is Spanish for beauty.
  settingsFact('name', ['name', 'shortName'], words(DEFAULT_STUDIO.name, DEFAULT_STUDIO.shortName)),
  // Its last seven digits however written, with its area code if there: (770) 555-0142, 770.555.0142, +17705550142.
  settingsFact('phone number', ['phone'], new RegExp(`(?:\\(?${digits.slice(0, 3)}\\)?[\\s.-]?)?${digits.slice(3, 6)}[\\s.-]?${digits.slice(6)}(?!\\d)`)),
  settingsFact('email address', ['email'], words(DEFAULT_STUDIO.email)),
  settingsFact('street address', ['address.street'], words(address.street.split(',')[0]!)),
  settingsFact('founding year', ['foundingYear'], new RegExp(`\\b(?:since|desde) ${DEFAULT_STUDIO.foundingYear}\\b`, 'i')),
  settingsFact('years of experience', ['stats.years'], new RegExp(`\\b${stats.years}\\+? (?:years|años)`, 'i')),
  settingsFact('client count', ['stats.clients'], new RegExp(`\\b${number(stats.clients)}(?!\\d)`)),
  settingsFact('satisfaction figure', ['stats.satisfactionPercent'], new RegExp(`\\b${stats.satisfactionPercent} ?%`)),
  settingsFact('number of students', ['stats.studentsTrained']),
  settingsFact('number of Atlanta clients', ['stats.atlantaClients']),
  settingsFact('review count', ['stats.reviewServiceCount']),
  settingsFact('social review count', ['stats.socialReviewCount']),
  ...DEFAULT_STUDIO.team.map(artistFact),
  wordsFact('license number', DEFAULT_STUDIO.team[0]!.license),
  ...SAMPLE_TESTIMONIALS.map((review) => wordsFact('sample reviewer', review.name)),
]

/**
 * Offers only the studio can make: a sentence of the starter's that makes one is the sample's until it is reworded (a
 * heading alone, "Financing", states nothing).
 */
const CLAIMS = [{ what: 'financing offer', pattern: /financ/i }] as const

function texts(value: ContentValue): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  return Object.values(value).flatMap(texts)
}

const STARTER_CLAIMS: Record<Language, ReadonlyMap<string, string>> = {
  en: starterClaims('en'),
  es: starterClaims('es'),
}

function starterClaims(language: Language): Map<string, string> {
  const found = new Map<string, string>()
  for (const text of Object.values(STARTER_CONTENT[language]).flatMap(texts)) {
    const claim = /[.!?]$/.test(text) ? CLAIMS.find(({ pattern }) => pattern.test(text)) : undefined
    if (claim) found.set(text, claim.what)
  }
  return found
}

/** One starter value found in a text of a page. */
export interface Finding {
  /** Where, as the page editor names it: "Home · Hero banner · Heading (Spanish)". */
  where: string
  /** The value as the visitor reads it: "Belleza Studio", "(770) 555-0142". */
  value: string
  /** Around it, as the visitor reads it: "Free consultation · 6+ years of experience". */
  context: string
  what: string
  /** From a placeholder: the studio changes it in Settings (`fix`), every page showing it following. */
  fromSettings: boolean
  fix: LaunchFix
}

/** A finding in one text: `fix` only for one from Settings (the text's own field fixes the others). */
type Found = Omit<Finding, 'where' | 'fix'> & { fix?: LaunchFix }

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text)

/** The words around `value` in `text`, some 30 characters each side, cut between words. */
function around(text: string, value: string): string {
  const at = text.indexOf(value)
  if (at < 0) return excerpt(value)
  const from = at <= 30 ? 0 : text.lastIndexOf(' ', at - 30) + 1
  const end = at + value.length
  const toSpace = text.indexOf(' ', end + 30)
  const to = text.length - end <= 30 || toSpace < 0 ? text.length : toSpace
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`
}

/**
 * The starter values the visitor reads in a text: a placeholder the settings still fill with a starter value, the
 * starter's value in the text's own words (unless the studio's own value holds the same words), an example address,
 * or the starter's very wording of an offer.
 */
export function findingsIn(text: string, language: Language, settings: StudioSettings, values: Readonly<Record<string, string>>): Found[] {
  const found: Found[] = []
  const filled = fillPlaceholders(text, values)
  const claim = STARTER_CLAIMS[language].get(text)
  if (claim) found.push({ value: text, context: excerpt(filled), what: claim, fromSettings: false })
  const used = placeholdersIn(text)
  // The text's own words: every placeholder blanked out.
  const own = fillPlaceholders(text, Object.fromEntries(used.map((name) => [name, ' '])))
  for (const fact of STARTER_FACTS) {
    const match = fact.pattern?.exec(own)
    if (match && !fact.own(settings)) found.push({ value: match[0], context: around(filled, match[0]), what: fact.what, fromSettings: false })
    for (const name of used) {
      const fixAt = fact.placeholders.get(name)
      const value = values[name]
      const fix = fixAt && value !== undefined && fact.shows(value, STARTER_VALUES[language][name] ?? '') ? fixAt(settings) : undefined
      if (fix) found.push({ value: value!, context: around(filled, value!), what: fact.what, fromSettings: true, fix })
    }
  }
  const address = own.split(/\s+/).find(isExampleAddress)
  if (address) found.push({ value: address, context: around(filled, address), what: 'example address', fromSettings: false })
  return found
}

/** Every starter value the page's texts show visitors in both languages, in the editor's order (English first). */
export function pageFindings(
  id: PageContentId,
  page: Record<Language, ContentTree>,
  settings: StudioSettings,
  /** Whether visitors read the text at a path (a hidden part's are not read); every text unless told. */
  shown: (path: ReadonlyArray<string | number>) => boolean = () => true,
): Finding[] {
  const label = pageContentInfo(id).label
  const findings: Finding[] = []
  for (const language of LANGUAGES) {
    const values = studioVariables(language, pageStudio(settings, language, undefined))
    const walk = (value: ContentValue, path: Array<string | number>) => {
      if (typeof value === 'string') {
        if (!shown(path)) return
        const where = [label, ...pathLabels(path)].join(' · ') + (language === 'es' ? ' (Spanish)' : '')
        const fix: LaunchFix = { kind: 'page', page: id, field: [language, ...path].join('.') }
        for (const found of findingsIn(value, language, settings, values)) findings.push({ fix, ...found, where })
      } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
      else for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
    }
    walk(page[language], [])
  }
  return findings
}

/** The starter facts a post may quote in its own words (a post has no placeholders) once the studio's differ. */
export function quotedFacts(text: string, settings: StudioSettings): string[] {
  return STARTER_FACTS.filter((fact) => fact.placeholders.size > 0 && fact.changed(settings) && !fact.own(settings) && fact.pattern?.test(text)).map(
    (fact) => fact.what,
  )
}
