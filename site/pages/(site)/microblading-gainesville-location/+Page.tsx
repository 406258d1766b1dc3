import { NORTH_GEORGIA_AREAS } from '../../../../shared/content/studio.ts'
import { PinArt } from '../../../components/art.tsx'
import { AwardIcon, CheckIcon, MapPinIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocationPage } from '../../../components/location-page.tsx'

// One icon per item of gainesville.json `reasons.items`, in order: local, experience, licence, parking, consultation, reviews.
const REASON_ICONS = [MapPinIcon, AwardIcon, ShieldIcon, CheckIcon, SparkleIcon, StarIcon]

/** SPEC §2 Gainesville location page: the Atlanta page's layout with the North Georgia communities. */
export default function Page() {
  return <LocationPage ns="gainesville" areas={NORTH_GEORGIA_AREAS} art={<PinArt />} reasonIcons={REASON_ICONS} />
}
