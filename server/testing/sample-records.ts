import type { CategoryInput } from '#shared/schema/category.ts'
import type { FaqInput } from '#shared/schema/faq.ts'
import type { GalleryInput } from '#shared/schema/gallery.ts'
import type { InquiryInput } from '#shared/schema/inquiry.ts'
import type { ContentTree, HeroPhoto } from '#shared/schema/page-content.ts'
import type { AddedPageFields } from '#shared/schema/page-sections.ts'
import type { ServiceInput } from '#shared/schema/service.ts'
import type { TestimonialInput } from '#shared/schema/testimonial.ts'
import { imageForm } from './test-images.ts'

/**
 * Valid records of each kind the admin API writes, for tests that write many kinds at once (the durability tests).
 * `tag` makes each one its own (a slug, a name), so a test can tell its records apart after a restart.
 */

export const serviceInput = (tag: string, overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  slug: `lash-tint-${tag}`,
  name: { en: `Lash tint ${tag}`, es: `Tinte de pestañas ${tag}` },
  summary: { en: 'Darker lashes for weeks.', es: 'Pestañas más oscuras por semanas.' },
  group: 'lashes',
  duration: { from: 30, to: 45 },
  price: 65,
  ...overrides,
})

export const faqInput = (tag: string, overrides: Partial<FaqInput> = {}): FaqInput => ({
  page: 'faq',
  question: { en: `Do you work on Sundays (${tag})?`, es: `¿Trabajan los domingos (${tag})?` },
  answer: { en: 'Only by appointment.', es: 'Solo con cita.' },
  published: true,
  ...overrides,
})

export const reviewInput = (tag: string, overrides: Partial<TestimonialInput> = {}): TestimonialInput => ({
  quote: { en: `My brows look like my own (${tag}).`, es: `Mis cejas se ven como las mías (${tag}).` },
  name: `Rosa ${tag}`,
  service: 'microblading',
  rating: 5,
  source: 'google',
  date: '2026-02-03',
  permission: true,
  published: true,
  ...overrides,
})

/** A healed-result photo: `image` must be an upload of the media library (`/uploads/<name>`). */
export const galleryInput = (tag: string, image: string, overrides: Partial<GalleryInput> = {}): GalleryInput => ({
  kind: 'healed',
  service: 'microblading',
  afterImage: image,
  caption: { en: `Healed at six weeks (${tag})`, es: `Sanado a las seis semanas (${tag})` },
  alt: { en: 'Healed brows', es: 'Cejas sanadas' },
  consent: true,
  published: true,
  ...overrides,
})

export const categoryInput = (tag: string, overrides: Partial<CategoryInput> = {}): CategoryInput => ({
  name: `Healing ${tag}`,
  slug: `healing-${tag}`,
  description: `Posts about healing (${tag}).`,
  ...overrides,
})

/** The public contact form's message; each `tag` its own email address (the form allows a few per address). */
export const inquiryInput = (tag: string, overrides: Partial<InquiryInput> = {}): InquiryInput => ({
  firstName: 'Jane',
  lastName: `Doe ${tag}`,
  email: `jane-${tag}@example.com`,
  phone: '(404) 555-0199',
  service: 'microblading',
  message: `Hello from ${tag}!`,
  ...overrides,
})

/** A hero photo of a page, from the media library's `image`. */
export const heroPhoto = (image: string): HeroPhoto => ({ image, focusX: 30, focusY: 70, alt: { en: 'Healed brows', es: 'Cejas sanadas' } })

/**
 * A copy of a page's texts in one language with its title set to `title`: the meta title of a page, the tagline of
 * `site` (the words every page shares, which has no meta).
 */
export function retitled(tree: ContentTree, title: string): ContentTree {
  const copy = structuredClone(tree)
  const meta = copy.meta
  if (meta && typeof meta === 'object' && !Array.isArray(meta)) meta.title = title
  else copy.brandTagline = title
  return copy
}

/** The title `retitled` sets. */
export function titleOf(tree: ContentTree): unknown {
  const meta = tree.meta
  return meta && typeof meta === 'object' && !Array.isArray(meta) ? meta.title : tree.brandTagline
}

/** A logo as the owner uploads it in Settings: a small SVG drawing. */
export function logoForm(tag: string): FormData {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect width="240" height="80" rx="12" fill="#6d3b62"/><text x="20" y="52" font-size="32" fill="#fbf7f2">${tag}</text>
</svg>`
  return imageForm(new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml')
}

/** A page the owner adds: a hero and a text, both languages, at `/<tag>-page` and `/es/<tag>-pagina`, published. */
export const addedPageInput = (tag: string, overrides: Partial<AddedPageFields> = {}): AddedPageFields => ({
  slug: { en: `${tag}-page`, es: `${tag}-pagina` },
  title: { en: `About (${tag})`, es: `Sobre nosotros (${tag})` },
  description: { en: 'Who we are.', es: 'Quiénes somos.' },
  inMenu: true,
  inFooter: false,
  published: true,
  sections: [
    {
      id: `${tag}-hero`,
      type: 'hero',
      hidden: false,
      texts: { eyebrow: { en: '', es: '' }, title: { en: `Meet the studio (${tag})`, es: `Conozca el estudio (${tag})` }, text: { en: '', es: '' } },
      items: [],
      settings: { photo: null, booking: true },
    },
    {
      id: `${tag}-text`,
      type: 'text',
      hidden: false,
      texts: { title: { en: 'Our story', es: 'Nuestra historia' }, body: { en: 'Founded in **{{foundingYear}}**.', es: 'Fundado en **{{foundingYear}}**.' } },
      items: [],
      settings: {},
    },
  ],
  ...overrides,
})
