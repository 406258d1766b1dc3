import { StudioSettingsInputSchema, WEEKDAYS, type Prices, type Stats, type StudioSettingsInput, type Weekday } from '#shared/schema/studio.ts'
import { issueFields } from '#shared/schema/issue-fields.ts'
import { slugify } from '#shared/text/slug.ts'
import type { FieldErrors } from '../forms/form-errors.ts'
import { paragraphs } from '#shared/text/paragraphs.ts'

/**
 * The Settings tabs' values while someone types, and their way to and from the stored settings. Every
 * text is kept under its schema path (`chat.greeting.es`), so a server error's `fields` key finds its input, and
 * numbers stay as typed until the schema reads them.
 */

export const SETTINGS_TABS = ['studio', 'team', 'policies'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]
export const SETTINGS_TAB_LABEL: Record<SettingsTab, string> = { studio: 'Studio', team: 'Team', policies: 'Policies' }

export const SOCIAL_KEYS = ['instagram', 'facebook', 'tiktok', 'reviews'] as const
// Each service's price and booking page are the service's own (the Services section, decision 024); the stored
// per-service prices and booking links stay as they are for older stores, but the form no longer offers them.
const PRICE_KEYS = ['courseFrom', 'courseTo'] as const satisfies readonly (keyof Prices)[]
export const STAT_KEYS = [
  'years',
  'clients',
  'certifiedPercent',
  'satisfactionPercent',
  'studentsTrained',
  'atlantaClients',
  'reviewsStars',
  'reviewServiceCount',
  'socialReviewCount',
] as const satisfies readonly (keyof Stats)[]

/** The Studio tab's texts, by schema path, as the form names them. */
export const STUDIO_LABEL = {
  name: 'Studio name',
  shortName: 'Short name',
  foundingYear: 'Year the studio opened',
  phone: 'Phone',
  email: 'Email',
  'chat.phone': 'Chat app number',
  'chat.greeting.en': 'Chat greeting (English)',
  'chat.greeting.es': 'Chat greeting (Spanish)',
  'address.street': 'Street and suite',
  'address.city': 'City',
  'address.county': 'County',
  'address.region': 'State',
  'address.postalCode': 'ZIP code',
  'address.country': 'Country code',
  'address.metro': 'Metro area',
  'address.metroRelation': 'Where the studio is',
  'address.minutesFromAtlanta': 'Minutes from downtown',
  'address.mapUrl': 'Map link',
  'address.geo.latitude': 'Latitude',
  'address.geo.longitude': 'Longitude',
  'booking.url': 'Booking URL',
  'booking.bookNowOpens': 'Book Now leads to',
  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',
  'social.tiktok': 'TikTok',
  'social.reviews': 'Reviews page',
  'embeds.instagram': 'Instagram feed (embed address)',
  'embeds.facebook': 'Facebook feed (embed address)',
  /** A checkbox: 'true' or 'false'. */
  freeParking: 'Free parking at the studio',
  'prices.courseFrom': 'Course price from',
  'prices.courseTo': 'Course price to',
  'stats.years': 'Years of experience',
  'stats.clients': 'Clients served',
  'stats.certifiedPercent': 'Certified artists (%)',
  'stats.satisfactionPercent': 'Client satisfaction (%)',
  'stats.studentsTrained': 'Students trained',
  'stats.atlantaClients': 'Clients from the metro area',
  'stats.reviewsStars': 'Review stars (1 to 5)',
  'stats.reviewServiceCount': 'Reviews on booking platforms',
  'stats.socialReviewCount': 'Reviews on social media',
}
export type StudioField = keyof typeof STUDIO_LABEL

const NUMBER_FIELDS: ReadonlySet<string> = new Set<StudioField>([
  'foundingYear',
  'address.minutesFromAtlanta',
  'address.geo.latitude',
  'address.geo.longitude',
  ...PRICE_KEYS.map((key) => `prices.${key}` as const),
  ...STAT_KEYS.map((key) => `stats.${key}` as const),
])

/** One line of the opening hours; `key` only tells the rows apart on screen. */
export interface HoursRow {
  key: string
  days: Weekday[]
  opens: string
  closes: string
}

/** A team member's texts, by schema path under `team.<index>.` (`headshot.image` empty: no headshot). */
export const MEMBER_LABEL = {
  name: 'Name',
  'role.en': 'Role (English)',
  'role.es': 'Role (Spanish)',
  'bio.en': 'Bio (English)',
  'bio.es': 'Bio (Spanish)',
  license: 'License number',
  'specialties.en': 'Specialties (English)',
  'specialties.es': 'Specialties (Spanish)',
  'headshot.image': 'Headshot',
  'headshot.alt.en': 'Headshot description (English)',
  'headshot.alt.es': 'Headshot description (Spanish)',
}
export type MemberField = keyof typeof MEMBER_LABEL

export interface MemberValues {
  /** Tells the artists apart on screen (their ids and inputs); the stored id, or a made-up one for a new artist. */
  key: string
  /** The stored id; null for an artist added here, who gets one when saved. */
  id: string | null
  fields: Record<MemberField, string>
}

export const POLICY_LABEL = {
  'policies.deposit.en': 'Deposit policy (English)',
  'policies.deposit.es': 'Deposit policy (Spanish)',
  'policies.cancellation.en': 'Cancellation policy (English)',
  'policies.cancellation.es': 'Cancellation policy (Spanish)',
}
export type PolicyField = keyof typeof POLICY_LABEL

/** Everything the three tabs edit. The Studio tab owns `studio` and `hours`. */
export interface SettingsFormValues {
  studio: Record<StudioField, string>
  hours: HoursRow[]
  team: MemberValues[]
  policies: Record<PolicyField, string>
}

/** Every input's id is this plus its key (`settings-chat-greeting-es`), so the error summary can link to it. */
export const SETTINGS_ID = 'settings-'

/** What each tab's inputs get from the tab's form. */
export interface TabFieldsProps {
  values: SettingsFormValues
  update(change: (values: SettingsFormValues) => SettingsFormValues): void
  /** Keyed by input key (see fieldKeyOf). */
  errors: FieldErrors
}

// ---------- Stored settings → form ----------

export function settingsToValues(settings: StudioSettingsInput): SettingsFormValues {
  return {
    studio: textsAt(settings, STUDIO_LABEL),
    hours: settings.hours.map((line, index) => ({ key: `line-${index}`, days: [...line.days], opens: line.opens, closes: line.closes })),
    team: settings.team.map((member) => ({ key: member.id, id: member.id, fields: textsAt(member, MEMBER_LABEL) })),
    policies: textsAt(settings, POLICY_LABEL),
  }
}

/** The texts the inputs show of what is stored under each labelled path (`chat.greeting.es`). */
function textsAt<F extends string>(stored: object, labels: Record<F, string>): Record<F, string> {
  return Object.fromEntries(Object.keys(labels).map((path) => [path, textAt(stored, path)])) as Record<F, string>
}

/** What is stored at a dotted path as its input shows it: a number as typed, a list one entry per line, nothing as ''. */
function textAt(stored: object, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], stored)
  if (Array.isArray(value)) return specialtiesToText(value)
  return value === undefined || value === null ? '' : String(value)
}

export function newHoursRow(key: string): HoursRow {
  return { key, days: [], opens: '09:00', closes: '18:00' }
}

export function newMember(key: string): MemberValues {
  const fields = Object.fromEntries(Object.keys(MEMBER_LABEL).map((field) => [field, ''])) as Record<MemberField, string>
  return { key, id: null, fields }
}

// ---------- Texts ↔ values ----------

/** One specialty per line. */
export function specialtiesToText(specialties: readonly string[]): string {
  return specialties.join('\n')
}

/** One per line; on a single line, separated by commas. Blank entries are dropped. */
export function textToSpecialties(text: string): string[] {
  const lines = text.split(/\r?\n/)
  const entries = lines.filter((line) => line.trim()).length > 1 ? lines : text.split(/[,\n]/)
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0)
}

/** A bio's paragraphs, split as the site splits them. */
export const bioParagraphs = paragraphs

/** A bio as it is stored: its paragraphs separated by exactly one blank line. */
export function normalizeBio(text: string): string {
  return bioParagraphs(text).join('\n\n')
}

/** A typed number: empty is missing, anything else not a number is NaN (the schema says what to enter). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** A new artist's id: the name's slug and a short random part, unused by anyone else. */
export function newMemberId(name: string, taken: ReadonlySet<string>, random: () => string = () => Math.random().toString(36).slice(2, 6)): string {
  const base = slugify(name).slice(0, 50).replace(/-+$/, '') || 'artist'
  for (;;) {
    const id = `${base}-${random()}`
    if (!taken.has(id)) return id
  }
}

// ---------- Form → settings ----------

function studioPart(values: Pick<SettingsFormValues, 'studio' | 'hours'>) {
  const field = values.studio
  return {
    name: field.name,
    shortName: field.shortName,
    foundingYear: numberOf(field.foundingYear),
    phone: field.phone,
    email: field.email,
    chat: { phone: field['chat.phone'], greeting: { en: field['chat.greeting.en'], es: field['chat.greeting.es'] } },
    address: {
      street: field['address.street'],
      city: field['address.city'],
      county: field['address.county'],
      region: field['address.region'],
      postalCode: field['address.postalCode'],
      country: field['address.country'].trim().toUpperCase(),
      metro: field['address.metro'],
      metroRelation: field['address.metroRelation'],
      minutesFromAtlanta: numberOf(field['address.minutesFromAtlanta']),
      mapUrl: field['address.mapUrl'],
      geo: { latitude: numberOf(field['address.geo.latitude']), longitude: numberOf(field['address.geo.longitude']) },
    },
    // Days in the week's order, whatever order they were ticked in.
    hours: values.hours.map((line) => ({ days: WEEKDAYS.filter((day) => line.days.includes(day)), opens: line.opens, closes: line.closes })),
    booking: {
      url: field['booking.url'],
      bookNowOpens: field['booking.bookNowOpens'],
    },
    social: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, field[`social.${key}`].trim()])),
    embeds: { instagram: field['embeds.instagram'].trim(), facebook: field['embeds.facebook'].trim() },
    freeParking: field.freeParking === 'true',
    prices: Object.fromEntries(PRICE_KEYS.map((key) => [key, numberOf(field[`prices.${key}`])])),
    stats: Object.fromEntries(STAT_KEYS.map((key) => [key, numberOf(field[`stats.${key}`])])),
  }
}

function teamPart(team: readonly MemberValues[]) {
  const taken = new Set(team.flatMap((member) => (member.id ? [member.id] : [])))
  return team.map((member) => {
    const field = member.fields
    let id = member.id
    if (!id) {
      id = newMemberId(field.name, taken)
      taken.add(id)
    }
    return {
      id,
      name: field.name,
      role: { en: field['role.en'], es: field['role.es'] },
      bio: { en: normalizeBio(field['bio.en']), es: normalizeBio(field['bio.es']) },
      license: field.license,
      specialties: { en: textToSpecialties(field['specialties.en']), es: textToSpecialties(field['specialties.es']) },
      headshot: field['headshot.image'] ? { image: field['headshot.image'], alt: { en: field['headshot.alt.en'], es: field['headshot.alt.es'] } } : null,
    }
  })
}

function policiesPart(policies: Record<PolicyField, string>) {
  return {
    deposit: { en: policies['policies.deposit.en'], es: policies['policies.deposit.es'] },
    cancellation: { en: policies['policies.cancellation.en'], es: policies['policies.cancellation.es'] },
  }
}

/** What saving a tab sends: the stored settings with that tab's part replaced (before the schema reads it). */
export function settingsCandidate(tab: SettingsTab, stored: StudioSettingsInput, values: SettingsFormValues): unknown {
  // The stored settings may carry `updatedAt`: the schema leaves it out of what is sent.
  switch (tab) {
    case 'studio': {
      // What the form no longer offers (per-service prices and booking links) is sent as stored.
      const part = studioPart(values)
      // The drive is shown (and checked) only for a studio a drive from the metro; in it, the stored one is kept.
      const address = part.address.metroRelation === 'in' ? { ...part.address, minutesFromAtlanta: stored.address.minutesFromAtlanta } : part.address
      return { ...stored, ...part, address, booking: { ...stored.booking, ...part.booking }, prices: { ...stored.prices, ...part.prices } }
    }
    case 'team':
      return { ...stored, team: teamPart(values.team) }
    case 'policies':
      return { ...stored, policies: policiesPart(values.policies) }
  }
}

/** Whether a tab differs from the stored settings (the rows' screen keys do not count). */
export function tabChanged(tab: SettingsTab, values: SettingsFormValues, stored: SettingsFormValues): boolean {
  const part = (from: SettingsFormValues) => {
    switch (tab) {
      case 'studio':
        return [from.studio, from.hours.map(({ days, opens, closes }) => ({ days, opens, closes }))]
      case 'team':
        return from.team.map(({ id, fields }) => ({ id, fields }))
      case 'policies':
        return from.policies
    }
  }
  return JSON.stringify(part(values)) !== JSON.stringify(part(stored))
}

/** Replaces one tab's part of the form's values (after a save, or when its changes are discarded). */
export function withTab(tab: SettingsTab, values: SettingsFormValues, from: SettingsFormValues): SettingsFormValues {
  switch (tab) {
    case 'studio':
      return { ...values, studio: from.studio, hours: from.hours }
    case 'team':
      return { ...values, team: from.team }
    case 'policies':
      return { ...values, policies: from.policies }
  }
}

export type SettingsValidation = { ok: true; input: StudioSettingsInput } | { ok: false; problems: Record<string, string> }

/** The shared schema decides, as the server's does; problems are keyed by dotted path, as the server's `fields`. */
export function validateSettings(candidate: unknown): SettingsValidation {
  const result = StudioSettingsInputSchema.safeParse(candidate)
  if (result.success) return { ok: true, input: result.data }
  return { ok: false, problems: issueFields(result.error, { root: '' }) }
}

// ---------- Paths ↔ inputs ----------

function tabOfPath(path: string): SettingsTab {
  if (path === 'team' || path.startsWith('team.')) return 'team'
  if (path === 'policies' || path.startsWith('policies.')) return 'policies'
  return 'studio'
}

/** Ids may hold only what a CSS selector and a URL fragment read as is. */
const safe = (part: string) => part.replace(/[^\w-]/g, '_')

const HOURS_FIELDS = ['days', 'opens', 'closes'] as const
type HoursField = (typeof HOURS_FIELDS)[number]

/** An opening-hours input's key: `hours-<row key>-<opens|closes|days>`; the row itself is `hours-<row key>`. */
export function hoursKey(row: string, field?: HoursField): string {
  return ['hours', safe(row), ...(field ? [field] : [])].join('-')
}

/** A team member's input's key: `team-<member key>-<field with dashes>`; the member itself is `team-<member key>`. */
export function memberKey(member: string, field?: MemberField): string {
  return ['team', safe(member), ...(field ? field.split('.') : [])].join('-')
}

/** A Studio or Policies input's key: its path with dashes (`chat-greeting-es`). */
export function pathKey(path: string): string {
  return path.split('.').map(safe).join('-')
}

/**
 * A dotted path into a row of the opening hours or the team (`team.2.bio.en`): the list, the row's index in the
 * values that were sent, and the row's field; an item of a list typed as one text (a day, a specialty) is that text.
 */
function rowOf(path: string): { list: 'hours' | 'team'; index: number; field: string } | null {
  const [list, index, ...rest] = path.split('.')
  if ((list !== 'hours' && list !== 'team') || index === undefined || !/^\d+$/.test(index)) return null
  if (rest[0] === 'days') rest.splice(1)
  if (rest[0] === 'specialties') rest.splice(2)
  return { list, index: Number(index), field: rest.join('.') }
}

const hoursField = (field: string) => HOURS_FIELDS.find((known) => known === field)
const memberField = (field: string) => (field in MEMBER_LABEL ? (field as MemberField) : undefined)

/** The input a problem belongs to, for a dotted path as the schema and the server give it (rows by their index). */
export function fieldKeyOf(path: string, sent: Pick<SettingsFormValues, 'hours' | 'team'>): string {
  const row = rowOf(path)
  if (!row) return pathKey(path)
  const rowKey = sent[row.list][row.index]?.key ?? String(row.index)
  return row.list === 'hours' ? hoursKey(rowKey, hoursField(row.field)) : memberKey(rowKey, memberField(row.field))
}

/** How the error summary names an input (the visible message comes first). */
export function fieldLabelOf(path: string, sent: Pick<SettingsFormValues, 'hours' | 'team'>): string {
  if (path in STUDIO_LABEL) return STUDIO_LABEL[path as StudioField]
  if (path in POLICY_LABEL) return POLICY_LABEL[path as PolicyField]
  const row = rowOf(path)
  if (row?.list === 'hours') {
    const what = hoursField(row.field)
    return `Opening hours, line ${row.index + 1}${what ? `: ${what}` : ''}`
  }
  if (row?.list === 'team') {
    const name = sent.team[row.index]?.fields.name.trim() || `Artist ${row.index + 1}`
    const field = memberField(row.field)
    return field ? `${name}: ${MEMBER_LABEL[field]}` : name
  }
  const head = path.split('.')[0]
  if (head === 'hours') return 'Opening hours'
  if (head === 'team') return 'Team'
  if (head === 'booking') return 'Booking addresses'
  return 'Settings'
}

/** zod's own words ("Too small: expected number to be >=-90") for the few rules the schema gives no message. */
function friendlier(path: string, message: string, label: string): string {
  if (NUMBER_FIELDS.has(path) && message.startsWith('Invalid input')) return `${label}: enter a number`
  if (message.startsWith('Too small')) return `${label} is too low`
  if (message.startsWith('Too big')) return `${label} is too high`
  if (message.startsWith('Invalid input')) return `${label} is not valid`
  return message
}

export interface TabErrors {
  /** Keyed by input key (the element's id without the form's prefix), in the order the problems came. */
  errors: FieldErrors
  /** The error summary's names of those inputs. */
  labels: Record<string, string>
}

/**
 * A tab's errors from problems keyed by dotted path (the schema's, or a 400's `fields`). A problem in another tab's
 * part (the stored settings were changed elsewhere) is listed by name, without a link.
 */
export function tabErrors(tab: SettingsTab, problems: Record<string, string>, sent: Pick<SettingsFormValues, 'hours' | 'team'>): TabErrors {
  const errors: FieldErrors = {}
  const labels: Record<string, string> = {}
  for (const [path, message] of Object.entries(problems)) {
    const label = fieldLabelOf(path, sent)
    const text = friendlier(path, message, label)
    const owner = tabOfPath(path)
    if (owner === tab && path !== '_') {
      const key = fieldKeyOf(path, sent)
      errors[key] ??= text
      labels[key] ??= label
    } else {
      errors[`other-${pathKey(path)}`] ??= `${SETTINGS_TAB_LABEL[owner]} tab, ${label}: ${text}`
    }
  }
  return { errors, labels }
}
