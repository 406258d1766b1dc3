/**
 * The studio's facts: the ONE place its name, people, contacts, prices, hours and claims live (BRAND.md).
 * Every page, the seed posts and the structured data read them from here; replace the placeholders here.
 *
 * Where SPEC's texts disagree we follow DESIGN.md: the pricing page's prices (every brow service $370, lip
 * blushing $370, correction of previous work $425, touch-up $195), the contact page's hours, and "6+ years".
 */

export const STUDIO = {
  name: 'Belleza Brow & Lip Studio',
  shortName: 'Belleza Studio',
  foundingYear: 2019,
  founder: { name: 'Daniela Reyes', role: 'Founder, master artist and course instructor' },
  artists: ['Daniela Reyes', 'Camila Ortiz'],
  phone: { display: '(770) 555-0142', e164: '+17705550142' },
  email: 'hello@belleza-studio.example',
  address: {
    street: '100 Main Street SW, Suite 2',
    city: 'Gainesville',
    region: 'GA',
    postalCode: '30501',
    country: 'US',
    /** Approximate position of downtown Gainesville, GA (for maps and structured data). */
    geo: { latitude: 34.2979, longitude: -83.8241 },
  },
  links: {
    booking: 'https://booking.example.com/belleza-studio',
    instagram: 'https://instagram.example.com/belleza-studio',
    facebook: 'https://facebook.example.com/belleza-studio',
    tiktok: 'https://tiktok.example.com/@belleza-studio',
    reviews: 'https://reviews.example.com/belleza-studio',
  },
  /**
   * Third-party widgets, loaded only when a visitor asks (a facade first). Placeholders: point them at the
   * studio's real accounts. Their hosts are allowed in the Content-Security-Policy (server/security/headers.ts).
   */
  embeds: {
    map: 'https://www.google.com/maps?q=100+Main+Street+SW+Gainesville+GA+30501&output=embed',
    instagram: 'https://www.instagram.com/belleza.studio.example/embed',
    facebook: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fbelleza.studio.example&tabs=timeline&width=500&height=500',
  },
  /** Minutes from downtown Atlanta to the studio. */
  minutesFromAtlanta: 45,
  freeParking: true,
} as const

/** Claims the site shows (SPEC §1). Numbers, so each language formats them its own way. */
export const STATS = {
  years: 6,
  clients: 5700,
  certifiedPercent: 100,
  satisfactionPercent: 98,
  artists: 2,
  studentsTrained: 100,
  atlantaClients: 500,
  reviewsStars: 5,
  reviewServiceCount: 400,
  socialReviewCount: 80,
} as const

/** US dollars. */
export const PRICES = {
  microblading: 370,
  ombreBrows: 370,
  microshading: 370,
  lipBlushing: 370,
  correction: 425,
  touchUp: 195,
  browLamination: 100,
  lashLift: 100,
  course: { from: 999, to: 2000 },
  comparison: { budget: { from: 200, to: 350 }, studio: { from: 370, to: 425 }, highEnd: { from: 700, to: 1200 } },
} as const

/** Opening hours in 24-hour time; each language prints them on a 12-hour clock (BRAND.md). */
export const HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '16:00' },
] as const

export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Debit Card'] as const

/** Weeks after the first session when the touch-up is due. */
export const TOUCH_UP_WEEKS = 4

export const ATLANTA_AREAS = [
  'Downtown Atlanta',
  'Buckhead',
  'Midtown Atlanta',
  'Virginia-Highland',
  'Decatur',
  'Sandy Springs',
  'Roswell',
  'Alpharetta',
] as const

export const NORTH_GEORGIA_AREAS = [
  'Gainesville',
  'Lake Lanier',
  'Oakwood',
  'Flowery Branch',
  'Braselton',
  'Commerce',
  'Dahlonega',
  'Cumming',
] as const

export const telLink = `tel:${STUDIO.phone.e164}`

/** A WhatsApp conversation with the studio, the greeting already typed. */
export function chatLink(greeting: string): string {
  return `https://wa.me/${STUDIO.phone.e164.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}
