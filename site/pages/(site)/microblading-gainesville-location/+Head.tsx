import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../components/json-ld.tsx'
import { studioJsonLd } from '../../../seo/json-ld.ts'

/** SPEC §1: the Gainesville variant of the studio's BeautySalon data (North Georgia areas served). */
export default function Head() {
  const pageContext = usePageContext()
  return <JsonLd data={studioJsonLd('gainesville', pageContext.studio, pageContext.publicUrl, pageContext.language)} />
}
