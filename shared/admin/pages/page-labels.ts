/**
 * The page editor's field names: a page's texts are keyed as its starter content has them (`hero.eyebrow`,
 * `why.certification.text`, `faq.items`), and staff read them as words. A few names the studio should recognise
 * are known; any other key reads as its words (`comingSoonText` → "Coming soon text").
 */

/** A search engine's and a social card's texts, under `meta` (and the gallery's `metaWithPhotos`). */
const META_LABELS: Record<string, string> = {
  title: 'Page title (search results)',
  description: 'Description (search results)',
  keywords: 'Keywords (search engines)',
  socialTitle: 'Social sharing title',
  socialDescription: 'Social sharing description',
}

/** Names whose plain reading would puzzle (a `title` is the heading the visitor sees, not the tab's title). */
const KEY_LABELS: Record<string, string> = {
  meta: 'Search & sharing',
  metaWithPhotos: 'Search & sharing (once the gallery has photos)',
  hero: 'Hero banner',
  title: 'Heading',
  subtitle: 'Subheading',
  text: 'Paragraph',
  paragraph: 'Paragraph',
  intro: 'Introduction',
  lead: 'Introduction',
  eyebrow: 'Small line above the heading',
  cta: 'Call to action',
  faq: 'Questions & answers',
  link: 'Link text',
  action: 'Button text',
}

/** A word as staff write it: short forms spelled out. */
const WORDS: Record<string, string> = {
  cta: 'call-to-action',
  faq: 'FAQ',
  seo: 'SEO',
  url: 'address',
  whatsapp: 'WhatsApp',
  es: 'Spanish',
  en: 'English',
}

/** One item of a list, by the list's name (`steps` → "Step 3"); a list of another name has "Item"s. */
const ITEM_NAMES: Record<string, string> = {
  items: 'Item',
  steps: 'Step',
  benefits: 'Benefit',
  paragraphs: 'Paragraph',
  stages: 'Stage',
  includes: 'Included item',
  facts: 'Fact',
  points: 'Point',
  stats: 'Figure',
  reasons: 'Reason',
}

/** `comingSoonText` → ['coming', 'soon', 'text']; `text1` → ['text', '1']. */
function words(key: string): string[] {
  return key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-zA-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.toLowerCase())
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The label of a text or a group, from its key and the key of the group it is in (`parent`): `meta.title` → "Page
 * title (search results)", `hero.title` → "Heading", `text1` → "Paragraph 1", `comingSoonText` → "Coming soon text".
 */
export function keyLabel(key: string, parent?: string): string {
  if (parent?.startsWith('meta') && META_LABELS[key]) return META_LABELS[key]
  const known = KEY_LABELS[key]
  if (known) return known
  const parts = words(key)
  // A known name with a number: `text2` → "Paragraph 2".
  const [first, number] = parts
  if (parts.length === 2 && first && number && /^\d+$/.test(number) && KEY_LABELS[first]) return `${KEY_LABELS[first]} ${number}`
  return sentence(parts.map((word) => WORDS[word] ?? word).join(' '))
}

/** The name of one item of the list `listKey` (0-based `index`): `steps`, 2 → "Step 3". */
export function itemLabel(listKey: string, index: number): string {
  return `${itemName(listKey)} ${index + 1}`
}

/** What one item of a list is called: `steps` → "Step", `items` → "Item", `questions` → "Question". */
export function itemName(listKey: string): string {
  const known = ITEM_NAMES[listKey]
  if (known) return known
  const parts = words(listKey)
  const last = parts.at(-1) ?? ''
  if (last.length > 3 && last.endsWith('s') && !last.endsWith('ss')) return sentence([...parts.slice(0, -1), last.slice(0, -1)].join(' '))
  return 'Item'
}
