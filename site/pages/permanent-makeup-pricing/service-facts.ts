/**
 * Service facts that the five service pages share (microblading, ombre brows, lip blushing, pricing, aftercare):
 * how long a session takes, how long results last, how skin heals, lip pre-care. Prices, the touch-up week, the
 * address and the studio's claims are NOT here: they come from shared/content/studio.ts through the catalogue
 * variables of site/content/variables.ts ({{priceMicroblading}}, {{touchUpWeeks}}, ...).
 *
 * SPEC §9 gives several numbers for the same thing; these pages use ONE set:
 * - Prices: the pricing page's (studio.ts PRICES): every brow service and lip blushing {{priceMicroblading}},
 *   correction of previous work {{priceCorrection}}, touch-up {{priceTouchUp}} (not the booking page's $400 or the
 *   texts' $450 for lips).
 * - Touch-up: at TOUCH_UP_WEEKS weeks (studio.ts), not included in the service price, paid on the touch-up day
 *   (not "within 4–6 weeks", "6–8 weeks" or "optional").
 * - Session: 2–3 hours, the pricing page's (not the services page's 1–2 hours); touch-up 1–2 hours.
 * - Longevity: microblading 12–18 months; ombre brows and microshading 1–3 years; lip blushing 1–3 years.
 * - Healing: brows 4–6 weeks with flaking on days 7–14; lips 7–10 days (timeline: days 1–3, days 4–10, final
 *   result at 4 weeks); aftercare rules for the first 10–14 days.
 *
 * They live in this page folder only because the pages' brief keeps shared/ and site/content/ closed to it; they
 * belong in shared/content/studio.ts with variables in site/content/variables.ts (see the hand-off report).
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../content/variables.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import type { Language } from '../../../shared/schema/common.ts'

type Span = { from: number; to: number }

export const SERVICE_FACTS = {
  sessionHours: { from: 2, to: 3 },
  touchUpHours: { from: 1, to: 2 },
  lasts: {
    microblading: { from: 12, to: 18 }, // months
    ombre: { from: 1, to: 3 }, // years
    microshading: { from: 1, to: 3 }, // years
    lips: { from: 1, to: 3 }, // years
  },
  healing: {
    browWeeks: { from: 4, to: 6 },
    browFlakeDays: { from: 7, to: 14 },
    lipDays: { from: 7, to: 10 },
    aftercareDays: { from: 10, to: 14 },
  },
  /** SPEC "Lip blushing page": the healing timeline. */
  lipTimeline: { firstDays: { from: 1, to: 3 }, peelDays: { from: 4, to: 10 }, finalWeeks: 4 },
  /** SPEC §9 "Lip blushing pre-care" (weeks given in days so the copy never reads "1 weeks"). */
  lipPreCare: {
    avoidDays: 14, // blood thinners, alcohol, caffeine, lip fillers
    noLipTreatmentsDays: 7, // lip treatments, exfoliation
    noWhiteningDays: 14,
    iceMinutes: { from: 10, to: 15 },
    gentleFoodDays: 7, // no spicy, salty or acidic food the first week
  },
} as const satisfies Record<string, unknown>

/** The facts as interpolation variables ("{{microbladingLastsFrom}}–{{microbladingLastsTo}} months"). */
export function serviceVariables(language: Language): Record<string, string> {
  const n = (value: number) => formatNumber(value, language)
  const span = (name: string, { from, to }: Span) => ({ [`${name}From`]: n(from), [`${name}To`]: n(to) })
  const { sessionHours, touchUpHours, lasts, healing, lipTimeline, lipPreCare } = SERVICE_FACTS
  return {
    ...span('sessionHours', sessionHours),
    ...span('touchUpHours', touchUpHours),
    ...span('microbladingLasts', lasts.microblading),
    ...span('ombreLasts', lasts.ombre),
    ...span('microshadingLasts', lasts.microshading),
    ...span('lipsLasts', lasts.lips),
    ...span('browHealWeeks', healing.browWeeks),
    ...span('browFlakeDays', healing.browFlakeDays),
    ...span('lipHealDays', healing.lipDays),
    ...span('aftercareDays', healing.aftercareDays),
    ...span('lipFirstDays', lipTimeline.firstDays),
    ...span('lipPeelDays', lipTimeline.peelDays),
    lipFinalWeeks: n(lipTimeline.finalWeeks),
    lipAvoidDays: n(lipPreCare.avoidDays),
    lipNoTreatmentsDays: n(lipPreCare.noLipTreatmentsDays),
    lipNoWhiteningDays: n(lipPreCare.noWhiteningDays),
    ...span('lipIceMinutes', lipPreCare.iceMinutes),
    lipGentleFoodDays: n(lipPreCare.gentleFoodDays),
  }
}

type Options = Record<string, unknown>

/**
 * The page's translations with the service facts as extra variables (the studio facts are already default
 * variables). `text` returns a string, `list` an array (`[]` if the key is missing).
 */
export function useServiceText(ns: string) {
  const { t } = useTranslation(ns)
  const { language } = useLanguage()
  const variables = useMemo(() => serviceVariables(language), [language])
  const translate = t as unknown as (key: string, options: Options) => unknown
  return {
    text: (key: string, options: Options = {}) => String(translate(key, { ...variables, ...options })),
    list: <T = string>(key: string): T[] => {
      const value = translate(key, { ...variables, returnObjects: true })
      return Array.isArray(value) ? (value as T[]) : []
    },
  }
}
