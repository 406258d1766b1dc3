import { LocationHead } from '../../../seo/location-head.tsx'

/** The Atlanta variant of the studio's BeautySalon data (the Atlanta areas this page lists). */
export default function Head() {
  return <LocationHead ns="atlanta" />
}
