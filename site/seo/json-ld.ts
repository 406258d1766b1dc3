import type { PageArtist, PageStudio } from '#shared/content/page-studio.ts'
import { PAYMENT_METHODS, formatPrice, phoneE164Of } from '#shared/content/studio.ts'
import type { Language } from '#shared/schema/common.ts'
import { localizedPath } from '#shared/content/routes.ts'
import type { PostAuthor, PublicPost } from '#shared/schema/post.ts'

type JsonLd = Record<string, unknown>

const DAY_URL = (day: string) => `https://schema.org/${day}`

/** The artists' page, where each artist's profile is (`#artist-<id>`). */
export const artistUrl = (artist: { id: string }, publicUrl: string, language: Language) =>
  `${publicUrl}${language === 'es' ? '/es' : ''}/artists#artist-${artist.id}`

/** An artist of the team as a schema.org Person, working for the studio. */
export function personJsonLd(artist: PageArtist, studio: PageStudio, publicUrl: string, language: Language): JsonLd {
  return {
    '@type': 'Person',
    '@id': `${publicUrl}/#artist-${artist.id}`,
    name: artist.name,
    jobTitle: artist.role,
    url: artistUrl(artist, publicUrl, language),
    ...(artist.photo ? { image: `${publicUrl}${artist.photo.src}` } : {}),
    knowsAbout: artist.specialties,
    ...(artist.license ? { hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', identifier: artist.license } } : {}),
    worksFor: { '@type': 'BeautySalon', '@id': `${publicUrl}/#studio`, name: studio.name },
  }
}

/** The artists' page: every artist of the team. */
export function teamJsonLd(studio: PageStudio, publicUrl: string, language: Language): JsonLd {
  return { '@context': 'https://schema.org', '@graph': studio.team.map((artist) => personJsonLd(artist, studio, publicUrl, language)) }
}

/**
 * The studio as a BeautySalon, from its settings, in its general variant (serving its metro area, its own town and
 * North Georgia, each once) or a location page's (`areasServed`: the areas that page lists).
 */
export function studioJsonLd(
  variant: 'general' | 'atlanta' | 'gainesville',
  studio: PageStudio,
  publicUrl: string,
  language: Language,
  areasServed: readonly string[] = [],
): JsonLd {
  const areas = variant === 'general' ? [...new Set([studio.address.metro, studio.address.city, 'North Georgia'])] : areasServed
  const page = variant === 'atlanta' ? '/microblading-atlanta-location' : variant === 'gainesville' ? '/microblading-gainesville-location' : '/'
  // The range of the offers below, the services the studio shows: a hidden service's price is in neither.
  const offered = studio.services.map((service) => service.price)
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${publicUrl}/#studio${variant === 'general' ? '' : `-${variant}`}`,
    name: studio.name,
    url: `${publicUrl}${page === '/' ? '' : page}`,
    image: `${publicUrl}/images/og-studio.png`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: phoneE164Of(studio.phone),
    email: studio.email,
    inLanguage: language,
    ...(offered.length > 0 && { priceRange: `${formatPrice(Math.min(...offered))}-${formatPrice(Math.max(...offered))}` }),
    currenciesAccepted: 'USD',
    paymentAccepted: PAYMENT_METHODS.join(', '),
    foundingDate: String(studio.foundingYear),
    founder: personJsonLd(studio.founder, studio, publicUrl, language),
    employee: studio.team.map((artist) => personJsonLd(artist, studio, publicUrl, language)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: studio.address.street,
      addressLocality: studio.address.city,
      addressRegion: studio.address.region,
      postalCode: studio.address.postalCode,
      addressCountry: studio.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...studio.address.geo },
    hasMap: studio.address.mapUrl,
    areaServed: areas.map((name) => ({ '@type': 'Place', name: `${name}, ${studio.address.region}` })),
    openingHoursSpecification: studio.hours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map(DAY_URL),
      opens,
      closes,
    })),
    sameAs: [studio.social.instagram, studio.social.facebook, studio.social.tiktok].filter(Boolean),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Permanent makeup services',
      // The services the studio shows, as the page names them (decision 024).
      itemListElement: studio.services.map(({ name, price, path }) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name, url: `${publicUrl}${localizedPath(path, language)}` },
        price,
        priceCurrency: 'USD',
      })),
    },
  }
}

export function faqJsonLd(items: Array<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

export function breadcrumbJsonLd(trail: Array<{ label: string; href: string }>, publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${publicUrl}${crumb.href === '/' ? '/' : crumb.href}`,
    })),
  }
}

/**
 * `shareImage`: the page's og:image when its featured image is an upload (a derivative, never the original). The
 * author is the person who wrote the post: the artist of the team when the account is one, or the studio for
 * a post from before staff accounts.
 */
export function blogPostingJsonLd(
  post: PublicPost & { author?: PostAuthor | null },
  studio: PageStudio,
  url: string,
  publicUrl: string,
  shareImage?: string,
): JsonLd {
  const organization = { '@type': 'Organization', name: studio.name, url: publicUrl, logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` } }
  const image =
    shareImage ??
    (post.featuredImage ? (post.featuredImage.startsWith('/') ? `${publicUrl}${post.featuredImage}` : post.featuredImage) : `${publicUrl}/images/og-studio.png`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    image,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.language,
    author: postAuthorJsonLd(post.author, studio, publicUrl, post.language) ?? organization,
    publisher: organization,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: [...post.tags, ...post.keywords].join(', '),
    about: { '@type': 'Thing', name: post.category },
  }
}

function postAuthorJsonLd(author: PostAuthor | null | undefined, studio: PageStudio, publicUrl: string, language: Language): JsonLd | undefined {
  if (!author) return undefined
  const artist = authorArtist(author, studio)
  return artist ? personJsonLd(artist, studio, publicUrl, language) : { '@type': 'Person', name: author.name }
}

/** The artist of the team who wrote a post, when the author's account is linked to one. */
export function authorArtist(author: PostAuthor | null | undefined, studio: PageStudio): PageArtist | undefined {
  return author?.artistId ? studio.team.find((artist) => artist.id === author.artistId) : undefined
}

/** A JSON-LD `<script>` body that cannot close its own tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
