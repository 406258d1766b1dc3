import { cleanContent, contentProblems, pageContentInfo, sameContent, starterContent, withStarter } from '#shared/content/page-content.ts'
import { arrangedSections, partsOf } from '#shared/content/page-parts.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import type { Language } from '#shared/schema/common.ts'
import {
  type ContentTree,
  HEROLESS_PAGES,
  type HeroPhoto,
  PAGE_CONTENT_IDS,
  type PageContent,
  type PageContentId,
  type PageContentInput,
} from '#shared/schema/page-content.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import { badRequest } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import { storedSectionProblems } from './added-pages.ts'
import { isInLibrary } from './images.ts'
import { upgradePlacePhrases } from './place-phrases.ts'
import type { Store } from './store.ts'

/**
 * Each public page's own words (docs/decisions/020-page-content.md): one record per page in `pages`, written from the
 * starter content the first time the server starts with it, then the studio's to edit.
 */

/** A page's stored record; undefined only before the first start finished (pages then show the starter). */
export function findPageContent(store: Store, id: PageContentId): PageContent | undefined {
  return store.data.pages.find((page) => page.id === id)
}

/** The texts a page shows in a language: the stored ones over the starter's (a text added by the product since). */
export function pageTexts(store: Store, id: PageContentId, language: Language): ContentTree {
  return withStarter(starterContent(id, language), findPageContent(store, id)?.[language])
}

/** Both languages as the editor opens them (the starter's texts filling anything the product added since). */
export function editablePage(store: Store, id: PageContentId): PageContent {
  const stored = findPageContent(store, id)
  return {
    id,
    en: pageTexts(store, id, 'en'),
    es: pageTexts(store, id, 'es'),
    updatedAt: stored?.updatedAt ?? new Date(0).toISOString(),
    updatedBy: stored?.updatedBy ?? null,
    heroPhoto: stored?.heroPhoto ?? null,
    sections: pageSections(store, id),
  }
}

/** A page's body as ordered sections (shared/content/page-parts.ts); null for the shared words, which are no page. */
export function pageSections(store: Store, id: PageContentId): Section[] | null {
  return partsOf(id).length > 0 ? arrangedSections(id, findPageContent(store, id)?.sections) : null
}

/** The photo a page's hero shows instead of its drawing, when one is chosen and still in the media library. */
export function heroPhotoOf(store: Store, id: PageContentId): HeroPhoto | undefined {
  const photo = findPageContent(store, id)?.heroPhoto
  return photo && isInLibrary(store, photo.image) ? photo : undefined
}

/** A hero photo must be in the media library (only its uploads have derivatives), on a page that has a hero. */
function checkedHeroPhoto(store: Store, id: PageContentId, photo: HeroPhoto | null | undefined): void {
  if (!photo) return
  if (HEROLESS_PAGES.includes(id)) throw badRequest('Some texts cannot be saved', { heroPhoto: 'This page has no hero to show a photo in' })
  if (!isInLibrary(store, photo.image))
    throw badRequest('Some texts cannot be saved', { 'heroPhoto.image': 'This image is not in the media library: choose another' })
}

/** Whether a page still has its starter texts in both languages, and its parts in the spec's order. */
export function isStarter(page: PageContent): boolean {
  const sections = page.sections && partsOf(page.id).length > 0 ? arrangedSections(page.id, page.sections) : null
  return (
    sameContent(page.en, STARTER_CONTENT.en[page.id]) &&
    sameContent(page.es, STARTER_CONTENT.es[page.id]) &&
    (sections === null || JSON.stringify(sections) === JSON.stringify(arrangedSections(page.id, null)))
  )
}

/**
 * On start: the records of a store from before get today's place phrases (once), then every page without a record
 * gets its starter texts (a new store, or a page the product added).
 */
export async function ensurePages(store: Store): Promise<void> {
  await upgradePlacePhrases(store)
  const missing = PAGE_CONTENT_IDS.filter((id) => !findPageContent(store, id))
  if (missing.length === 0) return
  await store.update((tx) => {
    const at = timestamp()
    for (const id of missing) {
      if (tx.data.pages.some((page) => page.id === id)) continue
      tx.put('pages', {
        id,
        en: structuredClone(STARTER_CONTENT.en[id]),
        es: structuredClone(STARTER_CONTENT.es[id]),
        updatedAt: at,
        updatedBy: null,
        heroPhoto: null,
        sections: null,
      })
    }
  })
}

/**
 * Checks both languages against the page's model, cleaned first. A 400 names every field that is wrong
 * (`en.hero.title`); nothing is saved then.
 */
export function checkedTexts(id: PageContentId, input: Pick<PageContentInput, 'en' | 'es'>): { en: ContentTree; es: ContentTree } {
  const en = cleanContent(input.en)
  const es = cleanContent(input.es)
  const problems = { ...contentProblems(starterContent(id, 'en'), en, 'en'), ...contentProblems(starterContent(id, 'es'), es, 'es') }
  if (Object.keys(problems).length > 0) throw badRequest('Some texts cannot be saved', problems)
  return { en, es }
}

/**
 * A page's sections checked against its parts and the store (400 naming each field, `sections.2.settings.omit`); only
 * a page with parts takes them.
 */
export function checkedSections(store: Store, id: PageContentId, sections: readonly Section[] | undefined): Section[] | undefined {
  if (sections === undefined) return undefined
  const parts = partsOf(id)
  if (parts.length === 0) throw badRequest('Some texts cannot be saved', { sections: 'These words are shown on every page: they take no sections' })
  const problems = storedSectionProblems(store, sections, parts)
  if (Object.keys(problems).length > 0) throw badRequest('Some texts cannot be saved', problems)
  return arrangedSections(id, sections)
}

/**
 * Saves a page's texts in both languages at once: checked whole (nothing half-saved), refused with 409 when someone
 * saved it since the version the editor loaded (`input.updatedAt`). Every page rendered after it shows them.
 */
export function savePageContent(store: Store, id: PageContentId, input: PageContentInput, by?: AuditBy): Promise<PageContent> {
  const texts = checkedTexts(id, input)
  checkedHeroPhoto(store, id, input.heroPhoto)
  const sections = checkedSections(store, id, input.sections)
  return store.update((tx) => {
    const stored = tx.data.pages.find((page) => page.id === id)
    if (stored && stored.updatedAt !== input.updatedAt) {
      const who = stored.updatedBy?.name ? ` by ${stored.updatedBy.name}` : ''
      throw staleSave(
        tx.data,
        { type: 'page', id },
        `This page was saved${who} since you opened it. Load their version, or copy your changes first.`,
        stored.updatedAt,
      )
    }
    const page: PageContent = {
      id,
      ...texts,
      updatedAt: timestamp(stored?.updatedAt),
      updatedBy: by?.actor ? { id: by.actor.id, name: by.actor.name } : null,
      heroPhoto: input.heroPhoto === undefined ? (stored?.heroPhoto ?? null) : input.heroPhoto,
      sections: sections ?? stored?.sections ?? null,
    }
    audit(tx, by, { action: 'changed', target: auditTarget('page', id, pageContentInfo(id).label) })
    return tx.put('pages', page)
  })
}
