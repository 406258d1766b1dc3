import { LocationHead } from '../../../seo/location-head.tsx'

/** The studio town's variant of the studio's BeautySalon data (the towns this page lists). */
export default function Head() {
  return <LocationHead ns="gainesville" />
}
