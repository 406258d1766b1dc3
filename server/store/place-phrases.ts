import { STARTER_FAQ } from '#shared/content/starter-collections.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import type { Language } from '#shared/schema/common.ts'
import { type ContentTree, type ContentValue, PAGE_CONTENT_IDS, type PageContentId } from '#shared/schema/page-content.ts'
import BEFORE from './place-phrases-before.json' with { type: 'json' }
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

/**
 * Issue 39, "places are data": the starter texts named Atlanta and the drive from it ("{{city}} & Atlanta", "about
 * {{minutesFromAtlanta}} minutes from downtown Atlanta"); now they say it with the place variables ({{metro}},
 * {{areaLine}}, {{metroDistance}}…: shared/content/variables.ts). A store from before holds copies of the old texts.
 *
 * place-phrases-before.json keeps each text the rewrite replaced as it was, by page, language and key (and the FAQ's
 * by their place in faq-items.json); what replaces it is the starter's text of that key today. A text the owner
 * changed is theirs: only our exact template phrases in it change (TEMPLATE_PHRASES), never their own words.
 */

const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[]

type Before = {
  pages: Record<Language, Partial<Record<PageContentId, Record<string, string>>>>
  faq: Record<string, Record<string, string>>
}
const before: Before = BEFORE

/** The value at a dotted path ("areas.items.0") of a tree, when it is a text. */
function textAt(tree: ContentValue | undefined, path: string): string | undefined {
  let node: ContentValue | undefined = tree
  for (const key of path.split('.')) {
    if (Array.isArray(node)) node = node[Number(key)]
    else if (typeof node === 'object' && node !== null) node = node[key]
    else return undefined
  }
  return typeof node === 'string' ? node : undefined
}

/** Each old text with the text that replaces it, per language (an old text has one successor: checked by a test). */
function successors(): Record<Language, Map<string, string>> {
  const maps = { en: new Map<string, string>(), es: new Map<string, string>() }
  for (const language of LANGUAGES) {
    for (const id of PAGE_CONTENT_IDS) {
      for (const [path, old] of Object.entries(before.pages[language][id] ?? {})) {
        const now = textAt(STARTER_CONTENT[language][id], path)
        if (now !== undefined && now !== old) maps[language].set(old, now)
      }
    }
  }
  for (const [index, texts] of Object.entries(before.faq)) {
    const item = STARTER_FAQ[Number(index)]
    for (const [path, old] of Object.entries(texts)) {
      const [part, language] = path.split('.') as ['question' | 'answer', Language]
      const now = item?.[part][language]
      if (now !== undefined && now !== old) maps[language].set(old, now)
    }
  }
  return maps
}
const SUCCESSORS = successors()

/**
 * Our template phrases that the variables replace word for word, in any sentence the owner may have put them in: the
 * new phrase says the same for a studio a drive from the metro, and reads right for one in it.
 */
const TEMPLATE_PHRASES: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ['{{city}}, about {{minutesFromAtlanta}} minutes from downtown Atlanta', '{{cityPlace}}'],
    ['is about {{minutesFromAtlanta}} minutes from downtown Atlanta', 'is {{metroDistance}}'],
    ['{{city}} & Atlanta', '{{areaLine}}'],
    ['{{city}}, Atlanta and ', '{{cityAndMetro}} and '],
    ['Atlanta, {{city}} and ', '{{cityAndMetro}} and '],
  ],
  es: [
    ['{{city}}, a unos {{minutesFromAtlanta}} minutos del centro de Atlanta', '{{cityPlace}}'],
    ['está a unos {{minutesFromAtlanta}} minutos del centro de Atlanta', 'está {{metroDistance}}'],
    ['{{city}} y Atlanta', '{{areaLine}}'],
    ['{{city}}, Atlanta y ', '{{cityAndMetro}} y '],
    ['Atlanta, {{city}} y ', '{{cityAndMetro}} y '],
  ],
}

/**
 * A stored text with the place phrases of today's starter texts: an old starter text whole becomes its successor; in
 * any other text only our exact template phrases change. `language` says whose text it is; without it, an old text
 * the two languages replace differently ("Atlanta, GA") is left as it is.
 */
export function rewritePlacePhrases(value: string, language?: Language): string {
  const languages = language ? [language] : LANGUAGES
  const whole = [...new Set(languages.flatMap((candidate) => SUCCESSORS[candidate].get(value) ?? []))]
  if (whole.length === 1) return whole[0]!
  if (whole.length > 1) return value
  let text = value
  for (const candidate of languages) for (const [phrase, replacement] of TEMPLATE_PHRASES[candidate]) text = text.replaceAll(phrase, replacement)
  return text
}

/**
 * One language's stored texts of a page, rewritten: a text that still is the old starter text of its key becomes
 * that key's starter text today; any other goes through rewritePlacePhrases. The same tree comes back when nothing
 * changed.
 */
export function rewritePageTexts(id: PageContentId, language: Language, tree: ContentTree): ContentTree {
  const old = before.pages[language][id] ?? {}
  const rewrite = (value: ContentValue, path: string[]): ContentValue => {
    if (typeof value === 'string') {
      const key = path.join('.')
      const now = old[key] === value ? textAt(STARTER_CONTENT[language][id], key) : undefined
      return now ?? rewritePlacePhrases(value, language)
    }
    if (Array.isArray(value)) {
      const items = value.map((item, index) => rewrite(item, [...path, String(index)]))
      return items.every((item, index) => item === value[index]) ? value : items
    }
    const entries = Object.entries(value).map(([key, item]) => [key, rewrite(item, [...path, key])] as const)
    return entries.every(([key, item]) => item === value[key]) ? value : Object.fromEntries(entries)
  }
  return rewrite(tree, []) as ContentTree
}

/**
 * On start, once (`placePhrasesAt` says it happened, so a text the owner later sets back to an old one stays): the
 * page records and the FAQ of a store from before get today's place phrases. A new store has none to rewrite.
 */
export async function upgradePlacePhrases(store: Store): Promise<void> {
  if (store.data.placePhrasesAt) return
  await store.update((tx) => {
    for (const page of tx.data.pages) {
      const en = rewritePageTexts(page.id, 'en', page.en)
      const es = rewritePageTexts(page.id, 'es', page.es)
      // Not the owner's save: who saved it last and when stay as they were.
      if (en !== page.en || es !== page.es) tx.put('pages', { ...page, en, es })
    }
    for (const item of tx.data.faqs) {
      const texts = (part: 'question' | 'answer') => ({ en: rewritePlacePhrases(item[part].en, 'en'), es: rewritePlacePhrases(item[part].es, 'es') })
      const question = texts('question')
      const answer = texts('answer')
      const same = (a: { en: string; es: string }, b: { en: string; es: string }) => a.en === b.en && a.es === b.es
      if (!same(question, item.question) || !same(answer, item.answer)) tx.put('faqs', { ...item, question, answer })
    }
    tx.set('placePhrasesAt', timestamp())
  })
}
