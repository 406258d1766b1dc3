import { randomUUID } from 'node:crypto'
import { STUDIO_PLACEHOLDERS } from '#shared/content/plain-text.ts'
import { PAGES, REDIRECTS } from '#shared/content/routes.ts'
import { sectionProblems } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { PagePart } from '#shared/content/page-parts.ts'
import type { AddedPage, AddedPageFields, AddedPageUpdate, Section } from '#shared/schema/page-sections.ts'
import { badRequest, conflict, notFound } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import { isInLibrary } from './images.ts'
import { staleSave } from './stale-save.ts'
import type { Store } from './store.ts'
import type { StoreData, Transaction } from './transaction.ts'

/**
 * The pages the owner adds (docs/decisions/045-page-sections.md): each at `/<slug.en>` and `/es/<slug.es>`, made of
 * sections. An address the product uses (its pages, their older addresses, the blog, the console, files) is not
 * theirs to take; an address a page had before answers 301 to where it is now, until another page takes it.
 */

/** First path segments the product answers itself, besides its pages and their older addresses. */
const RESERVED = new Set(['admin', 'api', 'assets', 'blog', 'brand', 'desktop', 'es', 'favicon', 'health', 'robots', 'rss', 'services', 'sitemap', 'uploads'])
const PRODUCT_SLUGS = new Set([...PAGES.map((page) => page.path.slice(1)), ...Object.keys(REDIRECTS).map((path) => path.slice(1))].filter(Boolean))
const KNOWN_PLACEHOLDERS = new Set(STUDIO_PLACEHOLDERS)
const PREVIOUS_SLUGS_KEPT = 20

const target = (page: AddedPage) => auditTarget('page', page.id, page.title.en)

/** In the order they were added. */
export function listAddedPages(store: Store): readonly AddedPage[] {
  return store.data.addedPages
}

export function findAddedPage(store: Store, id: string): AddedPage | undefined {
  return store.data.addedPages.find((page) => page.id === id)
}

/** The page at `/<slug>` in `language` (its drafts too: the caller decides who sees them). */
export function addedPageAt(store: Store, slug: string, language: Language): AddedPage | undefined {
  return store.data.addedPages.find((page) => page.slug[language] === slug)
}

/** The page that was at `slug` in `language` before its address changed (none when a page is there now). */
export function addedPageMovedFrom(store: Store, slug: string, language: Language): AddedPage | undefined {
  if (addedPageAt(store, slug, language)) return undefined
  return store.data.addedPages.find((page) => page.previousSlugs[language].includes(slug))
}

/** Whether visitors find a published page at `/<slug>` in `language`, or its 301 to where it moved. */
export function isAddedPageAddress(store: Store, slug: string, language: Language): boolean {
  const page = addedPageAt(store, slug, language) ?? addedPageMovedFrom(store, slug, language)
  return page?.published === true
}

/**
 * What is wrong with a page's fields beyond their schema, by dotted path (its sections by their type's rules, a
 * service filter naming a service the studio has, a photo in the media library). A 400 with them all.
 */
export function checkAddedPage(store: Store, fields: AddedPageFields): void {
  const problems = storedSectionProblems(store, fields.sections)
  for (const language of ['en', 'es'] as const) {
    const slug = fields.slug[language]
    if (RESERVED.has(slug) || PRODUCT_SLUGS.has(slug)) problems[`slug.${language}`] = `The site already uses /${slug}: choose another address`
  }
  if (Object.keys(problems).length > 0) throw badRequest('Some of the page cannot be saved', problems)
}

/**
 * What is wrong with a page's sections against the store: their types' rules (sectionProblems), the services a filter
 * names, the media library's photos, and the parts of `parts` (one of the spec's pages; none on an added page).
 */
export function storedSectionProblems(store: Store, sections: readonly Section[], parts: readonly PagePart[] = []): Record<string, string> {
  const services = new Set(store.data.services.map((service) => service.slug))
  const problems = sectionProblems(sections, KNOWN_PLACEHOLDERS, services, parts)
  sections.forEach((section, index) => {
    const photo = section.settings.photo
    if (photo && !isInLibrary(store, photo.image)) problems[`sections.${index}.settings.photo`] = 'Choose a photo from the media library'
  })
  return problems
}

/** 409 when another added page is at either address now. */
function assertFreeAddress(data: StoreData, fields: AddedPageFields, exceptId?: string): void {
  const fieldsInUse: Record<string, string> = {}
  for (const language of ['en', 'es'] as const) {
    const other = data.addedPages.find((page) => page.id !== exceptId && page.slug[language] === fields.slug[language])
    if (other) fieldsInUse[`slug.${language}`] = `“${other.title[language]}” is at this address`
  }
  if (Object.keys(fieldsInUse).length > 0) throw conflict('Another of your pages has this address: choose another', fieldsInUse)
}

/** Another page's earlier address that this page now takes: it stops redirecting (the page there wins). */
function withoutTakenSlugs(page: AddedPage, fields: AddedPageFields): AddedPage['previousSlugs'] {
  return {
    en: page.previousSlugs.en.filter((slug) => slug !== fields.slug.en),
    es: page.previousSlugs.es.filter((slug) => slug !== fields.slug.es),
  }
}

function releaseSlugs(tx: Transaction, fields: AddedPageFields, exceptId?: string): void {
  for (const other of tx.data.addedPages) {
    if (other.id === exceptId) continue
    const previousSlugs = withoutTakenSlugs(other, fields)
    if (previousSlugs.en.length !== other.previousSlugs.en.length || previousSlugs.es.length !== other.previousSlugs.es.length) {
      tx.put('addedPages', { ...other, previousSlugs })
    }
  }
}

const savedBy = (by?: AuditBy) => (by?.actor ? { id: by.actor.id, name: by.actor.name } : null)

export function createAddedPage(store: Store, fields: AddedPageFields, by?: AuditBy): Promise<AddedPage> {
  checkAddedPage(store, fields)
  return store.update((tx) => {
    assertFreeAddress(tx.data, fields)
    releaseSlugs(tx, fields)
    const now = timestamp()
    const page: AddedPage = { id: randomUUID(), ...fields, previousSlugs: { en: [], es: [] }, createdAt: now, updatedAt: now, updatedBy: savedBy(by) }
    audit(tx, by, { action: 'created', target: target(page) })
    return tx.put('addedPages', page)
  })
}

/**
 * The page saved whole: checked first (nothing half-saved), 409 when it was saved since the version the editor
 * loaded. A changed address keeps the old one, which answers 301 to the new.
 */
export function updateAddedPage(store: Store, id: string, input: AddedPageUpdate, by?: AuditBy): Promise<AddedPage> {
  const { updatedAt, ...fields } = input
  checkAddedPage(store, fields)
  return store.update((tx) => {
    const stored = tx.data.addedPages.find((page) => page.id === id)
    if (!stored) throw notFound('This page is gone: someone deleted it')
    if (stored.updatedAt !== updatedAt) {
      const who = stored.updatedBy?.name ? ` by ${stored.updatedBy.name}` : ''
      throw staleSave(
        tx.data,
        { type: 'page', id },
        `This page was saved${who} since you opened it. Load their version, or copy your changes first.`,
        stored.updatedAt,
      )
    }
    assertFreeAddress(tx.data, fields, id)
    releaseSlugs(tx, fields, id)
    const moved = (language: Language) => {
      const kept = stored.previousSlugs[language].filter((slug) => slug !== fields.slug[language])
      const old = stored.slug[language]
      return (old === fields.slug[language] ? kept : [old, ...kept.filter((slug) => slug !== old)]).slice(0, PREVIOUS_SLUGS_KEPT)
    }
    const page: AddedPage = {
      ...stored,
      ...fields,
      previousSlugs: { en: moved('en'), es: moved('es') },
      updatedAt: timestamp(stored.updatedAt),
      updatedBy: savedBy(by),
    }
    audit(tx, by, { action: 'changed', target: target(page) })
    return tx.put('addedPages', page)
  })
}

/** Gone for good: its addresses answer 404. */
export function deleteAddedPage(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const page = tx.data.addedPages.find((candidate) => candidate.id === id)
    if (!page) throw notFound('This page is gone: someone deleted it')
    tx.remove('addedPages', id)
    audit(tx, by, { action: 'deleted', target: target(page) })
  })
}
