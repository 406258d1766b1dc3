import { PinArt } from '../../../components/art.tsx'
import { AwardIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocationPage } from '../../../components/location-page.tsx'

// One icon per item of atlanta.json `reasons.items`, in order: years, metro clients, getting there, parking, licence, results.
const REASON_ICONS = [AwardIcon, StarIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon]

/**
 * The metro area's page (its address keeps the spec's "atlanta"): the clients of the metro area the settings name.
 * Its words say where the studio is through the place phrases ({{metroDistance}}, {{cityPlace}}), so they read right
 * for a studio a drive from the metro and for one in it, and never suggest a second storefront.
 * The years in business are one figure everywhere (the settings'), so atlanta.json uses {{years}}+ like every
 * other page.
 */
export default function Page() {
  return <LocationPage ns="atlanta" art={<PinArt />} reasonIcons={REASON_ICONS} />
}
