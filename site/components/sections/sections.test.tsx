import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import type { BlogReader } from '#shared/content/blog-reader.ts'
import type { MediaReader } from '#shared/content/media-reader.ts'
import { starterContent } from '#shared/content/page-content.ts'
import { pageStudio } from '#shared/content/page-studio.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { ReviewsFaqReader } from '#shared/content/reviews-faq-reader.ts'
import { STARTER_SERVICES } from '#shared/content/starter-collections.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { Language } from '#shared/schema/common.ts'
import type { PublicFaqItem } from '#shared/schema/faq.ts'
import type { PublicGalleryItem } from '#shared/schema/gallery.ts'
import type { Bilingual, Section, SectionType } from '#shared/schema/page-sections.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import type { StudioService } from '#shared/schema/service.ts'
import type { PublicTestimonial } from '#shared/schema/testimonial.ts'
import { translationsFor } from '../../i18n/catalog.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { type ShownSection, Sections, opensWithHero } from './sections.tsx'

const STAMP = '2026-01-05T10:00:00.000Z'
const both = (en: string, es: string = en): Bilingual => ({ en, es })

let nextId = 1
function section(type: SectionType, texts: Record<string, Bilingual>, fields: Partial<ShownSection> = {}): ShownSection {
  return { id: `s${nextId++}`, type, hidden: false, texts, items: [], settings: {}, ...fields }
}
const items = (...list: Array<Record<string, Bilingual>>): Section['items'] => list.map((texts, index) => ({ id: `i${index + 1}`, texts }))

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
  hidden: service.slug === 'lash-lift',
}))

const review = (id: string, service: PublicTestimonial['service'], rating: number | undefined, quote = `Quote ${id}`): PublicTestimonial => ({
  id,
  quote: both(quote, `Cita ${id}`),
  name: `Client ${id}`,
  service,
  ...(rating !== undefined && { rating }),
  source: 'google',
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})
const REVIEWS = [
  review('r1', 'microblading', 5),
  review('r2', 'lip-pigmentation', 4),
  review('r3', 'microblading', 4),
  review('r4', 'microblading', undefined),
  review('r5', 'microblading', 4),
  review('r6', 'general', 5),
]

const question = (id: string, page: PublicFaqItem['page']): PublicFaqItem => ({
  id,
  page,
  question: both(`Question ${id}?`, `¿Pregunta ${id}?`),
  answer: both(`Call {{phone}} about ${id}.`, `Llame al {{phone}} por ${id}.`),
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})
const QUESTIONS = [question('general', 'faq'), question('brows1', 'microblading'), question('brows2', 'microblading'), question('lips', 'lips')]

const reviewsFaq: ReviewsFaqReader = {
  testimonials: () => REVIEWS,
  faqs: (page) => QUESTIONS.filter((item) => item.page === page),
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
const pair = (id: string, service: string): PublicGalleryItem => ({
  id,
  kind: 'before-after',
  service: service as PublicGalleryItem['service'],
  beforeImage: '/uploads/before.jpg',
  afterImage: '/uploads/after.jpg',
  caption: both(`Caption ${id}`),
  alt: both(`Brows ${id}`, `Cejas ${id}`),
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
})
const media: MediaReader = {
  image: (url) => ({ '/uploads/before.jpg': view('before'), '/uploads/after.jpg': view('after'), '/uploads/hero.jpg': view('hero') })[url],
  gallery: () => [pair('p1', 'microblading'), pair('p2', 'ombre-brows'), pair('p3', 'microblading'), pair('p4', 'lash-lift')],
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
const POSTS = [post('e1', 'en'), post('s1', 'es'), post('e2', 'en')]
const blog = {
  posts: ({ language, limit }: { language?: Language; limit?: number } = {}) => POSTS.filter((item) => !language || item.language === language).slice(0, limit),
} as BlogReader

/** A section rendered as a page would: the page's context (the studio, its collections) and its words. */
function render(sections: ShownSection[], language: Language = 'en', node?: ReactNode): string {
  const studio = pageStudio(DEFAULT_STUDIO, language, media, SERVICES)
  const pageContext = { language, studio, media, reviewsFaq, blog, categoryNames: {}, urlPathname: '/about' } as unknown as PageContext
  const i18n = createI18n(
    language,
    translationsFor(language, ['common', 'blog'], (id) => starterContent(id, language)),
    studio,
  )
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nextProvider i18n={i18n}>{node ?? <Sections sections={sections} language={language} />}</I18nextProvider>
    </VikeReactProviderPageContext>,
  )
}

const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((match) => `h${match[1]} ${match[2]!.replace(/<[^>]+>/g, '')}`)
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('Sections', () => {
  it('renders the shown sections in their order and leaves hidden ones out', () => {
    const html = render([
      section('hero', { title: both('About us'), eyebrow: both(''), text: both('') }),
      section('cards', { title: both('First') }, { items: items({ title: both('A'), text: both('a') }) }),
      section('cards', { title: both('Kept back') }, { hidden: true, items: items({ title: both('H'), text: both('h') }) }),
      section('steps', { title: both('Second') }, { items: items({ title: both('B'), text: both('b') }) }),
    ])
    expect(headings(html)).toEqual(['h1 About us', 'h2 First', 'h3 A', 'h2 Second', 'h3 B'])
    expect(html).not.toContain('Kept back')
    // Bands alternate their background; the hero has its own.
    expect(html).toMatch(/<section id="section-2" class="section" aria-labelledby="section-2-title">.*<section id="section-3" class="section section-alt"/)
  })

  it('fills the studio’s facts into the owner’s texts, in the page’s language', () => {
    const texts = {
      title: both('Call {{phone}}', 'Llame al {{phone}}'),
      text: both('{{studioName}} since {{foundingYear}}', '{{studioName}} desde {{foundingYear}}'),
    }
    expect(render([section('cta', texts)])).toContain('<h2>Call (770) 555-0142</h2>')
    const spanish = render([section('cta', texts)], 'es')
    expect(spanish).toContain('<h2>Llame al (770) 555-0142</h2>')
    expect(spanish).toContain('Belleza Brow &amp; Lip Studio desde 2019')
    // The buttons are the product's words.
    expect(spanish).toContain('Llamar ahora')
  })

  it('never reads the owner’s words as i18next markup', () => {
    const html = render([section('cta', { title: both('$t(cta.bookNow) {{missing}}'), text: both('') })])
    expect(html).toContain('<h2>$t(cta.bookNow) {{missing}}</h2>')
  })

  it('says whether a page opens with a hero (else the page gives its title the h1)', () => {
    expect(opensWithHero([section('hero', { title: both('x') }, { hidden: true }), section('text', {}, { html: '<p>x</p>' })])).toBe(false)
    expect(opensWithHero([section('hero', { title: both('x') })])).toBe(true)
  })
})

describe('hero section', () => {
  it('shows its photo with its description, the booking buttons, and leaves empty texts out', () => {
    const photo = { image: '/uploads/hero.jpg', focusX: 30, focusY: 60, alt: both('The studio’s chair', 'La silla del estudio') }
    const html = render([section('hero', { eyebrow: both(''), title: both('Gift cards'), text: both('') }, { settings: { photo, booking: true } })], 'es')
    expect(headings(html)).toEqual(['h1 Gift cards'])
    expect(html).not.toContain('class="eyebrow"')
    expect(html).not.toContain('hero-text')
    expect(html).toContain('alt="La silla del estudio"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('href="/es/booking"')
  })

  it('without the booking buttons; a second hero is headed by an h2 and its photo loads lazily', () => {
    const photo = { image: '/uploads/hero.jpg', focusX: 50, focusY: 50, alt: both('Chair') }
    const html = render([
      section('hero', { title: both('One'), text: both('First line\n\nSecond line') }, { settings: { booking: false } }),
      section('hero', { title: both('Two') }, { settings: { photo } }),
    ])
    expect(headings(html)).toEqual(['h1 One', 'h2 Two'])
    expect(html).toContain('<div class="hero-text"><p>First line</p><p>Second line</p></div>')
    expect(count(html, /href="\/booking"/g)).toBe(1)
    expect(html).toContain('loading="lazy"')
  })
})

describe('text section', () => {
  it('shows the HTML the server rendered under its title; without a title, no heading', () => {
    const html = render([section('text', { title: both('Our story'), body: both('ignored') }, { html: '<p>Since <strong>2019</strong>.</p>' })])
    expect(html).toContain('<h2 id="section-1-title">Our story</h2></div><div class="prose"><p>Since <strong>2019</strong>.</p></div>')
    expect(headings(render([section('text', { title: both(''), body: both('x') }, { html: '<p>x</p>' })]))).toEqual([])
  })
})

describe('list sections', () => {
  it('stats: each figure the owner kept, in order', () => {
    const html = render([
      section(
        'stats',
        { title: both(''), intro: both('') },
        {
          items: items({ value: both('{{years}}+'), label: both('years') }, { value: both('4.9'), label: both('stars') }),
        },
      ),
    ])
    expect(html).toMatch(/<span class="stat-value">6\+<\/span><span class="stat-label">years<\/span>.*<span class="stat-value">4.9<\/span>/)
    expect(html).not.toContain('section-head')
    expect(html).not.toContain('Client satisfaction')
  })

  it('cards: in order, paragraphs kept, headed by h2 when the section has no title', () => {
    const cards = items({ title: both('Second'), text: both('One.\n\nTwo.') }, { title: both('First'), text: both('Three.') })
    const titled = render([section('cards', { eyebrow: both('Why'), title: both('Reasons'), intro: both('Short.') }, { items: cards })])
    expect(titled).toContain('<p class="eyebrow">Why</p><h2 id="section-1-title">Reasons</h2><p>Short.</p>')
    expect(titled).toMatch(/<h3>Second<\/h3><p>One.<\/p><p>Two.<\/p>.*<h3>First<\/h3>/)
    expect(headings(render([section('cards', { title: both('') }, { items: cards })]))).toEqual(['h2 Second', 'h2 First'])
  })

  it('steps: numbered in their order', () => {
    const html = render([
      section('steps', { title: both('How') }, { items: items({ title: both('Talk'), text: both('a') }, { title: both('Draw'), text: both('b') }) }),
    ])
    expect(html).toMatch(/<ol class="steps"><li><h3>Talk<\/h3><p>a<\/p><\/li><li><h3>Draw<\/h3>/)
  })
})

describe('services section', () => {
  it('lists the services the studio shows with their price and page, never a hidden one', () => {
    const html = render([section('services', { title: both('Services', 'Servicios') })], 'es')
    expect(headings(html).slice(1)).toEqual(SERVICES.filter((service) => !service.hidden).map((service) => `h3 ${service.name.es}`))
    expect(html).toContain('Desde $370')
    expect(html).toContain('href="/es/microblading-atlanta-ga"')
    expect(html).toContain(`aria-label="Más información sobre ${SERVICES[0]!.name.es}"`)
    expect(html).not.toContain(SERVICES.find((service) => service.hidden)!.name.es)
  })
})

describe('reviews section', () => {
  it('shows the published reviews of its service, as many as asked, with the summary of all of them', () => {
    const html = render([section('reviews', { title: both('Reviews') }, { settings: { service: 'microblading', count: 2 } })])
    expect(count(html, /<figure class="card testimonial">/g)).toBe(2)
    expect(html).toMatch(/Quote r1.*Quote r3/)
    expect(html).not.toContain('Quote r2')
    expect(html).not.toContain('Quote r5')
    // r1, r3 and r5 have stars (r4 has none): (5 + 4 + 4) / 3.
    expect(html).toContain('Rated 4.3 out of 5 in 3 reviews')
    expect(html).toContain('aria-label="5 out of 5 stars"')
    expect(html).toContain('Google review')
  })

  it('every service’s without a filter, the starter’s count without one, in the page’s language', () => {
    const html = render([section('reviews', { title: both('Reseñas') })], 'es')
    expect(count(html, /<figure class="card testimonial">/g)).toBe(3)
    expect(html).toContain('Cita r1')
    expect(html).toContain('Calificación de 4.4 de 5 en 5 reseñas')
  })

  it('leaves the section out while the service has no review', () => {
    expect(render([section('reviews', { title: both('Reviews') }, { settings: { service: 'ombre-brows' } })])).toBe('')
  })
})

describe('before-and-after section', () => {
  it('shows the pairs of its service, as many as asked, and links to the gallery filtered by it', () => {
    const html = render([section('beforeAfter', { title: both('Results') }, { settings: { service: 'microblading', count: 1 } })], 'es')
    expect(count(html, /data-comparison/g)).toBe(1)
    expect(html).toContain('aria-label="Comparar antes y después: Cejas p1"')
    expect(html).toContain('href="/es/before-after-gallery?service=microblading#results"')
  })

  it('without a service, the pairs of the services the studio shows', () => {
    const html = render([section('beforeAfter', { title: both('Results') })])
    expect(html).toMatch(/Brows p1.*Brows p2.*Brows p3/)
    expect(html).not.toContain('Brows p4')
    expect(render([section('beforeAfter', { title: both('Results') }, { settings: { service: 'microshading' } })])).toBe('')
  })
})

describe('FAQ section', () => {
  it('shows the FAQ page’s questions without a service, a service page’s with one, their facts filled', () => {
    const general = render([section('faq', { title: both('Questions') })])
    expect(general).toContain('Question general?')
    expect(general).toContain('Call (770) 555-0142 about general.')
    expect(general).not.toContain('brows1')
    const brows = render([section('faq', { title: both('Questions') }, { settings: { service: 'microblading', count: 1 } })], 'es')
    expect(brows).toContain('¿Pregunta brows1?')
    expect(brows).not.toContain('brows2')
    expect(headings(brows)).toEqual(['h2 Questions', 'h3 ¿Pregunta brows1?'])
  })

  it('leaves the section out for a service without questions of its own', () => {
    expect(render([section('faq', { title: both('Questions') }, { settings: { service: 'ombre-brows' } })])).toBe('')
  })
})

describe('latest posts section', () => {
  it('shows the newest posts, the page’s language first, as many as asked', () => {
    const html = render([section('latestPosts', { title: both('From the blog') }, { settings: { count: 3 } })], 'es')
    expect(html).toMatch(/Post s1.*Post e1.*Post e2/)
    expect(html).toContain('Ver todos los artículos')
    expect(html).toContain('href="/es/blog"')
    expect(count(render([section('latestPosts', { title: both('Blog') }, { settings: { count: 1 } })]), /class="card post-card"/g)).toBe(1)
  })
})

describe('call to action section', () => {
  it('without the booking buttons when the owner turned them off, and without an empty text', () => {
    const html = render([section('cta', { title: both('Visit us'), text: both('') }, { settings: { booking: false } })])
    expect(html).toBe('<section class="section section-dark cta-band"><div class="narrow" style="text-align:center"><h2>Visit us</h2></div></section>')
  })
})
