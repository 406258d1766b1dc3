import type { Language } from '../schema/common.ts'

/**
 * The public pages: the one list that the navigation, breadcrumbs, sitemap and tests read. `ns` names the page's translation namespace (site/i18n/locales/<lang>/<ns>.json).
 * Each English path has a Spanish twin under /es (see `localizedPath`).
 */
export const PAGES = [
  { path: '/', ns: 'home' },
  { path: '/services', ns: 'services' },
  { path: '/microblading-atlanta-ga', ns: 'microblading' },
  { path: '/ombre-brows-gainesville-ga', ns: 'ombre' },
  { path: '/lip-blushing-atlanta', ns: 'lips' },
  { path: '/microblading-atlanta-location', ns: 'atlanta' },
  { path: '/microblading-gainesville-location', ns: 'gainesville' },
  { path: '/artists', ns: 'artists' },
  { path: '/portfolio', ns: 'portfolio' },
  { path: '/before-after-gallery', ns: 'gallery' },
  { path: '/microblading-course-atlanta-ga', ns: 'course' },
  { path: '/permanent-makeup-aftercare', ns: 'aftercare' },
  { path: '/permanent-makeup-pricing', ns: 'pricing' },
  { path: '/faq', ns: 'faq' },
  { path: '/booking', ns: 'booking' },
  { path: '/contact', ns: 'contact' },
  { path: '/blog', ns: 'blog' },
] as const

export type PagePath = (typeof PAGES)[number]['path']
export type PageNamespace = (typeof PAGES)[number]['ns']

/**
 * The pages that carry the contact form. Without JavaScript the form posts to its page's own address (in either
 * language); the server stores the inquiry and sends the visitor back to the form's notice.
 */
export const CONTACT_FORM_PAGES = ['/', '/contact'] as const satisfies readonly PagePath[]
/** The form's notices: the server's answer to a form post points at one of them (shown by CSS :target). */
export const CONTACT_FORM_NOTICES = { sent: 'contact-form-sent', notSent: 'contact-form-not-sent' } as const

/** The footer links to these older paths; they answer 301 to the real page. */
export const REDIRECTS: Record<string, PagePath> = {
  '/microblading-atlanta': '/microblading-atlanta-ga',
  '/ombre-brows-gainesville': '/ombre-brows-gainesville-ga',
  '/before-after-gallery-extended': '/before-after-gallery',
  '/microblading-course': '/microblading-course-atlanta-ga',
}

export const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[]

/** `/services` in Spanish is `/es/services`; the Spanish home is `/es`. */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path
  return path === '/' ? '/es' : `/es${path}`
}

/**
 * Where a post lives: in its own language only, `/blog/<slug>` for an English post and `/es/blog/<slug>`
 * for a Spanish one. Its address in the other language redirects here.
 */
export function postPath(post: { slug: string; language: Language }): string {
  return localizedPath(`/blog/${post.slug}`, post.language)
}

/** The language of a URL path and the path without its language prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === '/es' || pathname === '/es/') return { language: 'es', path: '/' }
  if (pathname.startsWith('/es/')) return { language: 'es', path: pathname.slice(3) }
  return { language: 'en', path: pathname }
}

/** The origin of a page rendered without the server's PUBLIC_URL (outside a request): plainly not a real address. */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.placeholder.invalid'

export function pageFor(path: string) {
  return PAGES.find((page) => page.path === path)
}

/** The catalogue namespace of a path (without its /es): its page's, or the blog's for any address under /blog (posts and the list's views). */
export function namespaceFor(path: string): PageNamespace | undefined {
  if (path.startsWith('/services/')) return 'services' // a service's own page (decision 024)
  return path.startsWith('/blog/') ? 'blog' : pageFor(path)?.ns
}
