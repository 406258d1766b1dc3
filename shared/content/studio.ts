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

/** Students per group on the training course. */
export const COURSE_GROUP_SIZE = { from: 2, to: 4 } as const

export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Debit Card'] as const

/** Weeks after the first session when the touch-up is due. */
export const TOUCH_UP_WEEKS = 4

/** A stretch of time ("2–3 hours"); the unit tells each language which word to print. */
export type TimeSpan = { readonly from: number; readonly to: number; readonly unit: 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years' }

const span = <Unit extends TimeSpan['unit']>(from: number, to: number, unit: Unit) => ({ from, to, unit }) as const

// The three brow techniques share a session and a healing time.
const BROW_SESSION = span(2, 3, 'hours')
const BROW_HEALING = span(4, 6, 'weeks')
// Brow lamination and the lash lift are the same kind of short, needle-free appointment.
const LIFT_SESSION = span(45, 60, 'minutes')
const LIFT_LASTS = span(6, 8, 'weeks')

/**
 * How long each treatment takes, how long its result lasts and how skin heals, with the lip pre-care: the ONE set
 * every page and catalogue uses (catalogues through the variables of site/content/variables.ts). Keys as in PRICES.
 *
 * SPEC §9 gives several numbers for the same thing; we use ONE set:
 * - Session: brows 2–3 hours, the pricing page's (not the services page's 1–2 hours); lip blushing 1.5–2 hours,
 *   SPEC's texts (not the pricing page's 2–3 hours for every service); touch-up 1–2 hours; correction of previous
 *   work 2–4 hours; brow lamination and lash lift 45–60 minutes.
 * - Longevity, the pricing and service pages': microblading 12–18 months (not 8–12 months or 1–3 years); ombre
 *   brows and microshading 1–3 years (not 2–3 years, 18–24 months or 1.5–2 years); lip blushing 1–3 years (not
 *   1–2 years or 12–18 months); brow lamination and lash lift 6–8 weeks.
 * - Healing: brows 4–6 weeks with flaking on days 7–14; lips 7–10 days (timeline: days 1–3, days 4–10, final
 *   result at 4 weeks); aftercare rules for the first 10–14 days (not the "general 7–14 days").
 * - Touch-up: at TOUCH_UP_WEEKS (not "within 4–6 weeks", "6–8 weeks" or "optional").
 */
export const TREATMENT_FACTS = {
  microblading: { session: BROW_SESSION, lasts: span(12, 18, 'months'), healing: BROW_HEALING },
  ombreBrows: { session: BROW_SESSION, lasts: span(1, 3, 'years'), healing: BROW_HEALING },
  microshading: { session: BROW_SESSION, lasts: span(1, 3, 'years'), healing: BROW_HEALING },
  lipBlushing: { session: span(1.5, 2, 'hours'), lasts: span(1, 3, 'years'), healing: span(7, 10, 'days') },
  correction: { session: span(2, 4, 'hours') },
  touchUp: { session: span(1, 2, 'hours') },
  browLamination: { session: LIFT_SESSION, lasts: LIFT_LASTS },
  lashLift: { session: LIFT_SESSION, lasts: LIFT_LASTS },
  /** Brows (microblading, ombre, microshading) flake on these days of their healing. */
  browFlaking: span(7, 14, 'days'),
  /** The aftercare rules apply for the first days after any treatment. */
  aftercare: span(10, 14, 'days'),
  /** SPEC "Lip blushing page": the healing timeline. */
  lipTimeline: { firstDays: span(1, 3, 'days'), peelDays: span(4, 10, 'days'), finalWeeks: 4 },
  /** SPEC §9 "Lip blushing pre-care" (weeks given in days so the copy never reads "1 weeks"). */
  lipPreCare: {
    avoidDays: 14, // blood thinners, alcohol, caffeine, lip fillers
    noLipTreatmentsDays: 7, // lip treatments, exfoliation
    noWhiteningDays: 14,
    ice: span(10, 15, 'minutes'),
    gentleFoodDays: 7, // no spicy, salty or acidic food the first week
  },
  /** Before any treatment (FAQ): no alcohol or caffeine in the hours before, as both increase bleeding. */
  preCare: { noAlcoholHours: 24 },
} as const

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
