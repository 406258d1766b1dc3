import type { Language } from '../schema/common.ts'
import type { PageStudio } from './page-studio.ts'
import { COURSE_GROUP_SIZE, MARKET_PRICES, TOUCH_UP_WEEKS, TREATMENT_FACTS, type TimeSpan, formatPrice, priceRange } from './studio.ts'
import { WEEKDAYS, type Weekday } from '../schema/studio-values.ts'

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' }

export function formatNumber(value: number, language: Language): string {
  return value.toLocaleString(LOCALE[language])
}

/** A time span's numbers as the `from` and `to` options of a unit translation ("{{from}}–{{to}} hours"). */
export function spanOptions({ from, to }: TimeSpan, language: Language): { from: string; to: string } {
  return { from: formatNumber(from, language), to: formatNumber(to, language) }
}

/** "9:00 AM" / "9:00 a. m.": a 12-hour clock in both languages, as US clients read it. */
export function formatTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes))
  return date.toLocaleTimeString(LOCALE[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
}

export function dayName(day: Weekday, language: Language): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
  const name = date.toLocaleDateString(LOCALE[language], { weekday: 'long', timeZone: 'UTC' })
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** Days as people say them: "Monday – Friday" for a run of days, else "Monday, Wednesday". */
function dayList(days: readonly Weekday[], language: Language): string {
  const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
  const first = WEEKDAYS.indexOf(sorted[0]!)
  const isRun = sorted.length > 2 && sorted.every((day, index) => WEEKDAYS.indexOf(day) === first + index)
  if (isRun) return `${dayName(sorted[0]!, language)} – ${dayName(sorted[sorted.length - 1]!, language)}`
  return new Intl.ListFormat(LOCALE[language], { type: 'conjunction' }).format(sorted.map((day) => dayName(day, language)))
}

/** Opening hours as lines ("Monday – Friday", "9:00 AM – 6:00 PM") in the week's order, closed days included. */
export function openingHours(hours: PageStudio['hours'], language: Language): Array<{ days: string; hours: string | null }> {
  const lines = [...hours]
    .sort((a, b) => WEEKDAYS.indexOf(a.days[0]!) - WEEKDAYS.indexOf(b.days[0]!))
    .map(({ days, opens, closes }) => ({
      days: dayList(days, language),
      hours: `${formatTime(opens, language)} – ${formatTime(closes, language)}` as string | null,
    }))
  const closed = WEEKDAYS.filter((day) => !hours.some((line) => line.days.includes(day)))
  if (closed.length > 0) lines.push({ days: dayList(closed, language), hours: null })
  return lines
}

/** "Daniela Reyes and Camila Ortiz" / "Daniela Reyes y Camila Ortiz" (or "o" with `disjunction`). */
export function nameList(names: readonly string[], language: Language, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(LOCALE[language], { type }).format(names)
}

/** The words the place phrases are made of, in each language. */
const PLACE_WORDS: Record<
  Language,
  {
    and: string
    drive(minutes: string, metro: string): string
    inMetro(metro: string): string
    inMetroArea(metro: string): string
    near(metro: string): string
    access(metro: string): string
    accessArea(metro: string): string
  }
> = {
  en: {
    and: '&',
    drive: (minutes, metro) => `about ${minutes} minutes from downtown ${metro}`,
    inMetro: (metro) => `in ${metro}`,
    inMetroArea: (metro) => `in metro ${metro}`,
    near: (metro) => `near ${metro}`,
    access: (metro) => `Easy to reach from across ${metro}`,
    accessArea: (metro) => `Easy to reach from across metro ${metro}`,
  },
  es: {
    and: 'y',
    drive: (minutes, metro) => `a unos ${minutes} minutos del centro de ${metro}`,
    inMetro: (metro) => `en ${metro}`,
    inMetroArea: (metro) => `en el área metropolitana de ${metro}`,
    near: (metro) => `cerca de ${metro}`,
    access: (metro) => `De fácil acceso desde cualquier parte de ${metro}`,
    accessArea: (metro) => `De fácil acceso desde cualquier parte del área de ${metro}`,
  },
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The phrases that say where the studio is, so that every sentence of the starter texts reads right whether the studio
 * is a drive from the metro area (`near`) or in it (`in`), and never names a place twice ("Atlanta & Atlanta").
 * A studio `in` the metro whose address names another town (a suburb) is "in metro Atlanta".
 */
export function placePhrases(language: Language, address: Pick<PageStudio['address'], 'city' | 'metro' | 'metroRelation' | 'minutesFromAtlanta'>) {
  const words = PLACE_WORDS[language]
  const { city, metro } = address
  const isMetroCity = city.trim().toLocaleLowerCase() === metro.trim().toLocaleLowerCase()
  const places = isMetroCity ? [city] : [city, metro]
  const inMetro = address.metroRelation === 'in'
  const metroDistance = !inMetro
    ? words.drive(formatNumber(address.minutesFromAtlanta, language), metro)
    : isMetroCity
      ? words.inMetro(metro)
      : words.inMetroArea(metro)
  return {
    /** The metro area's name: "Atlanta". */
    metro,
    /** The studio's town and the metro, each once: "Gainesville & Atlanta" / "Gainesville y Atlanta"; in Atlanta: "Atlanta". */
    areaLine: places.join(` ${words.and} `),
    /** The same as a list to go on with " and <a region>": "Gainesville, Atlanta" / in Atlanta: "Atlanta". */
    cityAndMetro: places.join(', '),
    /** After "Our studio is": "about 45 minutes from downtown Atlanta" / "a unos 45 minutos del centro de Atlanta"; in it: "in Atlanta" / "en Atlanta". */
    metroDistance,
    /** After "in": "Gainesville, about 45 minutes from downtown Atlanta"; in Atlanta: "Atlanta"; in a suburb: "Decatur, in metro Atlanta". */
    cityPlace: inMetro && isMetroCity ? city : `${city}, ${metroDistance}`,
    /** After a product ("Lip blushing …"): "near Atlanta" / "cerca de Atlanta"; in it: "in Atlanta" / "en Atlanta". */
    metroNear: inMetro ? metroDistance : words.near(metro),
    /** On its own (a card's value): "About 45 minutes from downtown Atlanta"; in it: "Easy to reach from across Atlanta". */
    metroAccess: !inMetro ? capitalized(metroDistance) : isMetroCity ? words.access(metro) : words.accessArea(metro),
  }
}

/**
 * The studio facts as interpolation variables for every translation ("{{clients}}+ clients", "{{priceLips}}",
 * "{{microbladingLastsFrom}}–{{microbladingLastsTo}} months"), so a catalogue never types a fact.
 * Numbers follow each language's habits. A time span gives two variables, `<name>From` and `<name>To`; the
 * catalogue types the unit, so each span names the unit it is written with (a changed unit fails the type check).
 */
export function studioVariables(language: Language, studio: PageStudio): Record<string, string> {
  const n = (value: number) => formatNumber(value, language)
  const span = <Unit extends TimeSpan['unit']>(name: string, { from, to }: TimeSpan & { unit: Unit }, _unit: NoInfer<Unit>) => ({
    [`${name}From`]: n(from),
    [`${name}To`]: n(to),
  })
  const { microblading, ombreBrows, microshading, lipBlushing, correction, touchUp, browLamination, lashLift, lipTimeline, lipPreCare } = TREATMENT_FACTS
  const { prices, stats } = studio
  const range = ({ from, to }: { from: number; to: number }) => `${formatPrice(from)}–${formatPrice(to)}`
  return {
    studioName: studio.name,
    studioShortName: studio.shortName,
    founder: studio.founder.name,
    /** Every artist of the team by name: "Daniela Reyes and Camila Ortiz". */
    artistNames: nameList(
      studio.team.map((artist) => artist.name),
      language,
    ),
    /** "Daniela Reyes or Camila Ortiz". */
    artistNamesOr: nameList(
      studio.team.map((artist) => artist.name),
      language,
      'disjunction',
    ),
    phone: studio.phone,
    email: studio.email,
    street: studio.address.street,
    city: studio.address.city,
    /** "Hall County": as the address writes it. */
    county: studio.address.county,
    region: studio.address.region,
    postalCode: studio.address.postalCode,
    foundingYear: String(studio.foundingYear),
    /** The drive from the metro's downtown, in minutes ("45"), whatever the studio's relation to the metro. */
    minutesFromAtlanta: n(studio.address.minutesFromAtlanta),
    // Where the studio is, in sentences that read right in the metro area or a drive from it.
    ...placePhrases(language, studio.address),
    years: n(stats.years),
    clients: n(stats.clients),
    certified: n(stats.certifiedPercent),
    satisfaction: n(stats.satisfactionPercent),
    artists: n(studio.team.length),
    students: n(stats.studentsTrained),
    atlantaClients: n(stats.atlantaClients),
    reviewStars: n(stats.reviewsStars),
    reviewCount: n(stats.reviewServiceCount),
    socialReviewCount: n(stats.socialReviewCount),
    priceMicroblading: formatPrice(prices.microblading),
    priceOmbre: formatPrice(prices.ombreBrows),
    priceMicroshading: formatPrice(prices.microshading),
    priceLips: formatPrice(prices.lipBlushing),
    priceCorrection: formatPrice(prices.correction),
    priceTouchUp: formatPrice(prices.touchUp),
    priceLamination: formatPrice(prices.browLamination),
    priceLashLift: formatPrice(prices.lashLift),
    priceCourseFrom: formatPrice(prices.courseFrom),
    priceCourseTo: formatPrice(prices.courseTo),
    courseGroupFrom: n(COURSE_GROUP_SIZE.from),
    courseGroupTo: n(COURSE_GROUP_SIZE.to),
    priceBudgetRange: range(MARKET_PRICES.budget),
    priceStudioRange: range(priceRange(prices, { withTouchUp: false })),
    priceHighEndRange: range(MARKET_PRICES.highEnd),
    priceRange: range(priceRange(prices, { withTouchUp: true })),
    touchUpWeeks: n(TOUCH_UP_WEEKS),
    // Treatment facts. `sessionHours` is the brow session (microblading, ombre brows, microshading).
    ...span('sessionHours', microblading.session, 'hours'),
    ...span('lipSessionHours', lipBlushing.session, 'hours'),
    ...span('touchUpHours', touchUp.session, 'hours'),
    ...span('correctionHours', correction.session, 'hours'),
    ...span('laminationMinutes', browLamination.session, 'minutes'),
    ...span('lashLiftMinutes', lashLift.session, 'minutes'),
    ...span('microbladingLasts', microblading.lasts, 'months'),
    ...span('ombreLasts', ombreBrows.lasts, 'years'),
    ...span('microshadingLasts', microshading.lasts, 'years'),
    ...span('lipsLasts', lipBlushing.lasts, 'years'),
    ...span('laminationLasts', browLamination.lasts, 'weeks'),
    ...span('lashLiftLasts', lashLift.lasts, 'weeks'),
    ...span('browHealWeeks', microblading.healing, 'weeks'),
    ...span('browFlakeDays', TREATMENT_FACTS.browFlaking, 'days'),
    ...span('lipHealDays', lipBlushing.healing, 'days'),
    ...span('aftercareDays', TREATMENT_FACTS.aftercare, 'days'),
    ...span('lipFirstDays', lipTimeline.firstDays, 'days'),
    ...span('lipPeelDays', lipTimeline.peelDays, 'days'),
    lipFinalWeeks: n(lipTimeline.finalWeeks),
    lipAvoidDays: n(lipPreCare.avoidDays),
    lipNoTreatmentsDays: n(lipPreCare.noLipTreatmentsDays),
    lipNoWhiteningDays: n(lipPreCare.noWhiteningDays),
    ...span('lipIceMinutes', lipPreCare.ice, 'minutes'),
    lipGentleFoodDays: n(lipPreCare.gentleFoodDays),
    preCareNoAlcoholHours: n(TREATMENT_FACTS.preCare.noAlcoholHours),
  }
}
