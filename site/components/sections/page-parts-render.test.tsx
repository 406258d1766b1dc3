import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext, PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import type { BlogReader } from '#shared/content/blog-reader.ts'
import type { MediaReader } from '#shared/content/media-reader.ts'
import { starterContent } from '#shared/content/page-content.ts'
import { arrangedSections, partSection, partsOf } from '#shared/content/page-parts.ts'
import { pageStudio } from '#shared/content/page-studio.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { ReviewsFaqReader } from '#shared/content/reviews-faq-reader.ts'
import { STARTER_SERVICES } from '#shared/content/starter-collections.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { Language } from '#shared/schema/common.ts'
import type { PublicFaqItem } from '#shared/schema/faq.ts'
import type { PublicGalleryItem } from '#shared/schema/gallery.ts'
import type { PageContentId } from '#shared/schema/page-content.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import type { StudioService } from '#shared/schema/service.ts'
import type { PublicTestimonial } from '#shared/schema/testimonial.ts'
import { translationsFor } from '../../i18n/catalog.ts'
import { pageNamespaces } from '../../i18n/page-namespaces.ts'
import { createI18n } from '../../i18n/i18n.ts'
import GalleryPage from '../../pages/(site)/before-after-gallery/+Page.tsx'
import { data as galleryData } from '../../pages/(site)/before-after-gallery/+data.ts'
import HomePage from '../../pages/(site)/index/+Page.tsx'
import { data as homeData } from '../../pages/(site)/index/+data.ts'
import LipsPage from '../../pages/(site)/lip-blushing-atlanta/+Page.tsx'
import MicrobladingPage from '../../pages/(site)/microblading-atlanta-ga/+Page.tsx'
import OmbrePage from '../../pages/(site)/ombre-brows-gainesville-ga/+Page.tsx'
import AftercarePage from '../../pages/(site)/permanent-makeup-aftercare/+Page.tsx'
import PricingPage from '../../pages/(site)/permanent-makeup-pricing/+Page.tsx'
import PortfolioPage from '../../pages/(site)/portfolio/+Page.tsx'
import { data as portfolioData } from '../../pages/(site)/portfolio/+data.ts'
import { shownSections } from '../../content/shown-sections.ts'

const STAMP = '2026-01-05T10:00:00.000Z'

const SERVICES: StudioService[] = STARTER_SERVICES.map((service, order) => ({
  ...service,
  id: service.slug,
  order,
  createdAt: STAMP,
  updatedAt: STAMP,
  price: 370 + order,
  touchUpPrice: null,
  deposit: null,
  bookingUrl: '',
  hidden: false,
}))

const review = (id: string): PublicTestimonial => ({
  id,
  quote: { en: `Quote ${id}`, es: `Cita ${id}` },
  name: `Client ${id}`,
  service: 'microblading',
  rating: 5,
  source: 'google',
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})

const question = (page: PublicFaqItem['page']): PublicFaqItem => ({
  id: page,
  page,
  question: { en: `Question ${page}?`, es: `¿Pregunta ${page}?` },
  answer: { en: `Answer ${page}.`, es: `Respuesta ${page}.` },
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})

const reviewsFaq: ReviewsFaqReader = {
  testimonials: () => [review('r1'), review('r2')],
  faqs: (page) => [question(page)],
  services: () => SERVICES,
}

const view = (name: string): ImageView => ({
  id: name,
  src: `/uploads/${name}.jpg`,
  width: 1600,
  height: 1200,
  alt: '',
  placeholder: '',
  color: '#c9a08f',
  hasAlpha: false,
  widths: [400, 800],
  fallback: 'jpg',
})
const photo = (id: string, service: string, kind: PublicGalleryItem['kind']): PublicGalleryItem => ({
  id,
  kind,
  service: service as PublicGalleryItem['service'],
  ...(kind === 'before-after' && { beforeImage: '/uploads/before.jpg' }),
  afterImage: '/uploads/after.jpg',
  caption: { en: `Caption ${id}`, es: `Leyenda ${id}` },
  alt: { en: `Photo ${id}`, es: `Foto ${id}` },
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})
const media: MediaReader = {
  image: (url) => ({ '/uploads/before.jpg': view('before'), '/uploads/after.jpg': view('after') })[url],
  gallery: () => [
    photo('p1', 'microblading', 'before-after'),
    photo('p2', 'ombre-brows', 'before-after'),
    photo('p3', 'lip-pigmentation', 'before-after'),
    photo('h1', 'microblading', 'healed'),
  ],
  heroPhoto: () => undefined,
  brand: () => ({ logo: null, favicon: null }),
}

const post = (id: string, language: Language): PublicPost =>
  ({
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt ${id}`,
    content: '<p>Words</p>',
    category: 'Brows',
    tags: [],
    keywords: [],
    language,
    published: true,
    featuredImage: '',
    featuredImageAlt: '',
    metaTitle: '',
    metaDescription: '',
    translationId: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    publishedAt: STAMP,
    authorName: '',
  }) as PublicPost
const blog = { posts: () => [post('e1', 'en'), post('s1', 'es')], categories: () => [] } as unknown as BlogReader

interface Spec {
  Page: ComponentType
  path: string
  data?: (pageContext: PageContextServer) => Record<string, unknown>
}

const PAGES = {
  home: { Page: HomePage, path: '/', data: homeData },
  pricing: { Page: PricingPage, path: '/permanent-makeup-pricing' },
  microblading: { Page: MicrobladingPage, path: '/microblading-atlanta-ga' },
  lips: { Page: LipsPage, path: '/lip-blushing-atlanta' },
  ombre: { Page: OmbrePage, path: '/ombre-brows-gainesville-ga' },
  portfolio: { Page: PortfolioPage, path: '/portfolio', data: portfolioData },
  gallery: { Page: GalleryPage, path: '/before-after-gallery', data: galleryData },
  aftercare: { Page: AftercarePage, path: '/permanent-makeup-aftercare' },
} satisfies Partial<Record<PageContentId, Spec>>

interface Options {
  language?: Language
  /** The page's body as the owner saved it (undefined: never arranged), shown as the server shows it. */
  arranged?: Section[]
  /** false: rendered without the server's readers (no photos, reviews, questions or posts). */
  collections?: boolean
}

/** A page rendered as the server would: its context (the studio, its collections, its data, its body) and its words. */
async function render(page: keyof typeof PAGES, { language = 'en', arranged, collections = true }: Options = {}): Promise<string> {
  const { Page, path, data } = PAGES[page] as Spec
  const studio = pageStudio(DEFAULT_STUDIO, language, collections ? media : undefined, SERVICES)
  const pageContext = {
    language,
    studio,
    ...(collections && { media, reviewsFaq, blog }),
    categoryNames: {},
    urlPathname: path,
    bodySections: arranged && (await shownSections(arranged, language, studio, undefined)),
  } as unknown as PageContext & PageContextServer
  pageContext.data = data?.(pageContext)
  const i18n = createI18n(
    language,
    translationsFor(language, pageNamespaces(path)!, (id) => starterContent(id, language)),
    studio,
  )
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>
    </VikeReactProviderPageContext>,
  )
}

type Converted = Exclude<keyof typeof PAGES, 'aftercare'>
const CONVERTED: Converted[] = ['home', 'pricing', 'microblading', 'lips', 'ombre', 'portfolio', 'gallery']

/** The element a part is drawn as: its `<section id>` (the part's key unless named here); the closing band has none. */
const LANDMARKS: Partial<Record<Converted, Record<string, string>>> = { gallery: { comparisons: 'results', reviews: 'testimonials' } }
const landmark = (page: Converted, key: string) => (key === 'cta' ? 'class="section section-dark cta-band"' : `<section id="${LANDMARKS[page]?.[key] ?? key}"`)

const bodyParts = (page: Converted) => partsOf(page).filter((part) => !part.pinned)

/** The body's parts found in the HTML, in the order they appear. */
function partOrder(page: Converted, html: string): string[] {
  return bodyParts(page)
    .map((part) => ({ key: part.key, at: html.indexOf(landmark(page, part.key)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ key }) => key)
}

/** The page never arranged, but for the claims `omit` leaves out of one part. */
function omitting(page: Converted, key: string, omit: string[]): Section[] {
  return arrangedSections(page, null).map((section) => (section.settings.part === key ? { ...section, settings: { ...section.settings, omit } } : section))
}

/** The hero's HTML: the page's first section. */
const heroOf = (html: string) => html.slice(0, html.indexOf('</section>'))

describe.each(CONVERTED)('the %s page, drawn in parts', (page) => {
  it('never arranged, draws each of its parts, in the registry’s order, under its hero', async () => {
    const html = await render(page)
    expect(partOrder(page, html)).toEqual(bodyParts(page).map((part) => part.key))
    expect(html).toMatch(/^(<div class="svc-page">)?<section class="hero">/)
  })

  it('draws a moved part in its new place and leaves a hidden one out, the hero still first', async () => {
    const keys = bodyParts(page).map((part) => part.key)
    // The part before the closing band first, the second part hidden.
    const moved = keys[keys.length - 2]!
    const hidden = keys[1]!
    const stored = [moved, ...keys.filter((key) => key !== moved)].map((key) => ({
      ...partSection(bodyParts(page).find((part) => part.key === key)!),
      hidden: key === hidden,
    }))
    const html = await render(page, { arranged: arrangedSections(page, stored) })
    expect(partOrder(page, html)).toEqual([moved, ...keys.filter((key) => key !== moved && key !== hidden)])
    expect(html).not.toContain(landmark(page, hidden))
    expect(html).toMatch(/^(<div class="svc-page">)?<section class="hero">/)
  })
})

describe('claims the owner left out', () => {
  it('portfolio: the hero shows every figure but the satisfaction one', async () => {
    const all = heroOf(await render('portfolio'))
    const hero = heroOf(await render('portfolio', { arranged: omitting('portfolio', 'hero', ['satisfaction']) }))
    expect(all).toContain('Client satisfaction')
    expect(hero).not.toContain('Client satisfaction')
    expect(hero).not.toContain('98%')
    for (const label of ['Years of experience', 'Transformations', 'Licensed artists']) expect(hero).toContain(label)
  })

  it('gallery: the hero shows the clients and years figures without the satisfaction one', async () => {
    const html = await render('gallery', { arranged: omitting('gallery', 'hero', ['satisfaction']) })
    expect(html).not.toContain('Client satisfaction')
    expect(html).not.toContain('98%')
    expect(heroOf(html)).toMatch(/Happy clients.*Years of experience/)
  })

  it('gallery: a hero with every figure left out has no empty figure list', async () => {
    const html = await render('gallery', { arranged: omitting('gallery', 'hero', ['clients', 'years', 'satisfaction']) })
    expect(html).not.toContain('class="stats"')
    expect(heroOf(html)).toContain('<h1>')
  })

  it('home: the hero leaves out the clients figure and keeps the others', async () => {
    const hero = heroOf(await render('home', { arranged: omitting('home', 'hero', ['clients']) }))
    expect(hero).not.toContain('Happy clients')
    expect(hero).toMatch(/Years of experience.*Certified artists/)
  })

  it('pricing: the payment options without the financing card, the other three in a row of three', async () => {
    const all = await render('pricing')
    const html = await render('pricing', { arranged: omitting('pricing', 'payment', ['financing']) })
    expect(all).toContain('Financing')
    expect(html).not.toContain('Financing')
    expect(html).toMatch(/<section id="payment".*<div class="grid grid-3 rail"[^>]*>.*Cash.*Credit and debit cards.*Deposit to book/)
  })

  it('pricing: payment options with every card left out are no section at all', async () => {
    const html = await render('pricing', { arranged: omitting('pricing', 'payment', ['cash', 'cards', 'deposit', 'financing']) })
    expect(html).not.toContain('id="payment"')
    expect(html).not.toContain('Payment options')
    expect(partOrder('pricing', html)).toEqual(['price-list', 'touch-up', 'faq', 'cta'])
  })
})

describe('a service page not drawn in parts', () => {
  it('the aftercare page still ends with its closing band after its own sections', async () => {
    const html = await render('aftercare')
    expect(html).toMatch(/<section id="touch-up".*<section class="section section-dark cta-band">.*<\/section><\/div>$/)
  })
})

describe('a treatment page’s facts at a glance', () => {
  it.each([
    ['en', 'Price', 'Session'],
    ['es', 'Precio', 'Sesión'],
  ] as const)('are named in words in %s, their spans too, never as catalogue keys', async (language, price, session) => {
    for (const page of ['microblading', 'lips', 'ombre'] as const) {
      const html = await render(page, { language })
      const glance = html.slice(html.indexOf('<section id="glance"'), html.indexOf('</section>', html.indexOf('<section id="glance"')))
      expect(glance, page).toContain(`<dt>${price}</dt>`)
      expect(glance, page).toContain(`<dt>${session}</dt>`)
      expect(glance, page).not.toMatch(/labels\.|units\.|\{\{/i)
    }
  })
})
