import { PinArt } from '../../../components/art.tsx'
import { AwardIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocationPage } from '../../../components/location-page.tsx'

// One icon per item of atlanta.json `reasons.items`, in order: years, Atlanta clients, drive, parking, licence, results.
const REASON_ICONS = [AwardIcon, StarIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon]

/**
 * The Atlanta location page. The studio is in its own town and serves Atlanta clients: the copy says so
 * plainly (drive time, free parking) and never suggests an Atlanta storefront.
 * The years in business are one figure everywhere (the settings'), so atlanta.json uses {{years}}+ like every
 * other page.
 */
export default function Page() {
  return <LocationPage ns="atlanta" art={<PinArt />} reasonIcons={REASON_ICONS} />
}
