import type { Language } from '../../shared/schema/common.ts'
import { ATLANTA_AREAS, COURSE_GROUP_SIZE, HOURS, NORTH_GEORGIA_AREAS, PRICES, STATS, STUDIO, TOUCH_UP_WEEKS, TREATMENT_FACTS, type TimeSpan, formatPrice } from '../../shared/content/studio.ts'

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' }

export function formatNumber(value: number, language: Language): string {
  return value.toLocaleString(LOCALE[language])
}

/** A time span's numbers as the `from` and `to` options of a unit translation ("{{from}}–{{to}} hours"). */
export function spanOptions({ from, to }: TimeSpan, language: Language): { from: string; to: string } {
  return { from: formatNumber(from, language), to: formatNumber(to, language) }
}

/** "9:00 AM" / "9:00 a. m.": a 12-hour clock in both languages (BRAND.md). */
export function formatTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes))
  return date.toLocaleTimeString(LOCALE[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
}

const WEEKDAY_INDEX = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const

export function dayName(day: keyof typeof WEEKDAY_INDEX, language: Language): string {
  // 2024-01-07 was a Sunday.
  const date = new Date(Date.UTC(2024, 0, 7 + WEEKDAY_INDEX[day]))
  const name = date.toLocaleDateString(LOCALE[language], { weekday: 'long', timeZone: 'UTC' })
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** Opening hours as lines ("Monday – Friday", "9:00 AM – 6:00 PM"), closed days included. */
export function openingHours(language: Language): Array<{ days: string; hours: string | null }> {
  const lines: Array<{ days: string; hours: string | null }> = HOURS.map(({ days, opens, closes }) => ({
    days: days.length > 1 ? `${dayName(days[0]!, language)} – ${dayName(days[days.length - 1]!, language)}` : dayName(days[0]!, language),
    hours: `${formatTime(opens, language)} – ${formatTime(closes, language)}`,
  }))
  lines.push({ days: dayName('Sunday', language), hours: null })
  return lines
}

/**
 * The studio facts as interpolation variables for every translation ("{{clients}}+ clients", "{{priceLips}}",
 * "{{microbladingLastsFrom}}–{{microbladingLastsTo}} months"), so a catalogue never types a fact (BRAND.md).
 * Numbers follow each language's habits. A time span gives two variables, `<name>From` and `<name>To`; the
 * catalogue types the unit, so each span names the unit it is written with (a changed unit fails the type check).
 */
export function studioVariables(language: Language): Record<string, string> {
  const n = (value: number) => formatNumber(value, language)
  const span = <Unit extends TimeSpan['unit']>(name: string, { from, to }: TimeSpan & { unit: Unit }, _unit: NoInfer<Unit>) => ({
    [`${name}From`]: n(from),
    [`${name}To`]: n(to),
  })
  const { microblading, ombreBrows, microshading, lipBlushing, correction, touchUp, browLamination, lashLift, lipTimeline, lipPreCare } = TREATMENT_FACTS
  return {
    studioName: STUDIO.name,
    studioShortName: STUDIO.shortName,
    founder: STUDIO.founder.name,
    artist2: STUDIO.artists[1],
    phone: STUDIO.phone.display,
    email: STUDIO.email,
    street: STUDIO.address.street,
    city: STUDIO.address.city,
    region: STUDIO.address.region,
    postalCode: STUDIO.address.postalCode,
    foundingYear: String(STUDIO.foundingYear),
    minutesFromAtlanta: n(STUDIO.minutesFromAtlanta),
    years: n(STATS.years),
    clients: n(STATS.clients),
    certified: n(STATS.certifiedPercent),
    satisfaction: n(STATS.satisfactionPercent),
    artists: n(STATS.artists),
    students: n(STATS.studentsTrained),
    atlantaClients: n(STATS.atlantaClients),
    reviewStars: n(STATS.reviewsStars),
    reviewCount: n(STATS.reviewServiceCount),
    socialReviewCount: n(STATS.socialReviewCount),
    priceMicroblading: formatPrice(PRICES.microblading),
    priceOmbre: formatPrice(PRICES.ombreBrows),
    priceMicroshading: formatPrice(PRICES.microshading),
    priceLips: formatPrice(PRICES.lipBlushing),
    priceCorrection: formatPrice(PRICES.correction),
    priceTouchUp: formatPrice(PRICES.touchUp),
    priceLamination: formatPrice(PRICES.browLamination),
    priceLashLift: formatPrice(PRICES.lashLift),
    priceCourseFrom: formatPrice(PRICES.course.from),
    priceCourseTo: formatPrice(PRICES.course.to),
    courseGroupFrom: n(COURSE_GROUP_SIZE.from),
    courseGroupTo: n(COURSE_GROUP_SIZE.to),
    priceBudgetRange: `${formatPrice(PRICES.comparison.budget.from)}–${formatPrice(PRICES.comparison.budget.to)}`,
    priceStudioRange: `${formatPrice(PRICES.comparison.studio.from)}–${formatPrice(PRICES.comparison.studio.to)}`,
    priceHighEndRange: `${formatPrice(PRICES.comparison.highEnd.from)}–${formatPrice(PRICES.comparison.highEnd.to)}`,
    priceRange: `${formatPrice(PRICES.touchUp)}–${formatPrice(PRICES.correction)}`,
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
    atlantaAreaCount: n(ATLANTA_AREAS.length),
    northGeorgiaAreaCount: n(NORTH_GEORGIA_AREAS.length),
  }
}
