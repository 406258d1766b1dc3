import { randomUUID } from 'node:crypto'
import { STARTER_SERVICES } from '#shared/content/starter-collections.ts'
import { cleanText } from '#shared/content/plain-text.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { ContentValue } from '#shared/schema/page-content.ts'
import { type ServiceChanges, type ServiceInput, ServiceInputSchema, type StudioService, serviceProblems } from '#shared/schema/service.ts'
import { CONSULTATION, STARTER_SERVICE_PRICES } from '#shared/schema/service-values.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { badRequest, conflict } from '../http-errors.ts'
import { auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import { takeMovedTexts } from './moved-texts.ts'
import { type FieldsOf, orderedCollection } from './ordered-collection.ts'
import { nextOrder } from './ordered-records.ts'
import type { Store } from './store.ts'
import type { StoreData } from './transaction.ts'

type ServiceFields = FieldsOf<StudioService>

function serviceTarget(service: StudioService) {
  return auditTarget('service', service.id, service.name.en || service.slug)
}

/** The studio's services (decision 024), in its order. The slug is an address: one per service, never changed. */
export const serviceCollection = orderedCollection<'services', Omit<ServiceChanges, 'updatedAt'>>({
  collection: 'services',
  type: 'service',
  noun: ['service', 'services'],
  listLabel: 'the services',
  everyOnce: 'Send every service once',
  notFound: 'Service not found',
  staleMessage: 'This service was changed by someone else since you opened it. Load their version, or copy your changes first.',
  parts: {
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
  },
  target: serviceTarget,
  shown: (service) => !service.hidden,
  shownWords: ['shown', 'hidden'],
  check(data, service, id) {
    assertFits(service)
    if (data.services.some((other) => other.slug === service.slug && other.id !== id)) {
      throw conflict('Another service already has this address', { slug: 'Another service already has this address' })
    }
  },
})

/** In the studio's order; visitors' pages get the shown ones only. */
export function listServices(store: Store, { includeHidden }: { includeHidden: boolean }): StudioService[] {
  return serviceCollection.list(store, { all: includeHidden })
}

/** Whether a service (shown or hidden) has this slug. */
export function hasService(store: Store, slug: string): boolean {
  return store.data.services.some((service) => service.slug === slug)
}

/** What an inquiry may name: a shown service, or a consultation. */
export function isOfferedService(store: Store, slug: string): boolean {
  return store.data.services.some((service) => service.slug === slug && !service.hidden)
}

/**
 * What a gallery photo or a review may name: one of the studio's services (hidden ones too: a photo or a review filed
 * under a service hidden since keeps it), a consultation, or one of `also` (a review's `general`). A 400 on `service`
 * otherwise.
 */
export function assertKnownService(data: StoreData, slug: string | undefined, also: readonly string[] = []): void {
  if (slug === undefined || slug === CONSULTATION || also.includes(slug) || data.services.some((service) => service.slug === slug)) return
  throw badRequest('Choose one of the studio’s services', { service: 'Choose one of the studio’s services' })
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
  await store.update((tx) => {
    const at = timestamp()
    const stored = tx.data.pages.find((record) => record.id === 'services')
    const page = stored && structuredClone(stored)
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
    if (page) tx.put('pages', page)
    if (tx.data.services.length === 0) {
      for (const starter of STARTER_SERVICES) {
        const fields = ServiceInputSchema.parse(withSettings(starter, tx.data.studio, moved[starter.slug]))
        tx.put('services', { id: randomUUID(), ...fields, order: nextOrder(tx.data.services), createdAt: at, updatedAt: at })
      }
    }
    tx.set('servicesMovedAt', at)
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
