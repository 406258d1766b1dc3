import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../components/json-ld.tsx'
import { studioJsonLd } from '../../../seo/json-ld.ts'

/** The studio as a BeautySalon (general variant) on the home page. */
export default function Head() {
  const { publicUrl, language, studio } = usePageContext()
  return <JsonLd data={studioJsonLd('general', studio, publicUrl, language)} />
}
