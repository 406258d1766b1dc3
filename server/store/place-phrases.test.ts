import { afterEach, describe, expect, it } from 'vitest'
import { STARTER_FAQ } from '#shared/content/starter-collections.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import type { Language } from '#shared/schema/common.ts'
import { type ContentTree, type ContentValue, PAGE_CONTENT_IDS, type PageContentId } from '#shared/schema/page-content.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { ensureFaqs } from './faqs.ts'
import { ensurePages, findPageContent, isStarter } from './pages.ts'
import BEFORE from './place-phrases-before.json' with { type: 'json' }
import { rewritePageTexts, rewritePlacePhrases } from './place-phrases.ts'
import { type Store, openStore } from './store.ts'

const tempDir = tempDirs('studio-place-phrases-')
const openStores: Store[] = []
afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()))
})

async function emptyStore(dir?: string): Promise<Store> {
  const store = await openStore(dir ?? (await tempDir()))
  openStores.push(store)
  return store
}

const before = BEFORE as { pages: Record<Language, Partial<Record<PageContentId, Record<string, string>>>>; faq: Record<string, Record<string, string>> }
const STAMP = '2025-03-01T09:00:00.000Z'

/** A copy of `tree` with the text at a dotted path replaced. */
function withText(tree: ContentTree, path: string, text: string): ContentTree {
  const copy = structuredClone(tree)
  const keys = path.split('.')
  let node: ContentValue = copy
  for (const key of keys.slice(0, -1)) node = (node as Record<string, ContentValue>)[key]!
  ;(node as Record<string, ContentValue>)[keys.at(-1)!] = text
  return copy
}

/** A page's texts as the starter had them before the place variables (what a store from before holds). */
function oldStarter(id: PageContentId, language: Language): ContentTree {
  return Object.entries(before.pages[language][id] ?? {}).reduce((tree, [path, text]) => withText(tree, path, text), STARTER_CONTENT[language][id])
}

/** A store from before: every page record a copy of the old starter texts, saved by the owner some time ago. */
async function storeFromBefore(change: (id: PageContentId, texts: { en: ContentTree; es: ContentTree }) => void = () => {}): Promise<Store> {
  const store = await emptyStore()
  await store.update((tx) => {
    for (const id of PAGE_CONTENT_IDS) {
      const texts = { en: oldStarter(id, 'en'), es: oldStarter(id, 'es') }
      change(id, texts)
      tx.put('pages', { id, ...texts, updatedAt: STAMP, updatedBy: { id: 'owner-1', name: 'Daniela' }, heroPhoto: null, sections: null })
    }
  })
  return store
}

describe('the place phrases of a store from before', () => {
  it('upgrade every page record that still holds the old starter texts to today’s, keeping who saved it and when', async () => {
    const store = await storeFromBefore()
    expect(findPageContent(store, 'site')!.en.brandTagline).toBe('Permanent makeup · {{city}} & Atlanta')
    await ensurePages(store)
    for (const id of PAGE_CONTENT_IDS) {
      const page = findPageContent(store, id)!
      expect(isStarter(page), id).toBe(true)
      expect(page.updatedAt).toBe(STAMP)
      expect(page.updatedBy).toEqual({ id: 'owner-1', name: 'Daniela' })
    }
    expect(findPageContent(store, 'site')!.en.brandTagline).toBe('Permanent makeup · {{areaLine}}')
    expect(store.data.placePhrasesAt).toBeDefined()
  })

  it('leave a text the owner wrote as they wrote it, and change only our template phrases in a text they edited', async () => {
    const store = await storeFromBefore((id, texts) => {
      if (id === 'atlanta') texts.en = withText(texts.en, 'hero.title', 'Brows for our Atlanta friends, a drive from Atlanta')
      if (id === 'site') {
        texts.en = withText(texts.en, 'brandTagline', 'Brows & lips · {{city}} & Atlanta')
        texts.es = withText(texts.es, 'brandTagline', 'Cejas y labios · {{city}} y Atlanta')
      }
      if (id === 'home')
        texts.en = withText(texts.en, 'intro.text2', 'We love our clients. Our studio is about {{minutesFromAtlanta}} minutes from downtown Atlanta.')
    })
    await ensurePages(store)
    expect(findPageContent(store, 'atlanta')!.en.hero).toMatchObject({ title: 'Brows for our Atlanta friends, a drive from Atlanta' })
    expect(findPageContent(store, 'site')!.en.brandTagline).toBe('Brows & lips · {{areaLine}}')
    expect(findPageContent(store, 'site')!.es.brandTagline).toBe('Cejas y labios · {{areaLine}}')
    expect(findPageContent(store, 'home')!.en.intro).toMatchObject({ text2: 'We love our clients. Our studio is {{metroDistance}}.' })
    // The rest of those pages still were the old starter texts: today's.
    expect(findPageContent(store, 'atlanta')!.en.hero).toMatchObject({ eyebrow: '{{metro}} area · Studio in {{city}}, {{region}}' })
  })

  it('rewrite the FAQ’s answers that are still the starter’s', async () => {
    const store = await emptyStore()
    await ensureFaqs(store)
    const [index, texts] = Object.entries(before.faq)[0]!
    const starter = STARTER_FAQ[Number(index)]!
    const item = store.data.faqs.find((candidate) => candidate.question.en === starter.question.en)!
    await store.update((tx) => tx.put('faqs', { ...item, answer: { en: texts['answer.en']!, es: texts['answer.es']! } }))
    await ensurePages(store)
    expect(store.data.faqs.find((candidate) => candidate.id === item.id)!.answer).toEqual(starter.answer)
  })

  it('run once: a text the owner later sets back to an old one stays, on every start after', async () => {
    const dir = await tempDir()
    const store = await emptyStore(dir)
    await ensurePages(store)
    const ranAt = store.data.placePhrasesAt
    expect(ranAt).toBeDefined()
    const site = findPageContent(store, 'site')!
    await store.update((tx) => tx.put('pages', { ...site, en: withText(site.en, 'brandTagline', 'Permanent makeup · {{city}} & Atlanta') }))
    await store.close()
    openStores.splice(0)

    const again = await emptyStore(dir)
    await ensurePages(again)
    expect(findPageContent(again, 'site')!.en.brandTagline).toBe('Permanent makeup · {{city}} & Atlanta')
    expect(again.data.placePhrasesAt).toBe(ranAt)
  })
})

describe('rewritePlacePhrases', () => {
  it('turns an old starter text into its successor, in the language it is written in', () => {
    expect(rewritePlacePhrases('Permanent makeup · {{city}} & Atlanta')).toBe('Permanent makeup · {{areaLine}}')
    expect(rewritePlacePhrases('Atlanta, GA', 'en')).toBe('{{metro}} area')
    expect(rewritePlacePhrases('Atlanta, GA', 'es')).toBe('Área de {{metro}}')
    // The two languages replace it differently: without the language, it stays.
    expect(rewritePlacePhrases('Atlanta, GA')).toBe('Atlanta, GA')
  })

  it('changes only our exact template phrases in other texts, never the owner’s own words', () => {
    expect(rewritePlacePhrases('Come see us in {{city}}, about {{minutesFromAtlanta}} minutes from downtown Atlanta!', 'en')).toBe(
      'Come see us in {{cityPlace}}!',
    )
    expect(rewritePlacePhrases('Visítenos en {{city}}, a unos {{minutesFromAtlanta}} minutos del centro de Atlanta.', 'es')).toBe('Visítenos en {{cityPlace}}.')
    expect(rewritePlacePhrases('Clients in {{city}}, Atlanta and beyond', 'en')).toBe('Clients in {{cityAndMetro}} and beyond')
    for (const own of ['We moved from Atlanta in 2020.', 'Atlanta', 'Only {{minutesFromAtlanta}} minutes away!', '']) expect(rewritePlacePhrases(own)).toBe(own)
  })

  it('leaves every text of today’s starter as it is (running it again changes nothing)', () => {
    for (const language of ['en', 'es'] as const) {
      for (const id of PAGE_CONTENT_IDS) expect(rewritePageTexts(id, language, STARTER_CONTENT[language][id])).toBe(STARTER_CONTENT[language][id])
      for (const item of STARTER_FAQ) expect(rewritePlacePhrases(item.answer[language], language)).toBe(item.answer[language])
    }
  })
})

describe('the table of texts from before', () => {
  it('names keys today’s starter still has, each with another text now', () => {
    const textAt = (tree: ContentValue | undefined, path: string) =>
      path
        .split('.')
        .reduce<ContentValue | undefined>((node, key) => (node && typeof node === 'object' ? (node as Record<string, ContentValue>)[key] : undefined), tree)
    for (const language of ['en', 'es'] as const) {
      for (const [id, texts] of Object.entries(before.pages[language]) as Array<[PageContentId, Record<string, string>]>) {
        for (const [path, old] of Object.entries(texts)) {
          const now = textAt(STARTER_CONTENT[language][id], path)
          expect(typeof now, `${language}.${id}.${path}`).toBe('string')
          expect(now).not.toBe(old)
        }
      }
    }
  })

  it('gives each old text one successor in its language', () => {
    for (const language of ['en', 'es'] as const) {
      const successors = new Map<string, Set<string>>()
      for (const id of PAGE_CONTENT_IDS) {
        const oldTree = oldStarter(id, language)
        const now = rewritePageTexts(id, language, oldTree)
        const texts = (value: ContentValue): string[] =>
          typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : Object.values(value).flatMap(texts)
        const [olds, news] = [texts(oldTree), texts(now)]
        olds.forEach((old, index) => successors.set(old, (successors.get(old) ?? new Set()).add(news[index]!)))
      }
      const ambiguous = [...successors].filter(([, next]) => next.size > 1).map(([old]) => old)
      expect(ambiguous, language).toEqual([])
    }
  })
})
