import type { StudioSettingsInput } from '../schema/studio.ts'
import { phoneE164 } from '../schema/studio-values.ts'

/**
 * The studio's facts as a fresh store starts with them: from then on the owner edits them in the admin
 * (Settings), and every page reads them from the store (docs/decisions/008-studio-settings.md). These are
 * placeholders; the studio replaces them in the admin, not here.
 *
 * Where the studio's old texts disagreed we chose: the pricing page's prices (every brow service $370, lip
 * blushing $370, correction of previous work $425, touch-up $195), the contact page's hours, and "6+ years".
 */
export const DEFAULT_STUDIO: StudioSettingsInput = {
  name: 'Belleza Brow & Lip Studio',
  shortName: 'Belleza Studio',
  foundingYear: 2019,
  phone: '(770) 555-0142',
  email: 'hello@belleza-studio.example',
  chat: {
    phone: '(770) 555-0142',
    greeting: {
      en: "Hi Belleza Studio! I'd like to book a consultation.",
      es: '¡Hola, Belleza Studio! Me gustaría reservar una consulta.',
    },
  },
  address: {
    street: '100 Main Street SW, Suite 2',
    city: 'Gainesville',
    county: 'Hall County',
    region: 'GA',
    postalCode: '30501',
    country: 'US',
    metro: 'Atlanta',
    metroRelation: 'near',
    minutesFromAtlanta: 45,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=100+Main+Street+SW+Gainesville+GA+30501',
    /** Approximate position of downtown Gainesville, GA (for maps and structured data). */
    geo: { latitude: 34.2979, longitude: -83.8241 },
  },
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '16:00' },
  ],
  booking: { url: 'https://booking.example.com/belleza-studio', services: {}, bookNowOpens: 'page' },
  social: {
    instagram: 'https://instagram.example.com/belleza-studio',
    facebook: 'https://facebook.example.com/belleza-studio',
    tiktok: 'https://tiktok.example.com/@belleza-studio',
    reviews: 'https://reviews.example.com/belleza-studio',
  },
  /**
   * The portfolio page's feeds, as each network gives its embed address (placeholders: the owner pastes the studio's
   * own in Settings; an empty one is hidden). Only these two hosts are framed (server/security/headers.ts).
   */
  embeds: {
    instagram: 'https://www.instagram.com/belleza.studio.example/embed',
    facebook: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fbelleza.studio.example&tabs=timeline&width=500&height=500',
  },
  /** The contact, services and microblading pages say parking at the studio is free. */
  freeParking: true,
  prices: {
    microblading: 370,
    ombreBrows: 370,
    microshading: 370,
    lipBlushing: 370,
    correction: 425,
    touchUp: 195,
    browLamination: 100,
    lashLift: 100,
    courseFrom: 999,
    courseTo: 2000,
  },
  stats: {
    years: 6,
    clients: 5700,
    certifiedPercent: 100,
    satisfactionPercent: 98,
    studentsTrained: 100,
    atlantaClients: 500,
    reviewsStars: 5,
    reviewServiceCount: 400,
    socialReviewCount: 80,
  },
  policies: {
    deposit: {
      en: 'A deposit secures your appointment, and the balance is due at your service. We confirm the amount when you book.',
      es: 'Un depósito asegura su cita, y el resto se paga el día de su servicio. Le confirmamos el monto al reservar.',
    },
    cancellation: {
      en: 'Need to reschedule? Please let us know at least 48 hours before your appointment, so we can offer the time to another client.',
      es: '¿Necesita cambiar su cita? Avísenos, por favor, con al menos 48 horas de anticipación, para poder ofrecer ese horario a otra clienta.',
    },
  },
  team: [
    {
      id: 'daniela-reyes',
      name: 'Daniela Reyes',
      role: { en: 'Founder & Master Artist', es: 'Fundadora y artista principal' },
      bio: {
        en: "Daniela founded Belleza Studio with a simple belief: permanent makeup should look like the best version of your own features, never like a stamp.\n\nShe specializes in precise hair strokes and soft, even shading, and in correcting work done elsewhere with patience and honesty. She also leads the studio's microblading training course and has taught more than 100 students.",
        es: 'Daniela fundó Belleza Studio con una convicción sencilla: el maquillaje permanente debe verse como la mejor versión de sus propias facciones, nunca como un sello.\n\nSe especializa en trazos pelo a pelo precisos y sombreados suaves y parejos, y en corregir trabajos hechos en otros lugares con paciencia y honestidad. También dirige el curso de microblading del estudio y ha formado a más de 100 alumnas.',
      },
      license: 'PMU-0000',
      specialties: {
        en: ['Microblading', 'Ombre brows', 'Correction of previous work', 'Training & mentoring'],
        es: ['Microblading', 'Cejas ombré', 'Corrección de trabajos previos', 'Formación y mentoría'],
      },
      headshot: null,
    },
    {
      id: 'camila-ortiz',
      name: 'Camila Ortiz',
      role: { en: 'Permanent Makeup Artist', es: 'Artista de maquillaje permanente' },
      bio: {
        en: "Camila has a careful eye for color. She specializes in lip blushing and soft shaded brows, and takes the time to find a pigment that suits each client's skin tone and undertone.\n\nHer appointments are calm and unhurried: she explains each step, checks in with you often and never rushes the design. She also offers lash lifts and brow lamination for a polished look without pigment.",
        es: 'Camila tiene un ojo muy cuidadoso para el color. Se especializa en lip blushing y cejas con sombreado suave, y se toma el tiempo de encontrar el pigmento que va con el tono y el subtono de piel de cada clienta.\n\nSus citas son tranquilas y sin prisas: le explica cada paso, le pregunta con frecuencia cómo se siente y nunca apura el diseño. También ofrece lifting de pestañas y laminado de cejas para un look arreglado sin pigmento.',
      },
      license: 'PMU-0000',
      specialties: {
        en: ['Lip blushing', 'Microshading', 'Lash lift', 'Brow lamination'],
        es: ['Lip blushing', 'Microshading', 'Lifting de pestañas', 'Laminado de cejas'],
      },
      headshot: null,
    },
  ],
}

/** What the market charges, for the pricing page's comparison (US dollars). */
export const MARKET_PRICES = { budget: { from: 200, to: 350 }, highEnd: { from: 700, to: 1200 } } as const

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
 * every page and catalogue uses (catalogues through the variables of shared/content/variables.ts). Keys as in PRICES.
 *
 * The studio's old material gave several numbers for the same thing; we use ONE set:
 * - Session: brows 2–3 hours, the pricing page's (not the services page's 1–2 hours); lip blushing 1.5–2 hours,
 *   the service pages' (not the pricing page's 2–3 hours for every service); touch-up 1–2 hours; correction of previous
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
  /** The lip blushing page's healing timeline. */
  lipTimeline: { firstDays: span(1, 3, 'days'), peelDays: span(4, 10, 'days'), finalWeeks: 4 },
  /** Lip blushing pre-care (weeks given in days so the copy never reads "1 weeks"). */
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

/** Google Maps' embeddable map of the studio's address (shown only when a visitor asks for it). */
export function mapEmbedUrl(address: { street: string; city: string; region: string; postalCode: string }): string {
  const query = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`
}

/** `+17705550142` for a phone number as the studio typed it (validated by the settings' schema). */
export function phoneE164Of(phone: string): string {
  return phoneE164(phone) ?? phone.replace(/[^\d+]/g, '')
}

/** `tel:+17705550142` */
export function telHref(phone: string): string {
  return `tel:${phoneE164Of(phone)}`
}

/** A WhatsApp conversation with the studio, the greeting already typed. */
export function chatHref(chatPhone: string, greeting: string): string {
  return `https://wa.me/${phoneE164Of(chatPhone).replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

/**
 * The studio's price range for a first session of its pigment treatments (the pricing page's comparison), or with
 * the touch-up included (structured data's `priceRange`).
 */
export function priceRange(prices: StudioSettingsInput['prices'], options: { withTouchUp: boolean }): { from: number; to: number } {
  const sessions = [prices.microblading, prices.ombreBrows, prices.microshading, prices.lipBlushing, prices.correction]
  if (options.withTouchUp) sessions.push(prices.touchUp)
  return { from: Math.min(...sessions), to: Math.max(...sessions) }
}

export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}
