import type { Language } from '../schema/common.ts'
import type { PageContentId } from '../schema/page-content.ts'
// Types only: the public pages read this without zod.
import type { Section } from '../schema/page-sections.ts'

/**
 * The spec's pages as ordered sections (docs/decisions/047-page-parts.md). Each page's body is its parts, in the
 * product's order (proof first: results and reviews before the words), as the product draws them (their words in the page's texts, edited as today), and between them any
 * section of the library the owner adds. A part can be moved, hidden and, where it lists claims (the pricing page's
 * payment cards, the home page's figures), trimmed of any of them; a part the product adds later appears in its
 * place. The site draws a part from the page's own component (site/components/sections/page-body.tsx), the console
 * names it from here, the server checks a save against it.
 */

/**
 * A name the console shows, in each of its languages (the console picks its own: `label[language]`); the English one
 * also words the server's messages. Visitors never read these.
 */
export type ConsoleLabel = Readonly<Record<Language, string>>

export interface PartItem {
  key: string
  label: ConsoleLabel
}

export interface PagePart {
  /** Its key on the page, and its element's id there (`payment`: `#payment`). */
  key: string
  label: ConsoleLabel
  /** The claims it lists, each the owner's to leave out. */
  items?: readonly PartItem[]
  /** The page's opening (its hero): always first and shown; only its claims can be left out. The page draws it. */
  pinned?: true
  /**
   * Hidden until the owner shows it: a part that repeats another one's point (a second booking band, a second price
   * list) or that a page of its own says at length (the contact form, the aftercare). The owner's to show.
   */
  starterHidden?: true
}

/** A name in English and Spanish. */
type Named = readonly [en: string, es: string]

const part = (key: string, [en, es]: Named, items?: Record<string, Named>): PagePart => ({
  key,
  label: { en, es },
  ...(items && { items: Object.entries(items).map(([itemKey, [itemEn, itemEs]]) => ({ key: itemKey, label: { en: itemEn, es: itemEs } })) }),
})

/** A part the starter arrangement hides (PagePart.starterHidden). */
const hiddenPart = (key: string, named: Named, items?: Record<string, Named>): PagePart => ({ ...part(key, named, items), starterHidden: true })

const opening = (items: Record<string, Named>): PagePart => ({ ...part('hero', ['Opening (hero)', 'Apertura (portada)'], items), pinned: true })

/** A page not yet drawn in parts: its whole body is one part, and the owner's sections go before or after it. */
const WHOLE_PAGE: readonly PagePart[] = [part('content', ['The page’s own content', 'El contenido propio de la página'])]

// The claims the openings list, named the same on every page.
const YEARS: Named = ['Years of experience figure', 'Cifra de años de experiencia']
const CLIENTS: Named = ['Clients figure', 'Cifra de clientas']
const SATISFACTION: Named = ['Client satisfaction figure', 'Cifra de satisfacción de clientas']
// Parts many pages have.
const RESULTS: Named = ['Latest results', 'Últimos resultados']
const PROCESS: Named = ['The process', 'El proceso']
const PRICE: Named = ['Price', 'Precio']
const BENEFITS: Named = ['Benefits', 'Beneficios']
const QUESTIONS: Named = ['Questions', 'Preguntas']
const CLOSING: Named = ['Closing band', 'Franja final']
const REVIEWS: Named = ['Reviews', 'Reseñas']
const GLANCE: Named = ['At a glance: price, session, touch-up, how long it lasts', 'De un vistazo: precio, sesión, retoque, duración']

/**
 * The parts of each page that has them, in the product's order: the starter arrangement, proof first (what a visitor
 * checks before reading: photos, reviews, the price). Pages not here are drawn as one piece.
 */
export const PAGE_PARTS: Partial<Record<PageContentId, readonly PagePart[]>> = {
  home: [
    opening({ years: YEARS, clients: CLIENTS, certified: ['Certification figure', 'Cifra de certificación'] }),
    part('results', RESULTS),
    part('reviews', REVIEWS),
    part('services', ['Service cards', 'Tarjetas de servicios']),
    part('why', ['Why choose us', 'Por qué elegirnos'], {
      certification: ['Expert certification', 'Certificación experta'],
      results: ['Proven results', 'Resultados comprobados'],
      safety: ['Safety first', 'La seguridad primero'],
    }),
    hiddenPart('intro', ['Introduction', 'Introducción']),
    hiddenPart('transform', ['Free consultation band', 'Franja de consulta gratis'], {
      satisfaction: SATISFACTION,
      free: ['Free consultation figure', 'Cifra de consulta gratis'],
    }),
    part('locations', ['Where we work', 'Dónde trabajamos'], {
      atlanta: ['Metro area card', 'Tarjeta del área metropolitana'],
      gainesville: ['Studio city card', 'Tarjeta de la ciudad del estudio'],
    }),
    part('latest-posts', ['Latest posts', 'Últimos artículos']),
    part('book-soon', ['Book or call cards', 'Tarjetas de reservar o llamar'], {
      book: ['Book now card', 'Tarjeta de reservar ya'],
      call: ['Call for same day card', 'Tarjeta de cita el mismo día'],
    }),
    hiddenPart('contact', ['Contact form', 'Formulario de contacto']),
  ],
  pricing: [
    part('price-list', ['Price list', 'Lista de precios']),
    hiddenPart('services', ['Service price cards', 'Tarjetas de precios de los servicios']),
    // The price list says what every price includes; its cards only claim it again.
    hiddenPart('investing', ['What the price includes', 'Qué incluye el precio']),
    part('touch-up', ['Touch-up', 'Retoque']),
    part('payment', ['Payment options', 'Formas de pago'], {
      cash: ['Cash', 'Efectivo'],
      cards: ['Cards', 'Tarjetas'],
      deposit: ['Deposit', 'Depósito'],
      financing: ['Financing', 'Financiamiento'],
    }),
    hiddenPart('comparison', ['Price comparison', 'Comparación de precios']),
    part('faq', QUESTIONS),
    part('cta', CLOSING),
  ],
  microblading: [
    part('glance', GLANCE),
    part('results', RESULTS),
    part('reviews', REVIEWS),
    // Its reasons are claims (years, clients, licences) the results and reviews above show instead.
    hiddenPart('why', ['Why choose us', 'Por qué elegirnos']),
    part('process', PROCESS),
    hiddenPart('price', PRICE),
    hiddenPart('benefits', BENEFITS),
    part('faq', QUESTIONS),
    // The address, phone and hours are the footer's too, and the city page says the rest.
    hiddenPart('location', ['Where to find us', 'Dónde encontrarnos']),
    part('cta', CLOSING),
  ],
  lips: [
    part('glance', GLANCE),
    part('results', RESULTS),
    part('reviews', REVIEWS),
    // What it does is in the hero's words and shown in the results; the process and healing are the page's own.
    hiddenPart('benefits', BENEFITS),
    // Its facts card repeats the glance (session, healing, how long it lasts).
    hiddenPart('what', ['What it is', 'Qué es']),
    part('process', PROCESS),
    hiddenPart('price', PRICE),
    part('healing', ['Healing', 'Cicatrización']),
    hiddenPart('prepare', ['Before and after', 'Antes y después de la cita']),
    part('faq', QUESTIONS),
    part('cta', CLOSING),
  ],
  ombre: [
    part('glance', GLANCE),
    part('results', RESULTS),
    part('reviews', REVIEWS),
    // The benefits and the everyday life say one thing twice (no filling in, sweat and humidity, years of wear), and
    // the comparison below says it against microblading: shown there only.
    hiddenPart('benefits', BENEFITS),
    part('comparison', ['Compared with microblading', 'Comparación con el microblading']),
    part('process', PROCESS),
    hiddenPart('price', PRICE),
    hiddenPart('lifestyle', ['Everyday life', 'La vida diaria']),
    part('cta', CLOSING),
  ],
  portfolio: [
    opening({
      years: YEARS,
      satisfaction: SATISFACTION,
      transformations: ['Transformations figure', 'Cifra de transformaciones'],
      artists: ['Artists figure', 'Cifra de artistas'],
    }),
    part('healed', ['Healed results', 'Resultados sanados']),
    part('feeds', ['Instagram and Facebook', 'Instagram y Facebook']),
    part('in-person', ['See them in person', 'Verlos en persona']),
    part('cta', CLOSING),
  ],
  gallery: [
    opening({ clients: CLIENTS, years: YEARS, satisfaction: SATISFACTION }),
    part('comparisons', ['Before and after photos', 'Fotos de antes y después']),
    part('expect', ['What to expect', 'Qué esperar']),
    part('reviews', ['Reviews', 'Reseñas']),
    part('journey', ['Your journey', 'El recorrido de la clienta']),
    part('cta', CLOSING),
  ],
}

/** The page texts that are no page of their own (the header, footer and shared words): no body, no parts. */
const NO_BODY: ReadonlySet<PageContentId> = new Set(['site'])

/** A page's parts: its own, or the whole page as one ([] for the shared words, which are no page). */
export function partsOf(id: PageContentId): readonly PagePart[] {
  if (NO_BODY.has(id)) return []
  return PAGE_PARTS[id] ?? WHOLE_PAGE
}

/** Whether the page draws its parts itself (PageBody); the others are one part, placed by the site's frame. */
export function drawsOwnParts(id: PageContentId): boolean {
  return PAGE_PARTS[id] !== undefined
}

export function partItemKeys(part: PagePart): string[] {
  return (part.items ?? []).map((item) => item.key)
}

/** The section that stands for a part on its page. */
export function partSection(part: PagePart): Section {
  return { id: `part-${part.key}`, type: 'part', hidden: part.starterHidden === true, texts: {}, items: [], settings: { part: part.key } }
}

/**
 * A page's sections as they are shown: the stored ones (null: the page was never arranged, its parts in the product's
 * order, the starter's hidden ones hidden), each part the product added since in its place (after the part before it in the product's order), and any part
 * the page no longer has left out.
 */
export function arrangedSections(id: PageContentId, stored: readonly Section[] | null | undefined): Section[] {
  const parts = partsOf(id)
  if (!stored) return parts.map(partSection)
  const keys = new Set(parts.filter((entry) => !entry.pinned).map((entry) => entry.key))
  // The opening stays first and shown, whatever a save said; only what it leaves out is kept.
  const pinned = parts
    .filter((entry) => entry.pinned)
    .map((entry) => {
      const saved = stored.find((section) => section.type === 'part' && section.settings.part === entry.key)
      return saved ? { ...partSection(entry), settings: { ...saved.settings, part: entry.key } } : partSection(entry)
    })
  const sections = [...pinned, ...stored.filter((section) => section.type !== 'part' || keys.has(section.settings.part ?? ''))]
  parts.forEach((entry, index) => {
    if (sections.some((section) => section.type === 'part' && section.settings.part === entry.key)) return
    const before = parts[index - 1]?.key
    const after = before === undefined ? -1 : sections.findIndex((section) => section.type === 'part' && section.settings.part === before)
    sections.splice(after + 1, 0, partSection(entry))
  })
  return sections
}

/** The section of one of a page's parts, as arranged. */
export function partOf(sections: readonly Section[], key: string): Section | undefined {
  return sections.find((section) => section.type === 'part' && section.settings.part === key)
}

/** Whether a part shows an item: a part section leaves out what its `omit` names. */
export function partShows(section: Pick<Section, 'settings'> | undefined, item: string): boolean {
  return !section?.settings.omit?.includes(item)
}

/** A part's key as its page's texts name it (`touch-up`: `touchUp`). */
const textKeyOf = (key: string) => key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

/**
 * Whether visitors read the page text at `path` (`['payment', 'items', 'financing', 'text']`) as the page is arranged:
 * not when its part is hidden, nor when it belongs to a claim the part leaves out. A text no part names (the search
 * title and description) is always read. A page never arranged is read as the starter arranges it.
 */
export function textShown(id: PageContentId, stored: readonly Section[] | null | undefined, path: readonly (string | number)[]): boolean {
  const sections = arrangedSections(id, stored)
  const parts = partsOf(id)
  const whole = parts.length === 1 && parts[0]!.key === 'content' ? parts[0] : undefined
  const part = whole ?? parts.find((entry) => textKeyOf(entry.key) === path[0])
  if (!part || (whole && path[0] === 'meta')) return true
  const section = partOf(sections, part.key)
  if (!section || section.hidden) return false
  const omitted = section.settings.omit ?? []
  return !path.slice(1).some((segment) => omitted.includes(String(segment)))
}
