import { ATLANTA_AREAS, HOURS, NORTH_GEORGIA_AREAS, PAYMENT_METHODS, PRICES, STUDIO, formatPrice } from '../../shared/content/studio.ts'
import type { Language } from '../../shared/schema/common.ts'
import type { PublicPost } from '../../shared/schema/post.ts'

type JsonLd = Record<string, unknown>

const DAY_URL = (day: string) => `https://schema.org/${day}`

/** SPEC §1: the studio as a BeautySalon, in its general, Atlanta and Gainesville variants. */
export function studioJsonLd(variant: 'general' | 'atlanta' | 'gainesville', publicUrl: string, language: Language): JsonLd {
  const areas =
    variant === 'atlanta' ? ATLANTA_AREAS : variant === 'gainesville' ? NORTH_GEORGIA_AREAS : ['Atlanta', 'Gainesville', 'North Georgia']
  const page = variant === 'atlanta' ? '/microblading-atlanta-location' : variant === 'gainesville' ? '/microblading-gainesville-location' : '/'
  const services = [
    ['Microblading', PRICES.microblading],
    ['Ombre Brows', PRICES.ombreBrows],
    ['Microshading', PRICES.microshading],
    ['Lip Blushing', PRICES.lipBlushing],
    ['Correction of Previous Work', PRICES.correction],
    ['Touch-Up', PRICES.touchUp],
    ['Eyebrow Lamination', PRICES.browLamination],
    ['Lash Lifting', PRICES.lashLift],
  ] as const
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${publicUrl}/#studio${variant === 'general' ? '' : `-${variant}`}`,
    name: STUDIO.name,
    url: `${publicUrl}${page === '/' ? '' : page}`,
    image: `${publicUrl}/images/og-studio.png`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: STUDIO.phone.e164,
    email: STUDIO.email,
    inLanguage: language,
    priceRange: `${formatPrice(PRICES.touchUp)}-${formatPrice(PRICES.correction)}`,
    currenciesAccepted: 'USD',
    paymentAccepted: PAYMENT_METHODS.join(', '),
    foundingDate: String(STUDIO.foundingYear),
    founder: { '@type': 'Person', name: STUDIO.founder.name, jobTitle: STUDIO.founder.role },
    employee: STUDIO.artists.map((name) => ({ '@type': 'Person', name })),
    address: {
      '@type': 'PostalAddress',
      streetAddress: STUDIO.address.street,
      addressLocality: STUDIO.address.city,
      addressRegion: STUDIO.address.region,
      postalCode: STUDIO.address.postalCode,
      addressCountry: STUDIO.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...STUDIO.address.geo },
    areaServed: areas.map((name) => ({ '@type': 'Place', name: `${name}, GA` })),
    openingHoursSpecification: HOURS.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map(DAY_URL),
      opens,
      closes,
    })),
    sameAs: [STUDIO.links.instagram, STUDIO.links.facebook, STUDIO.links.tiktok],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Permanent makeup services',
      itemListElement: services.map(([name, price]) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
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

/** `shareImage`: the page's og:image when its featured image is an upload (a derivative, never the original). */
export function blogPostingJsonLd(post: PublicPost, url: string, publicUrl: string, shareImage?: string): JsonLd {
  const organization = { '@type': 'Organization', name: STUDIO.name, url: publicUrl, logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` } }
  const image = shareImage ?? (post.featuredImage ? (post.featuredImage.startsWith('/') ? `${publicUrl}${post.featuredImage}` : post.featuredImage) : `${publicUrl}/images/og-studio.png`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    image,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.language,
    author: organization,
    publisher: organization,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: [...post.tags, ...post.keywords].join(', '),
    about: { '@type': 'Thing', name: post.category },
  }
}

/** A JSON-LD `<script>` body that cannot close its own tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
