import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../components/json-ld.tsx'
import { teamJsonLd } from '../../../seo/json-ld.ts'

/** Each artist of the team as a Person. */
export default function Head() {
  const { publicUrl, language, studio } = usePageContext()
  return <JsonLd data={teamJsonLd(studio, publicUrl, language)} />
}
