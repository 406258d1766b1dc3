import { randomUUID } from 'node:crypto'
import { STARTER_SERVICES } from '#shared/content/starter-collections.ts'
import { cleanText } from '#shared/content/plain-text.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { ContentValue } from '#shared/schema/page-content.ts'
import { type ServiceChanges, type ServiceInput, ServiceInputSchema, type StudioService, serviceProblems } from '#shared/schema/service.ts'
import { CONSULTATION, STARTER_SERVICE_PRICES } from '#shared/schema/service-values.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { badRequest, conflict } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import { takeMovedTexts } from './moved-texts.ts'
import { assertCurrent, findOr404, inOrder, nextOrder, type RecordFields, reorderRecords } from './ordered-records.ts'
import type { Store } from './store.ts'

type ServiceFields = RecordFields<StudioService>

const SERVICE_PARTS: Partial<Record<keyof StudioService, string>> = {
  name: 'name',
  summary: 'summary',
  description: 'description',
  benefits: 'points',
  group: 'section',
  duration: 'session',
  lasts: 'how long it lasts',
  price: 'price',
  touchUpPrice: 'touch-up price',
  deposit: 'deposit',
  bookingUrl: 'booking link',
}

function serviceTarget(service: StudioService) {
  return auditTarget('service', service.id, service.name.en || service.slug)
}

/** In the studio's order; visitors' pages get the shown ones only. */
export function listServices(store: Store, { includeHidden }: { includeHidden: boolean }): StudioService[] {
  return inOrder(store.data.services.filter((service) => includeHidden || !service.hidden))
}

/** What an inquiry may name: a shown service, or a consultation. */
export function isOfferedService(store: Store, slug: string): boolean {
  return store.data.services.some((service) => service.slug === slug && !service.hidden)
}

/**
 * What a gallery photo may name: one of the studio's services (hidden ones too: a photo filed under a service hidden
 * since keeps it), or a consultation. A 400 on `service` otherwise.
 */
export function assertKnownService(store: Store, slug: string | undefined): void {
  if (slug === undefined || slug === CONSULTATION || store.data.services.some((service) => service.slug === slug)) return
  throw badRequest('Choose one of the studio’s services', { service: 'Choose one of the studio’s services' })
}

export function createService(store: Store, fields: ServiceFields, by?: AuditBy): Promise<StudioService> {
  assertFits(fields)
  return store.update((data) => {
    if (data.services.some((service) => service.slug === fields.slug)) {
      throw conflict('Another service already has this address', { slug: 'Another service already has this address' })
    }
    const now = timestamp()
    const service: StudioService = { id: randomUUID(), ...fields, order: nextOrder(data.services), createdAt: now, updatedAt: now }
    data.services.push(service)
    audit(data, by, { action: 'created', target: serviceTarget(service), details: service.hidden ? 'hidden' : 'shown' })
    return service
  })
}

/** Checked whole as it would be after the change; 409 on a stale `updatedAt`. The slug never changes. */
export function updateService(store: Store, id: string, { updatedAt, ...changes }: ServiceChanges, by?: AuditBy): Promise<StudioService> {
  return store.update((data) => {
    const service = findOr404(data.services, id, 'Service not found')
    assertCurrent(data, 'service', service, updatedAt, 'This service')
    const next: StudioService = { ...service }
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(next, { [key]: value })
    assertFits(next)
    next.updatedAt = timestamp(service.updatedAt)
    const action = next.hidden === service.hidden ? 'changed' : next.hidden ? 'unpublished' : 'published'
    audit(data, by, { action, target: serviceTarget(next), details: changedParts(service, next, SERVICE_PARTS) })
    Object.assign(service, next)
    return service
  })
}

export function deleteService(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const service = findOr404(data.services, id, 'Service not found')
    data.services.splice(data.services.indexOf(service), 1)
    audit(data, by, { action: 'deleted', target: serviceTarget(service) })
  })
}

export function reorderServices(store: Store, ids: string[], by?: AuditBy): Promise<StudioService[]> {
  return store.update((data) => {
    const moved = reorderRecords(data.services, ids, 'Send every service once')
    if (moved > 0)
      audit(data, by, {
        action: 'reordered',
        target: auditTarget('service', null, 'the services'),
        details: `${moved} ${moved === 1 ? 'service' : 'services'} moved`,
      })
    return inOrder(data.services)
  })
}

function assertFits(service: Partial<ServiceFields>): void {
  const problems = serviceProblems(service)
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

/** The starter services' keys in the services page's texts, where their words were before they became records. */
const MOVED_FROM: Record<string, readonly string[]> = {
  microblading: ['treatments', 'microblading'],
  'ombre-brows': ['treatments', 'ombre'],
  microshading: ['treatments', 'microshading'],
  'lip-pigmentation': ['treatments', 'lips'],
  'lash-lift': ['treatments', 'lashLift'],
  'brow-lamination': ['treatments', 'lamination'],
  correction: ['also', 'correction'],
  'touch-up': ['also', 'touchUp'],
}

/**
 * On start, before the pages' records are written, once (`servicesMovedAt` says it happened, so services the studio
 * deleted stay deleted): the studio's services as the site showed them. Each starter service takes its price and
 * booking link from the settings and its words from the services page's stored texts (the studio's edits) or the
 * starter's; the page's record loses those texts.
 */
export async function ensureServices(store: Store): Promise<void> {
  if (store.data.servicesMovedAt) return
  await store.update((data) => {
    const at = timestamp()
    const page = data.pages.find((record) => record.id === 'services')
    const moved = Object.fromEntries(
      Object.entries(MOVED_FROM).map(([slug, path]) => [
        slug,
        { en: page ? takeMovedTexts(page.en, path) : undefined, es: page ? takeMovedTexts(page.es, path) : undefined },
      ]),
    )
    // The services page's treatments are all records now: no empty group is left for the page editor.
    for (const language of ['en', 'es'] as const) {
      const treatments = page?.[language].treatments
      if (typeof treatments === 'object' && treatments !== null && Object.keys(treatments).length === 0) delete page![language].treatments
    }
    if (data.services.length === 0) {
      for (const starter of STARTER_SERVICES) {
        const fields = ServiceInputSchema.parse(withSettings(starter, data.studio, moved[starter.slug]))
        data.services.push({ id: randomUUID(), ...fields, order: nextOrder(data.services), createdAt: at, updatedAt: at })
      }
    }
    data.servicesMovedAt = at
  })
}

/** A starter service with the studio's price and booking link, and its texts as the studio last saved them. */
function withSettings(
  starter: Omit<ServiceInput, 'price'> & { price?: number },
  settings: StudioSettings | undefined,
  texts: { en?: ContentValue; es?: ContentValue } | undefined,
): ServiceInput {
  const key = STARTER_SERVICE_PRICES[starter.slug as keyof typeof STARTER_SERVICE_PRICES]
  const service: ServiceInput = { ...starter, price: (settings ?? DEFAULT_STUDIO).prices[key], bookingUrl: settings?.booking.services[key] ?? '' }
  for (const language of ['en', 'es'] as const) {
    const stored = texts?.[language]
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) continue
    // The corrections' and touch-ups' titles were the section's ("Your touch-up session"), not a service's name.
    const title = MOVED_FROM[starter.slug]?.[0] === 'treatments' ? stored.title : undefined
    const text = stored.description ?? stored.text
    if (typeof title === 'string' && title.trim()) service.name = { ...service.name!, [language]: cleanText(title) }
    if (typeof text === 'string' && text.trim()) service.summary = { ...service.summary!, [language]: cleanText(text) }
    const benefits = stored.benefits
    if (Array.isArray(benefits) && benefits.every((item) => typeof item === 'string'))
      service.benefits = { en: service.benefits?.en ?? [], es: service.benefits?.es ?? [], [language]: benefits.map((item) => cleanText(item as string)) }
  }
  return service
}
