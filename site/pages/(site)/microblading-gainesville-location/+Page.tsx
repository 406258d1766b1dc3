import { PinArt } from '../../../components/art.tsx'
import { AwardIcon, CheckIcon, MapPinIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocationPage } from '../../../components/location-page.tsx'

// One icon per item of gainesville.json `reasons.items`, in order: local, experience, licence, parking, consultation, reviews.
const REASON_ICONS = [MapPinIcon, AwardIcon, ShieldIcon, CheckIcon, SparkleIcon, StarIcon]

/** The page of the studio's own town ({{city}} from the settings; its address keeps the spec's), with the nearby communities. */
export default function Page() {
  return <LocationPage ns="gainesville" art={<PinArt />} reasonIcons={REASON_ICONS} />
}
