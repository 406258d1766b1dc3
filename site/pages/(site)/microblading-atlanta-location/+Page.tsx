import { PinArt } from '../../../components/art.tsx'
import { AwardIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocationPage } from '../../../components/location-page.tsx'

// One icon per item of atlanta.json `reasons.items`, in order: years, Atlanta clients, drive, parking, licence, results.
const REASON_ICONS = [AwardIcon, StarIcon, ClockIcon, MapPinIcon, ShieldIcon, SparkleIcon]

/**
 * SPEC §2 Atlanta location page. The studio is in its own town and serves Atlanta clients: the copy says so
 * plainly (drive time, free parking) and never suggests an Atlanta storefront.
 * SPEC §1 says one location page claims "5+ years"; DESIGN.md decides "6+ years" everywhere, so atlanta.json
 * uses {{years}}+ like every other page.
 */
export default function Page() {
  return <LocationPage ns="atlanta" art={<PinArt />} reasonIcons={REASON_ICONS} />
}
